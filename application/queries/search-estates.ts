import { listCards, type CardExtras } from '../../domain/display/list-card';
import type { SearchBody } from '../../domain/search/search-body';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import type { FoundCards } from '../ports/card-search';
import type { SearchResult } from '../ports/estate-catalogue';
import { searchHits } from '../search-hits';
import { page, pageQuery, type PageResult } from '../pages/page-result';

/** One search fills a map at most: the browser never asks for more groups at once. */
export const MAX_SEARCH_SIZE = 500;

/** A search's hits as cards in the page's language (issue 19 item 1), with their group or marker if asked. */
export const foundCards = (result: SearchResult, locale: Locale, extras: CardExtras = {}): FoundCards => ({
  total: result.total,
  cards: listCards(result.results, locale, extras),
});

/**
 * A search the browser's list, map and favourites make after the page has loaded ("load more", the map's
 * markers, the stored favourites): through the core's catalogue, so the site's hidden statuses (§5) are out
 * whatever the body said; at most MAX_SEARCH_SIZE groups, each as its card: in its §9 group when `grouping` is given
 * (the list's: the cards "load more" adds join the page's groups), with its map marker when `markers`.
 */
export function searchEstates(
  { catalogue, logger }: Pick<CoreDeps, 'catalogue' | 'logger'>,
  { locale, body, ...extras }: { readonly locale: Locale; readonly body: SearchBody } & CardExtras,
): Promise<PageResult<FoundCards>> {
  return pageQuery(logger, 'a search', async () => {
    const size = Math.min(body.size ?? MAX_SEARCH_SIZE, MAX_SEARCH_SIZE);
    return page(foundCards(await searchHits(catalogue, { ...body, size }, locale), locale, extras));
  });
}
