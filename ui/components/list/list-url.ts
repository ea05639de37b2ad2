import { isGrouping, type Grouping } from '../../../domain/grouping/grouping';
import { DEFAULT_SORT, effectiveSort, type ListFilter } from '../../../domain/search/list-filter';
import { listFilterToQuery } from '../../../domain/search/list-filter-query';
import { withSort } from '../../../domain/search/list-filter-updaters';
import { parseListFilter } from '../../../domain/search/parse-list-filter';

/** What the list page's URL carries: the §2 filters plus how results are grouped (§1, §9). */
export interface ListUrlState {
  readonly filter: ListFilter;
  readonly grouping: Grouping | null;
}

/** The query parameter of the grouping; the §2 filters keep their own names. */
export const GROUP_PARAM = 'group';

export function readGrouping(params: URLSearchParams): Grouping | null {
  const value = params.get(GROUP_PARAM)?.trim().toUpperCase();
  return isGrouping(value) ? value : null;
}

/** The URL is the state: read it back the way the loader and the filter panel both do. */
export function readListUrl(params: URLSearchParams): ListUrlState {
  return { filter: parseListFilter(params), grouping: readGrouping(params) };
}

/** The default sort needs no parameter, so the plain list and "newest first" share one URL. */
function withoutDefaultSort(filter: ListFilter): ListFilter {
  const sort = effectiveSort(filter);
  const isDefault = sort.sortType === DEFAULT_SORT.sortType && sort.sortOrder === DEFAULT_SORT.sortOrder;
  return isDefault ? withSort(filter, undefined) : filter;
}

/**
 * §2 the city field without JavaScript: the city as typed. The list page resolves it to the `city` filter and
 * answers with the canonical address; it is never part of one.
 */
export const CITY_TEXT_PARAM = 'city-name';

/** The parameters the list's state is read from (§2 filters, §7 search body, the grouping). */
const STATE_PARAMS: ReadonlySet<string> = new Set([
  'trans',
  'transaction',
  'status',
  'city',
  'type',
  'country',
  'subType',
  'price-min',
  'price-max',
  'bedrooms',
  'bed-min',
  'geo_range',
  'notary',
  'sortType',
  'sortOrder',
  GROUP_PARAM,
  CITY_TEXT_PARAM,
]);

/** Parameters that are not the list's (the map view, a campaign tag): they travel along unchanged. */
export function otherParams(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...params].filter(([name]) => !STATE_PARAMS.has(name)));
}

/** The canonical query string ('' or '?…') of a list state: equal states give identical, shareable URLs. */
export function listSearch(state: ListUrlState, other: URLSearchParams = new URLSearchParams()): string {
  const query = listFilterToQuery(withoutDefaultSort(state.filter));
  if (state.grouping) query.set(GROUP_PARAM, state.grouping);
  for (const [name, value] of other) query.append(name, value);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** How many filters the visitor has set (the sort is not a filter). */
export function activeFilterCount(filter: ListFilter): number {
  return Object.keys(filter).filter((key) => key !== 'sortType' && key !== 'sortOrder').length;
}
