import { toCardEstate } from '../../domain/display/card-estate';
import type { SearchBody } from '../../domain/search/search-body';
import { withoutHiddenStatuses } from '../../domain/site/hidden-status';
import type { Locale } from '../../domain/shared/locale';
import { visibleEstates } from '../../domain/visibility/site-visibility';
import type { CoreDeps } from '../core-deps';
import type { SearchResult } from '../ports/estate-catalogue';
import { page, pageQuery, type PageResult } from '../pages/page-result';
import { hiddenStatusOf } from '../site-settings';

/** One search fills a map at most: the browser never asks for more groups at once. */
export const MAX_SEARCH_SIZE = 500;

/**
 * A search the browser's list, map and favourites make after the page has loaded ("load more", the map's
 * markers, the stored favourites): the site's hidden statuses (§5) excluded from the body and from the
 * answer whatever the body said, at most MAX_SEARCH_SIZE groups, card-sized estates.
 */
export function searchEstates(
  { catalogue, directory, logger }: Pick<CoreDeps, 'catalogue' | 'directory' | 'logger'>,
  { locale, body }: { readonly locale: Locale; readonly body: SearchBody },
): Promise<PageResult<SearchResult>> {
  return pageQuery(logger, 'a search', async () => {
    const hiddenStatus = await hiddenStatusOf(directory);
    const size = Math.min(body.size ?? MAX_SEARCH_SIZE, MAX_SEARCH_SIZE);
    const result = await catalogue.search(withoutHiddenStatuses({ ...body, size }, hiddenStatus), locale);
    return page({ total: result.total, results: visibleEstates(result.results, hiddenStatus).map((estate) => toCardEstate(estate, locale)) });
  });
}
