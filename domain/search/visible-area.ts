import type { GeoRange } from './list-filter';

/** The part of the earth a map shows, in degrees. */
export interface MapBounds {
  readonly north: number;
  readonly south: number;
  readonly east: number;
  readonly west: number;
}

const EARTH_KM = 6371;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;

/**
 * Issue 10 "search this area": the visible map as a §5 geo_range ('{n}km;lat;lon'), the circle around the view's
 * centre through its corners, so that everything visible is inside. Radius rounded up to 0.1 km, centre to 5 decimals.
 */
export function geoRangeOfBounds(bounds: MapBounds): GeoRange {
  const lat = (bounds.north + bounds.south) / 2;
  const lon = (bounds.east + bounds.west) / 2;
  const corners = [
    { lat: bounds.north, lon: bounds.east },
    { lat: bounds.north, lon: bounds.west },
    { lat: bounds.south, lon: bounds.east },
    { lat: bounds.south, lon: bounds.west },
  ];
  const km = Math.max(...corners.map((corner) => distanceKm({ lat, lon }, corner)));
  return { km: Math.max(0.1, Math.ceil(km * 10) / 10), lat: round(lat, 5), lon: round(lon, 5) };
}
