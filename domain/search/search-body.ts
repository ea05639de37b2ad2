import { groupSortField } from '../grouping/grouping';
import type { Grouping } from '../grouping/grouping';
import { effectiveSort } from './list-filter';
import type { ListFilter, SortType } from './list-filter';
import { buildSearchQuery } from './search-query';
import type { CollectionRef, SearchQuery } from './search-query';
import { SEARCH_FIELDS } from './search-fields';
import type { SearchField } from './search-fields';
import { INITIAL_LOAD_LIMIT } from './pagination';

/** §7 search body: query, sort (grouping sort, then the caller's sort) and optional pagination. */

export type SortDirection = 'asc' | 'desc';
export type SortClause = Readonly<Record<string, { readonly order: SortDirection }>>;

export interface SearchBody {
  readonly query: SearchQuery;
  readonly sort: readonly SortClause[];
  readonly from?: number;
  readonly size?: number;
}

export interface SearchBodyInput {
  readonly filter: ListFilter;
  readonly grouping?: Grouping;
  /** The node's collections: only estates in one of them are found (§7). */
  readonly collections?: readonly CollectionRef[];
  /** The node's own query (§3), which the filter narrows or overrides per field. */
  readonly nodeQuery?: SearchQuery;
  readonly from?: number;
  readonly size?: number;
}

/** §7 sort keys. */
export const SORT_FIELDS: Readonly<Record<SortType, SearchField>> = {
  price: SEARCH_FIELDS.price,
  city: SEARCH_FIELDS.cityName,
  date: SEARCH_FIELDS.publicationDate,
  type: SEARCH_FIELDS.subType,
};

const clause = (field: SearchField, order: SortDirection): SortClause => ({ [field]: { order } });

/** The grouping sort (ascending, §9) followed by the visitor's sort or the default date desc (§4). */
export function searchSort(filter: ListFilter, grouping?: Grouping): SortClause[] {
  const { sortType, sortOrder } = effectiveSort(filter);
  const own = clause(SORT_FIELDS[sortType], sortOrder === 'ASC' ? 'asc' : 'desc');
  return grouping ? [clause(groupSortField(grouping), 'asc'), own] : [own];
}

export function buildSearchBody(input: SearchBodyInput): SearchBody {
  return {
    query: buildSearchQuery(input.filter, input.collections, input.nodeQuery),
    sort: searchSort(input.filter, input.grouping),
    ...(input.from !== undefined && { from: input.from }),
    ...(input.size !== undefined && { size: input.size }),
  };
}

/** §4 initial load: the same search asking for aggregations (the total) only, no estates. */
export function aggregationsOnlyBody(input: Omit<SearchBodyInput, 'from' | 'size'>): SearchBody {
  return buildSearchBody({ ...input, size: INITIAL_LOAD_LIMIT });
}

/**
 * §4 favourites are loaded by searching on children.general.id, all in one request. Favourite ids
 * that are not estate ids are skipped; with none left there is nothing to search (null), because
 * an empty query would find every estate.
 */
export function favouritesSearchBody(ids: readonly string[]): SearchBody | null {
  const estateIds = [...new Set(ids)].filter((id) => /^\d+$/.test(id)).map(Number);
  if (estateIds.length === 0) return null;
  return {
    query: { terms: { [SEARCH_FIELDS.id]: estateIds } },
    sort: searchSort({}),
    from: 0,
    size: estateIds.length,
  };
}
