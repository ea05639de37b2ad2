import { INITIAL_LOAD_LIMIT } from '../../../domain/search/pagination';
import { toErrorInfo } from '../../stores/error-info';
import type { EstateListDeps } from './estate-list-deps';
import type { LoadResult } from './load-estate-list';
import { listSearchBody } from './list-search-body';

/** §4 initial load: the current query, sort and grouping with limit 0 (aggregations only); total or error stored. */
export class LoadEstateAggregations {
  constructor(private readonly deps: EstateListDeps) {}

  async execute(): Promise<LoadResult> {
    const { catalogue, estateList, siteSettings, locale } = this.deps;
    try {
      const body = listSearchBody(estateList.getSnapshot(), siteSettings.getSnapshot().hiddenStatus, {
        size: INITIAL_LOAD_LIMIT,
      });
      const { total } = await catalogue.search(body, locale);
      estateList.dispatch({ type: 'aggregationsLoaded', total });
      return { ok: true, total };
    } catch (error) {
      const info = toErrorInfo(error);
      estateList.dispatch({ type: 'fetchFailed', error: info });
      return { ok: false, error: info.message };
    }
  }
}
