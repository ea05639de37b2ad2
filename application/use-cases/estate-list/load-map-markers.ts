import type { ListingCard } from '../../../domain/display/listing-card';
import type { Estate, GeoLocation } from '../../../domain/estate/estate';
import { transactionId } from '../../../domain/estate/estate-status';
import type { MapMarker } from '../../../domain/estate/map-marker';
import { HEAD_TYPE_ID } from '../../../domain/enumerations/head-types';
import { estateKind } from '../../../domain/routing/estate-kind';
import { toErrorInfo } from '../../stores/error-info';
import type { EstateListDeps } from './estate-list-deps';
import { listSearchBody } from './list-search-body';

/** One search fills the map: beyond this many groups the visitor narrows the filter instead of paging. */
export const MAP_MARKER_LIMIT = 500;

/** A §3 map marker with the card of the estate group it stands for (the popup and the list beside the map show it). */
export interface EstateMarker {
  readonly marker: MapMarker;
  readonly card: ListingCard;
}

export type LoadMapMarkersResult =
  | { readonly ok: true; readonly markers: readonly EstateMarker[]; readonly total: number }
  | { readonly ok: false; readonly error: string };

const units = (group: Estate): readonly Estate[] => group.children ?? [];

// A project's own record often has no coordinates or status of its own: its units stand in.
function locationOf(group: Estate): GeoLocation | undefined {
  const own = group.address?.geoLocation;
  if (own) return own;
  return units(group).find((unit) => unit.address?.geoLocation)?.address?.geoLocation ?? undefined;
}

/** §3 map marker of one search group: a property, or a project as one marker with isProject. */
function markerOf(group: Estate): MapMarker | undefined {
  const location = locationOf(group);
  if (!location) return undefined;
  const isProject = estateKind(group) === 'project';
  const lead = units(group)[0];
  return {
    id: group.general.id,
    type: group.general.subType?.id ?? lead?.general.subType?.id ?? 0,
    headType: group.general.headType?.id ?? (isProject ? HEAD_TYPE_ID.PROJECT : lead?.general.headType?.id ?? 0),
    // 0 is no status id, so a marker without one is never hidden (as isShownForSite shows such estates).
    status: transactionId(group) ?? (lead && transactionId(lead)) ?? 0,
    isProject,
    lat: location.lat,
    lng: location.lon,
  };
}

/**
 * §3 the map view of the list as it stands: one search with the list's query (node, filter, grouping; the
 * site's search leaves out what §5 hides), at most MAP_MARKER_LIMIT groups, no paging. Groups without
 * coordinates are left off. The list's own state is not touched: the map is a second view of it.
 */
export async function loadMapMarkers(deps: EstateListDeps): Promise<LoadMapMarkersResult> {
  const { catalogue, estateList, locale } = deps;
  try {
    const body = listSearchBody(estateList.getSnapshot(), { from: 0, size: MAP_MARKER_LIMIT });
    const result = await catalogue.search(body, locale);
    const markers = result.cards.flatMap(({ estate, card }) => {
      const marker = markerOf(estate);
      return marker ? [{ marker, card }] : [];
    });
    return { ok: true, markers, total: result.total };
  } catch (error) {
    return { ok: false, error: toErrorInfo(error).message };
  }
}
