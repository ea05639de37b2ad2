import type { Estate } from '../domain/estate/estate';
import { buildSearchBody } from '../domain/search/search-body';
import type { Locale } from '../domain/shared/locale';
import type { CoreDeps } from './core-deps';

/** Estates asked for per call: few calls, none large. */
export const BATCH = 500;

/** Every estate group the site shows (the core's catalogue leaves out what §5 hides), in one language. */
export async function shownEstates({ catalogue }: Pick<CoreDeps, 'catalogue'>, locale: Locale): Promise<readonly Estate[]> {
  const found: Estate[] = [];
  for (let from = 0; ; from += BATCH) {
    const { total, results } = await catalogue.search(buildSearchBody({ filter: {}, from, size: BATCH }), locale);
    found.push(...results);
    if (results.length === 0 || from + BATCH >= total) return found;
  }
}
