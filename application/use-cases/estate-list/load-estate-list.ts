import { PAGE_SIZE } from '../../../domain/search/pagination';
import type { EstateNode } from '../../stores/estate-list-store';
import { toErrorInfo } from '../../stores/error-info';
import type { EstateListDeps } from './estate-list-deps';
import { listSearchBody } from './list-search-body';

export type LoadResult = { readonly ok: true; readonly total: number } | { readonly ok: false; readonly error: string };

/**
 * §4 fetching the first page: isLoading and node stored; success replaces estates and total; error stored.
 * `pages` > 1: the first that many pages at once, as an address with `?pages=n` shows them (issue 13 item 8).
 */
export async function loadEstateList(deps: EstateListDeps, input: { readonly node?: EstateNode | null; readonly pages?: number } = {}): Promise<LoadResult> {
  const { catalogue, estateList, locale } = deps;
  estateList.dispatch({ type: 'fetchStarted', node: input.node ?? estateList.getSnapshot().node });
  try {
    const body = listSearchBody(estateList.getSnapshot(), { from: 0, size: PAGE_SIZE * Math.max(1, input.pages ?? 1) });
    const result = await catalogue.search(body, { locale, grouping: estateList.getSnapshot().groupOptions });
    estateList.dispatch({ type: 'fetchSucceeded', result });
    return { ok: true, total: result.total };
  } catch (error) {
    const info = toErrorInfo(error);
    estateList.dispatch({ type: 'fetchFailed', error: info });
    return { ok: false, error: info.message };
  }
}
