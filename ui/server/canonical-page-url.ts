import { COMPARE_IDS_PARAM } from '../../domain/compare/compare-ids';
import { LOAN_PARAM, SITUATION_PARAM } from '../../domain/costs/purchase-cost-view';
import { UNIT_SORT_PARAM } from '../../domain/estate/unit-picker';
import { HOLIDAY_SEARCH_PARAMS } from '../../domain/rental/holiday-search';
import { matchRoute, type RouteName } from '../../domain/routing/routes';
import { notarySalesQuery, parseNotarySalesSearch } from '../../domain/search/notary-sales-search';
import { VIEWING_DAY_PARAM } from '../../application/pages/viewing-agenda';
import { CITY_TEXT_PARAM, PAGES_PARAM, listSearch, otherParams, readListUrl, readShownPages } from '../../domain/search/list-url';

/** The parameters of `names` the address has, sorted by name (a name's values keep their order). */
const only =
  (...names: readonly string[]) =>
  (params: URLSearchParams): URLSearchParams => {
    const kept = new URLSearchParams([...params].filter(([name]) => names.includes(name)));
    kept.sort();
    return kept;
  };

/**
 * §2 list: its filters, grouping and sort in the domain's canonical order; the typed city and the pages shown; then
 * every other parameter in the order given: the list carries them along (the map view, a campaign tag), its filter
 * form as hidden fields in that order, so they are part of its HTML (served under another address, or in another
 * order, hydration would not match).
 */
function listParameters(params: URLSearchParams): URLSearchParams {
  const read = new URLSearchParams();
  const cityText = params.get(CITY_TEXT_PARAM);
  if (cityText !== null) read.set(CITY_TEXT_PARAM, cityText);
  const pages = readShownPages(params);
  if (pages > 1) read.set(PAGES_PARAM, String(pages));
  for (const [name, value] of otherParams(params)) read.append(name, value);
  return new URLSearchParams(listSearch(readListUrl(params), read));
}

const NONE = only();
// The detail page: its purchase cost situation and loan (domain/costs/purchase-cost-view), the units' sort, the viewing day.
const DETAIL = only(SITUATION_PARAM, LOAN_PARAM, UNIT_SORT_PARAM, VIEWING_DAY_PARAM);
/**
 * Issue 23 item 3: the address of a page as its server render reads it, so that every spelling of one page is one
 * entry of the page cache: parameter order, tracking tags (utm_*, fbclid, gclid…) and any other parameter the page
 * never reads do not make new entries. Each page lists the parameters its loader and its components read (a page that
 * starts reading a new one adds it here); a parameter a page only echoes in a link's address may be left out (React
 * leaves attributes as the server wrote them when it hydrates), one it renders as an element may not (hydration would
 * fail: React's error 418). The list page's query is the domain's canonical one (`listSearch`), so `?status=1` and
 * `?trans=kopen`, or two cities in either order, are one page. A path that is no page of ours keeps all its parameters,
 * sorted.
 */
const PAGE_PARAMETERS: Partial<Record<RouteName, (params: URLSearchParams) => URLSearchParams>> = {
  home: NONE,
  list: listParameters,
  privacy: NONE,
  terms: NONE,
  contact: NONE,
  subscribeSuccess: NONE,
  rentalUnit: NONE,
  // ui/routes/favorites.tsx: the estates a mail's link follows.
  favorites: only('gevolgd'),
  // ui/routes/compare.tsx.
  compare: only(COMPARE_IDS_PARAM, SITUATION_PARAM),
  estate: DETAIL,
  estateWithSlug: DETAIL,
  projectEntity: DETAIL,
  detail: only('id'),
  // Its query as given (a form's empty fields are redirected away by the page itself), only its own parameters.
  holidayList: only(...HOLIDAY_SEARCH_PARAMS),
  notarySales: (params: URLSearchParams) => new URLSearchParams(notarySalesQuery(parseNotarySalesSearch(params))),
};

/** React Router's data request for a page: `/nl/aanbod.data?…&_routes=…` (the loaders it asks for, last). */
const DATA = /\.data$/;
const ROUTES_PARAM = '_routes';

/**
 * The canonical address (path and query) of the page or data request `pathname` + `search`: what the page cache keys
 * its entries by. `search` is the raw query ('' or '?…').
 */
export function canonicalPageUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const page = pathname.replace(DATA, '');
  const route = matchRoute(page)?.name;
  const canonical = route && PAGE_PARAMETERS[route];
  let read: URLSearchParams;
  if (canonical) read = canonical(params);
  else {
    read = new URLSearchParams(params);
    read.delete(ROUTES_PARAM);
    read.sort();
  }
  const routes = DATA.test(pathname) ? params.get(ROUTES_PARAM) : null;
  if (routes !== null) read.set(ROUTES_PARAM, routes);
  const query = read.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** The address as asked, in the same spelling of each parameter as canonicalPageUrl writes it (percent-encoding aside). */
export function askedPageUrl(pathname: string, search: string): string {
  const query = new URLSearchParams(search).toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}
