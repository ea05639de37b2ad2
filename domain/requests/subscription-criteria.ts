import type { ListFilter } from '../search/list-filter';
import { listFilterToQuery } from '../search/list-filter-query';
import { LIST_PARAM } from '../search/list-params';
import { parseListFilter } from '../search/parse-list-filter';

/** The search a subscription follows, as the list reads it (§2 URL filters), without a sort. */
export function criteriaFilter(query: string): ListFilter {
  const params = new URLSearchParams(query);
  params.delete(LIST_PARAM.sortType);
  return parseListFilter(params);
}

/** The canonical list query string of a search (the list page links to the subscribe page with it). */
export const criteriaQuery = (query: string): string => listFilterToQuery(criteriaFilter(query)).toString();
