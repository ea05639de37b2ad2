import type { GeoRange } from './list-filter';

/** §5: '{n}km;lat;lon' with decimals allowed and a sign only on the coordinates. */
const GEO_RANGE = /^(\d+(?:\.\d+)?)km;(-?\d+(?:\.\d+)?);(-?\d+(?:\.\d+)?)$/;

/** The geo range written in `text`, or undefined when it does not match §5 or leaves the globe. */
export function parseGeoRange(text: string): GeoRange | undefined {
  const match = GEO_RANGE.exec(text.trim());
  if (!match) return undefined;
  const [km, lat, lon] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (km <= 0 || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return { km, lat, lon };
}

export function formatGeoRange(range: GeoRange): string {
  return `${range.km}km;${range.lat};${range.lon}`;
}

/** §7 geo-distance distance, e.g. '10km'. */
export function geoDistance(range: GeoRange): string {
  return `${range.km}km`;
}
