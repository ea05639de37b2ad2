import { LIST_FILTER_TABLE, TABLE_FILTER_KEYS } from './list-filter-table';

/**
 * Issue 19 item 7: the list's URL parameter names (§2 URL filters, §7 body names where §2 takes them as they are),
 * spelled here once; the filter table's own filters (energy label, garden, parking, bathrooms) spell theirs in their
 * row of `list-filter-table.ts`. The codec (`parseListFilter`, `listFilterToQuery`), the list's address, the filter
 * panel, the alert form and the terminal all write these names.
 */
export const LIST_PARAM = {
  /** §2 trans: 'kopen' or 'huren' (transaction-words.ts). */
  trans: 'trans',
  /** §7 transaction ids; `status` is §2's name for the same ids. */
  transaction: 'transaction',
  status: 'status',
  city: 'city',
  type: 'type',
  subType: 'subType',
  country: 'country',
  priceMin: 'price-min',
  priceMax: 'price-max',
  bedrooms: 'bedrooms',
  bedMin: 'bed-min',
  geoRange: 'geo_range',
  notary: 'notary',
  sortType: 'sortType',
  sortOrder: 'sortOrder',
} as const;

/** Every parameter a list filter is read from: the names above and the filter table's. */
export const LIST_FILTER_PARAMS: readonly string[] = [...Object.values(LIST_PARAM), ...TABLE_FILTER_KEYS.map((key) => LIST_FILTER_TABLE[key].param)];
