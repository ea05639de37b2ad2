import type { ListCard } from '../../domain/display/list-card';
import type { SearchBody } from '../../domain/search/search-body';
import type { Locale } from '../../domain/shared/locale';

/** A search's answer as the browser gets it (issue 19 item 1): the total and the hits' cards, decided by the core. */
export interface FoundCards {
  readonly total: number;
  readonly cards: readonly ListCard[];
}

/**
 * The browser's one port: searching after the page has loaded ("load more", the map, the favourites) through the
 * site's own ajax route, which runs the core's search query (§5 applied, each hit's card decided there).
 */
export interface CardSearch {
  search(body: SearchBody, locale?: Locale): Promise<FoundCards>;
}
