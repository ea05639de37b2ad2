import { geoDistance } from './geo-range';
import type { GeoRange, ListFilter } from './list-filter';
import { LIST_FILTER_TABLE, TABLE_FILTER_KEYS, tableFilter, type RangeBounds, type SearchTermValue } from './list-filter-table';
import { SEARCH_FIELDS } from './search-fields';

export type { RangeBounds, SearchTermValue } from './list-filter-table';

/** §7 query of the estate search: terms and range filters, node matches and an optional geo filter. */

export interface GeoDistanceFilter {
  /** e.g. '10km'. */
  readonly distance: string;
  readonly 'children.general.address.geoLocation': { readonly lat: number; readonly lon: number };
}

export interface SearchQuery {
  readonly terms?: Readonly<Record<string, readonly SearchTermValue[]>>;
  readonly range?: Readonly<Record<string, RangeBounds>>;
  readonly match?: Readonly<Record<string, string | number>>;
  readonly geo_distance?: GeoDistanceFilter;
}

/** A node (a list page of the site) narrows the search with its collections and own query (§3). */
export interface CollectionRef {
  readonly id: number;
}

/** Only the defined, non-empty entries: §7 "empty filter values removed". */
function nonEmpty<V>(entries: Record<string, V | undefined>, isEmpty: (value: V) => boolean): Record<string, V> {
  return Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, V] => entry[1] !== undefined && !isEmpty(entry[1])),
  );
}

const isEmptyList = (values: readonly unknown[]): boolean => values.length === 0;
const isEmptyRange = (range: RangeBounds): boolean => range.gte === undefined && range.lte === undefined;
const isEmptyMatch = (value: string | number): boolean => value === '';

/** A range with only its given bounds, so that no `gte: undefined` reaches the body. */
function bounds(gte: number | undefined, lte?: number): RangeBounds {
  return { ...(gte !== undefined && { gte }), ...(lte !== undefined && { lte }) };
}

/** Issue 19 item 7: the clauses of the table's filters that are set, by their paths. */
function tableClauses(filter: ListFilter) {
  const terms: Record<string, readonly SearchTermValue[]> = {};
  const range: Record<string, RangeBounds> = {};
  for (const key of TABLE_FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined) continue;
    const clause = tableFilter(key).clause(value);
    if ('terms' in clause) terms[LIST_FILTER_TABLE[key].field] = clause.terms;
    else range[LIST_FILTER_TABLE[key].field] = clause.range;
  }
  return { terms, range };
}

function filterTerms(filter: ListFilter, collections: readonly CollectionRef[] | undefined) {
  return {
    ...tableClauses(filter).terms,
    [SEARCH_FIELDS.country]: filter.countries,
    [SEARCH_FIELDS.city]: filter.cities,
    [SEARCH_FIELDS.headType]: filter.types,
    [SEARCH_FIELDS.transaction]: filter.transactionIds,
    [SEARCH_FIELDS.subType]: filter.subTypes,
    [SEARCH_FIELDS.bedroomCount]: filter.bedrooms === undefined ? undefined : [filter.bedrooms],
    [SEARCH_FIELDS.collections]: collections?.map((collection) => collection.id),
    [SEARCH_FIELDS.notarySale]: filter.notarySales,
  };
}

function filterRanges(filter: ListFilter) {
  return {
    ...tableClauses(filter).range,
    [SEARCH_FIELDS.price]: bounds(filter.priceMin, filter.priceMax),
    [SEARCH_FIELDS.bedroomCount]: bounds(filter.bedMin),
  };
}

function geoDistanceFilter(range: GeoRange): GeoDistanceFilter {
  return { distance: geoDistance(range), [SEARCH_FIELDS.geoLocation]: { lat: range.lat, lon: range.lon } };
}

/**
 * The §7 query for a visitor's filter inside a node. The node's own query is the base; a filter
 * on the same field replaces the node's entry (the visitor's latest choice counts), and a geo
 * range replaces the city filter of both (§7).
 */
export function buildSearchQuery(
  filter: ListFilter,
  collections?: readonly CollectionRef[],
  nodeQuery: SearchQuery = {},
): SearchQuery {
  const terms = nonEmpty({ ...nodeQuery.terms, ...nonEmpty(filterTerms(filter, collections), isEmptyList) }, isEmptyList);
  // §7: a geo range replaces the city filter, the node's as well as the visitor's.
  if (filter.geoRange) delete terms[SEARCH_FIELDS.city];
  const range = nonEmpty({ ...nodeQuery.range, ...nonEmpty(filterRanges(filter), isEmptyRange) }, isEmptyRange);
  const match = nonEmpty({ ...nodeQuery.match }, isEmptyMatch);
  const geo = filter.geoRange ? geoDistanceFilter(filter.geoRange) : nodeQuery.geo_distance;
  return {
    ...(Object.keys(terms).length > 0 && { terms }),
    ...(Object.keys(range).length > 0 && { range }),
    ...(Object.keys(match).length > 0 && { match }),
    ...(geo && { geo_distance: geo }),
  };
}
