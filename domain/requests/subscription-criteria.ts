import type { ListFilter } from '../search/list-filter';
import { listFilterToQuery } from '../search/list-filter-query';
import { TABLE_FILTER_KEYS } from '../search/list-filter-table';
import { LIST_PARAM as P } from '../search/list-params';
import { parseListFilter } from '../search/parse-list-filter';

/** The search a subscription follows, as the list reads it (§2 URL filters), without a sort. */
export function criteriaFilter(query: string): ListFilter {
  const params = new URLSearchParams(query);
  params.delete(P.sortType);
  return parseListFilter(params);
}

/** The canonical list query string of a search (the list page links to the subscribe page with it). */
export const criteriaQuery = (query: string): string => listFilterToQuery(criteriaFilter(query)).toString();

/** The criteria the alert form shows, under the list's own URL parameter names (§2), so the list's parser reads them. */
const SHOWN = [P.status, P.type, P.city, P.priceMax, P.bedMin] as const;
/** What the shown fields replace in the search the visitor came with; a sort means nothing to a mail. */
const REPLACED = [...SHOWN, P.transaction, P.trans, P.sortType, P.sortOrder];

/** Criteria of the search the alert form does not show (subtype, country, minimum price…): they are kept as they are. */
export function hasOtherCriteria(filter: ListFilter): boolean {
  return (
    (filter.subTypes?.length ?? 0) > 0 ||
    (filter.countries?.length ?? 0) > 0 ||
    (filter.cities?.length ?? 0) > 1 ||
    filter.priceMin !== undefined ||
    filter.bedrooms !== undefined ||
    filter.geoRange !== undefined ||
    // Issue 19 item 7: energy label, garden, parking, bathrooms.
    TABLE_FILTER_KEYS.some((key) => filter[key] !== undefined)
  );
}

/**
 * The posted alert form → the subscription's list query string: the shown fields over the search the visitor came
 * with (the form's `base`), canonicalised by the list's own parser and writer. A city chosen here replaces a
 * distance search.
 */
export function criteriaOfForm(form: URLSearchParams, base: string): string {
  const search = new URLSearchParams(base);
  for (const name of REPLACED) search.delete(name);
  for (const name of SHOWN) for (const value of form.getAll(name)) if (value.trim() !== '') search.append(name, value.trim());
  if (search.has(P.city)) search.delete(P.geoRange);
  return criteriaQuery(search.toString());
}
