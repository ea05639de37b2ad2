import type { Estate, EstateAddress, GeoLocation } from '../estate/estate';

/** Where a map centres for one estate, and whether it may show the exact place. */
export interface MapLocation {
  readonly latitude: number;
  readonly longitude: number;
  /** False when §3 address.visible is false: the point is rounded and the map shows an area, never a pin. */
  readonly exact: boolean;
}

/** Two decimals: about a kilometre north–south in Belgium, enough for "the neighbourhood", not for the house. */
const roughly = (degrees: number) => Math.round(degrees * 100) / 100;

const isCoordinate = (value: unknown, limit: number): value is number => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit && value !== 0;

/**
 * §3 address.visible: the point a page, a card or a map marker may carry. A hidden address gives only the
 * rounded point, about a kilometre wide, never the house; a visible one its exact point.
 */
export function shownGeoLocation(address: EstateAddress | undefined | null): GeoLocation | undefined {
  const geo = address?.geoLocation;
  if (!geo) return undefined;
  return address.visible === false ? { lat: roughly(geo.lat), lon: roughly(geo.lon) } : geo;
}

/**
 * Issue 13 item 6 / §3 address.visible: the detail page's location map. A hidden address gives only a rounded
 * point (the exact one never reaches the page); no usable coordinates give no map.
 */
export function estateMapLocation(estate: Estate): MapLocation | null {
  const geo = estate.address?.geoLocation;
  if (!geo || !isCoordinate(geo.lat, 90) || !isCoordinate(geo.lon, 180)) return null;
  const exact = estate.address?.visible !== false;
  return exact ? { latitude: geo.lat, longitude: geo.lon, exact } : { latitude: roughly(geo.lat), longitude: roughly(geo.lon), exact };
}

/** The estate as a page may send it: with a hidden address (§3 address.visible false), without its exact coordinates. */
export function withoutHiddenPlace(estate: Estate): Estate {
  if (estate.address?.visible !== false || !estate.address.geoLocation) return estate;
  const address = { ...estate.address };
  delete (address as { geoLocation?: unknown }).geoLocation;
  return { ...estate, address };
}
