import { buildSearchBody, type SearchBody } from '../../../domain/search/search-body';
import type { EstateListState } from '../../stores/estate-list-store';

/** The §7 body for the list as it stands: its node, filter, grouping. */
export function listSearchBody(
  state: EstateListState,
  page: { readonly from?: number; readonly size?: number },
): SearchBody {
  return buildSearchBody({
    filter: state.query,
    ...(state.groupOptions && { grouping: state.groupOptions }),
    ...(state.node && { collections: state.node.collections, nodeQuery: state.node.query }),
    ...page,
  });
}
