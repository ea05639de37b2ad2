/**
 * §2 incoming URL filters of the estate list, as a typed value. The URL is the state (shareable),
 * so every field here round-trips through `parseListFilter` / `listFilterToQuery`.
 * Lists are kept unique and sorted so that equal filters give equal URLs.
 */

import type { NotarySaleKind } from '../estate/notary-sale';
import type { TableFilterValues } from './list-filter-table';

/** §7 sort keys; any other sort type is ignored (§5). */
export const SORT_TYPES = ['price', 'city', 'date', 'type'] as const;
export type SortType = (typeof SORT_TYPES)[number];
export type SortOrder = 'ASC' | 'DESC';

export interface ListSort {
  readonly sortType: SortType;
  readonly sortOrder: SortOrder;
}

/** §4, §9: date, descending, when the visitor chose no sort. */
export const DEFAULT_SORT: ListSort = { sortType: 'date', sortOrder: 'DESC' };

/** §5 geo_range '{n}km;lat;lon': estates within `km` of the point. */
export interface GeoRange {
  readonly km: number;
  readonly lat: number;
  readonly lon: number;
}

/** The filters of the table (issue 19 item 7: energy label at most, garden, parking, bathrooms at least) are its fields too. */
export interface ListFilter extends TableFilterValues {
  /** Transaction (status) ids, e.g. 1 FOR_SALE, 2 TO_RENT. */
  readonly transactionIds?: readonly number[];
  readonly cities?: readonly number[];
  /** Head type ids. */
  readonly types?: readonly number[];
  /** ISO 3166 alpha-2 codes, upper case. */
  readonly countries?: readonly string[];
  readonly subTypes?: readonly number[];
  readonly priceMin?: number;
  readonly priceMax?: number;
  /** Exact bedroom count. */
  readonly bedrooms?: number;
  /** Bedroom count at least. */
  readonly bedMin?: number;
  readonly geoRange?: GeoRange;
  /** Issue 12 item 5: only estates sold by these kinds of notary auction (public, online). */
  readonly notarySales?: readonly NotarySaleKind[];
  /** When set, `sortOrder` is set too (ASC by default, §7). */
  readonly sortType?: SortType;
  readonly sortOrder?: SortOrder;
}

export function isSortType(value: string): value is SortType {
  return (SORT_TYPES as readonly string[]).includes(value);
}

/** The sort the search uses: the visitor's, or the default (§4). */
export function effectiveSort(filter: ListFilter): ListSort {
  return filter.sortType ? { sortType: filter.sortType, sortOrder: filter.sortOrder ?? 'ASC' } : DEFAULT_SORT;
}
