import type { SearchBody } from '../domain/search/search-body';
import type { Locale } from '../domain/shared/locale';
import type { EstateCatalogue, SearchResult } from './ports/estate-catalogue';

/**
 * A search whose hits become cards (the list, "load more", the map, the home page): the hits as a list reads them where
 * the catalogue has them (issue 21 item 1: a project's units without what no card reads), else the whole search.
 */
export function searchHits(catalogue: EstateCatalogue, body: SearchBody, locale: Locale): Promise<SearchResult> {
  return catalogue.searchHits ? catalogue.searchHits(body, locale) : catalogue.search(body, locale);
}
