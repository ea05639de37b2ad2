import { isGrouping, type Grouping } from '../grouping/grouping';
import { DEFAULT_SORT, effectiveSort, type ListFilter } from './list-filter';
import { listFilterToQuery } from './list-filter-query';
import { routePath } from '../routing/routes';
import type { Locale } from '../shared/locale';
import { formatGeoRange, parseGeoRange } from './geo-range';
import type { GeoRange } from './list-filter';
import { LIST_FILTER_PARAMS, LIST_PARAM } from './list-params';
import { withSort } from './list-filter-updaters';
import { parseListFilter } from './parse-list-filter';
import { MAX_SHOWN_PAGES, PAGE_SIZE, parseShownPages, shownPages } from './pagination';

/** What the list page's URL carries: the §2 filters plus how results are grouped (§1, §9). */
export interface ListUrlState {
  readonly filter: ListFilter;
  readonly grouping: Grouping | null;
}

/** The query parameter of the grouping; the §2 filters keep their own names. */
export const GROUP_PARAM = 'group';
/** Issue 13 item 8: how many pages of 15 the list shows ("load more"); absent = the first page. */
export const PAGES_PARAM = 'pages';

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
  ...LIST_FILTER_PARAMS,
  GROUP_PARAM,
  CITY_TEXT_PARAM,
  // Other filters start again from the first page.
  PAGES_PARAM,
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

/** The id of the card at this 1-based position when it starts a page (16, 31…): where "load more" without script leads. */
export const pageStartId = (position: number): string => `result-${position}`;

/** The pages of 15 the address asks the list to show (issue 13 item 8). */
export function readShownPages(params: URLSearchParams): number {
  return parseShownPages(params.get(PAGES_PARAM));
}

/** A query string ('' or '?…') with the number of pages shown set (1: the parameter is left out). */
export function withShownPages(search: string, pages: number): string {
  const params = new URLSearchParams(search);
  if (pages > 1) params.set(PAGES_PARAM, String(pages));
  else params.delete(PAGES_PARAM);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * "Load more" as an address (issue 13 item 8): the same list with one page more than `loaded` cards fill, leading
 * to the first new card; null past the pages an address may ask for (then only the script loads more).
 */
export function loadMoreHref(pathname: string, search: string, loaded: number): string | null {
  const pages = shownPages(loaded);
  return pages < MAX_SHOWN_PAGES ? `${pathname}${withShownPages(search, pages + 1)}#${pageStartId(pages * PAGE_SIZE + 1)}` : null;
}

/**
 * For the route's `shouldRevalidate`: "load more" only writes the larger page count to the address, the cards
 * are already loaded; the same address with fewer pages (or other filters) is loaded anew.
 */
export function isLoadMoreChange(currentUrl: URL, nextUrl: URL): boolean {
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  if (currentUrl.pathname !== nextUrl.pathname || readShownPages(next) <= readShownPages(current)) return false;
  current.delete(PAGES_PARAM);
  next.delete(PAGES_PARAM);
  current.sort();
  next.sort();
  return current.toString() === next.toString();
}

/** Issue 10 "search this area": whether the address searches an area of the map (a readable geo range). */
export const searchesArea = (params: URLSearchParams): boolean => parseGeoRange(params.get(LIST_PARAM.geoRange) ?? '') !== undefined;

/** Issue 10 "search this area": the address with the map's area as its geo range, which replaces the city (§5); none clears it. */
export function withSearchArea(params: URLSearchParams, area: GeoRange | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (area === null) next.delete(LIST_PARAM.geoRange);
  else {
    next.set(LIST_PARAM.geoRange, formatGeoRange(area));
    next.delete(LIST_PARAM.city);
  }
  return next;
}

/** The list of a filter in a language, at its canonical address (§2): '/nl/aanbod?trans=kopen'. */
export function listAddress(locale: Locale, filter: ListFilter): string {
  const query = listFilterToQuery(filter).toString();
  return `${routePath('list', locale)}${query ? `?${query}` : ''}`;
}

/** A list shows its results as a list (default) or on a map (the holiday list too). */
export type ResultsView = 'list' | 'map';

/** `?view=map` keeps the map in the URL (shareable, back/forward); the list needs no parameter. */
export const VIEW_PARAM = 'view';

export const resultsViewOf = (params: URLSearchParams): ResultsView => (params.get(VIEW_PARAM) === 'map' ? 'map' : 'list');

/** The address in a view, every other parameter kept. */
export function withResultsView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'map') next.set(VIEW_PARAM, view);
  else next.delete(VIEW_PARAM);
  return next;
}
