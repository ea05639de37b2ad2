import { formatGeoRange } from './geo-range';
import type { ListFilter } from './list-filter';
import { TABLE_FILTER_KEYS, tableFilter } from './list-filter-table';
import { LIST_PARAM as P } from './list-params';
import { transWordOf } from './transaction-words';

/**
 * ListFilter → canonical query: fixed key order, one repeated parameter per list value, so that
 * equal filters give identical URLs (§2: the URL carries the list state). Inverse of parseListFilter.
 */
export function listFilterToQuery(filter: ListFilter): URLSearchParams {
  const query = new URLSearchParams();
  const add = (name: string, values: readonly (string | number)[] | string | number | undefined): void => {
    if (values === undefined) return;
    for (const value of Array.isArray(values) ? values : [values]) query.append(name, String(value));
  };
  const transactionIds = filter.transactionIds ?? [];
  const trans = transWordOf(transactionIds);
  if (trans) add(P.trans, trans);
  else add(P.status, transactionIds);
  add(P.city, filter.cities);
  add(P.type, filter.types);
  add(P.subType, filter.subTypes);
  add(P.country, filter.countries);
  add(P.priceMin, filter.priceMin);
  add(P.priceMax, filter.priceMax);
  add(P.bedrooms, filter.bedrooms);
  add(P.bedMin, filter.bedMin);
  for (const key of TABLE_FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined) add(tableFilter(key).param, tableFilter(key).write(value));
  }
  add(P.geoRange, filter.geoRange && formatGeoRange(filter.geoRange));
  add(P.notary, filter.notarySales);
  add(P.sortType, filter.sortType);
  add(P.sortOrder, filter.sortType && (filter.sortOrder ?? 'ASC'));
  return query;
}
