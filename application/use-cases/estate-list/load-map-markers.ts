import type { ListingCard } from '../../../domain/display/listing-card';
import type { MapMarker } from '../../../domain/estate/map-marker';
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

/**
 * §3 the map view of the list as it stands: one search with the list's query (node, filter, grouping; the
 * site's search leaves out what §5 hides), at most MAP_MARKER_LIMIT groups, no paging. Groups without
 * coordinates are left off. The list's own state is not touched: the map is a second view of it.
 */
export async function loadMapMarkers(deps: EstateListDeps): Promise<LoadMapMarkersResult> {
  const { catalogue, estateList, locale } = deps;
  try {
    const body = listSearchBody(estateList.getSnapshot(), { from: 0, size: MAP_MARKER_LIMIT });
    const result = await catalogue.search(body, { locale, markers: true });
    const markers = result.cards.flatMap(({ marker, card }) => (marker ? [{ marker, card }] : []));
    return { ok: true, markers, total: result.total };
  } catch (error) {
    return { ok: false, error: toErrorInfo(error).message };
  }
}
