import { buildSearchBody, type SearchBody } from '../../../domain/search/search-body';
import { withoutHiddenStatuses } from '../../../domain/site/hidden-status';
import type { EstateListState } from '../../stores/estate-list-store';

/** The §7 body for the list as it stands: its node, filter, grouping; hidden statuses excluded (§5). */
export function listSearchBody(
  state: EstateListState,
  hiddenStatus: readonly number[],
  page: { readonly from?: number; readonly size?: number },
): SearchBody {
  const body = buildSearchBody({
    filter: state.query,
    ...(state.groupOptions && { grouping: state.groupOptions }),
    ...(state.node && { collections: state.node.collections, nodeQuery: state.node.query }),
    ...page,
  });
  return withoutHiddenStatuses(body, hiddenStatus);
}
