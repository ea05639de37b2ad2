import { hasMorePages, pageAtOffset } from '../../../domain/search/pagination';
import { toErrorInfo } from '../../stores/error-info';
import type { EstateListDeps } from './estate-list-deps';
import type { LoadResult } from './load-estate-list';
import { listSearchBody } from './list-search-body';

/** §4 next page: isLoadingNextPage; the search repeated from the offset, 15 more appended, total updated. */
export async function loadNextEstatePage(deps: EstateListDeps): Promise<LoadResult | { readonly ok: true; readonly total: number; readonly done: true }> {
  const { catalogue, estateList, locale } = deps;
  const state = estateList.getSnapshot();
  if (state.isLoading || state.isLoadingNextPage || !hasMorePages(state.offset, state.total)) {
    return { ok: true, total: state.total, done: true };
  }
  estateList.dispatch({ type: 'nextPageStarted' });
  try {
    const body = listSearchBody(state, pageAtOffset(state.offset));
    const result = await catalogue.search(body, { locale, grouping: state.groupOptions });
    estateList.dispatch({ type: 'nextPageSucceeded', result });
    return { ok: true, total: result.total };
  } catch (error) {
    const info = toErrorInfo(error);
    estateList.dispatch({ type: 'nextPageFailed', error: info });
    return { ok: false, error: info.message };
  }
}
