import { HEAD_TYPE_ID } from '../enumerations/head-types';
import type { Estate, EstateAddress, GeoLocation } from '../estate/estate';
import { transactionId } from '../estate/estate-status';
import type { MapMarker } from '../estate/map-marker';
import { estateKind } from '../routing/estate-kind';

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

const units = (group: Estate): readonly Estate[] => group.children ?? [];

/**
 * §3 the map marker of one search group: a property, or a project as one marker with isProject (a project's own
 * record often has no coordinates or status of its own: its units stand in). It stands at the shown point
 * (shownGeoLocation): a hidden address's rounded one, never the house. No coordinates, no marker.
 */
export function mapMarkerOf(group: Estate): MapMarker | undefined {
  const placed = group.address?.geoLocation ? group : units(group).find((unit) => unit.address?.geoLocation);
  const location = shownGeoLocation(placed?.address);
  if (!location) return undefined;
  const isProject = estateKind(group) === 'project';
  const lead = units(group)[0];
  return {
    id: group.general.id,
    type: group.general.subType?.id ?? lead?.general.subType?.id ?? 0,
    headType: group.general.headType?.id ?? (isProject ? HEAD_TYPE_ID.PROJECT : (lead?.general.headType?.id ?? 0)),
    // 0 is no status id, so a marker without one is never hidden (as isShownForSite shows such estates).
    status: transactionId(group) ?? (lead && transactionId(lead)) ?? 0,
    isProject,
    lat: location.lat,
    lng: location.lon,
  };
}
