import { formatGeoRange } from './geo-range';
import type { ListFilter } from './list-filter';
import { TABLE_FILTER_KEYS, tableFilter } from './list-filter-table';
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
  if (trans) add('trans', trans);
  else add('status', transactionIds);
  add('city', filter.cities);
  add('type', filter.types);
  add('subType', filter.subTypes);
  add('country', filter.countries);
  add('price-min', filter.priceMin);
  add('price-max', filter.priceMax);
  add('bedrooms', filter.bedrooms);
  add('bed-min', filter.bedMin);
  for (const key of TABLE_FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined) add(tableFilter(key).param, tableFilter(key).write(value));
  }
  add('geo_range', filter.geoRange && formatGeoRange(filter.geoRange));
  add('notary', filter.notarySales);
  add('sortType', filter.sortType);
  add('sortOrder', filter.sortType && (filter.sortOrder ?? 'ASC'));
  return query;
}
