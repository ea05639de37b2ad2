import type { CardExtras, ListCard } from '../../domain/display/list-card';
import type { SearchBody } from '../../domain/search/search-body';
import type { Locale } from '../../domain/shared/locale';

/** A search's answer as the browser gets it (issue 19 item 1): the total and the hits' cards, decided by the core. */
export interface FoundCards {
  readonly total: number;
  readonly cards: readonly ListCard[];
}

/** How a search's cards come: in which language, with their group or their map marker (domain/display/list-card.ts). */
export interface CardSearchOptions extends CardExtras {
  readonly locale?: Locale;
}

/**
 * The browser's one port: searching after the page has loaded ("load more", the map, the favourites) through the
 * site's own ajax route, which runs the core's search query (§5 applied, each hit's card decided there).
 */
export interface CardSearch {
  /**
   * In `locale` (default the page's). `grouping`: the list's (§9), whose sort the body carries; each card then comes
   * in its group. `markers`: each card comes with its map marker (§3).
   */
  search(body: SearchBody, options?: CardSearchOptions): Promise<FoundCards>;
}
