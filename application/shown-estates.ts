import type { Estate } from '../domain/estate/estate';
import { buildSearchBody } from '../domain/search/search-body';
import type { Locale } from '../domain/shared/locale';
import { withoutHiddenStatuses } from '../domain/site/hidden-status';
import { visibleEstates, type HiddenStatus } from '../domain/visibility/site-visibility';
import type { CoreDeps } from './core-deps';

/** Estates asked for per call: few calls, none large. */
export const BATCH = 500;

/** Every estate group the site shows (§5 hidden statuses asked away in the search and dropped again), in one language. */
export async function shownEstates({ catalogue }: Pick<CoreDeps, 'catalogue'>, hiddenStatus: HiddenStatus, locale: Locale): Promise<readonly Estate[]> {
  const found: Estate[] = [];
  for (let from = 0; ; from += BATCH) {
    const body = withoutHiddenStatuses(buildSearchBody({ filter: {}, from, size: BATCH }), hiddenStatus);
    const { total, results } = await catalogue.search(body, locale);
    found.push(...visibleEstates(results, hiddenStatus));
    if (results.length === 0 || from + BATCH >= total) return found;
  }
}
