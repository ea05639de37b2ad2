import { compactFilter } from './list-filter-fields';
import { canonicalCodes, canonicalIds, orderedBounds, readCount, readCountry, readId, readPrice } from './filter-values';
import { parseGeoRange } from './geo-range';
import { isSortType } from './list-filter';
import type { ListFilter, SortOrder, SortType } from './list-filter';
import { TABLE_FILTER_KEYS, tableFilter } from './list-filter-table';
import { transactionIdOfWord } from './transaction-words';
import { NOTARY_SALE_KINDS, type NotarySaleKind } from '../estate/notary-sale';

/** Query parameters as the browser (URLSearchParams) or a router/server (a record) hands them over. */
export type ListFilterParams = URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function rawValues(params: ListFilterParams, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** A list parameter: repeated and comma-separated values both count (§2 "one or several values"). */
function listOf<T>(params: ListFilterParams, name: string, read: (text: string) => T | undefined): T[] {
  return rawValues(params, name)
    .flatMap((value) => value.split(','))
    .map((text) => read(text.trim()))
    .filter((value): value is T => value !== undefined);
}

/** A single-valued parameter: the first occurrence, as URLSearchParams.get reads it. */
function firstOf<T>(params: ListFilterParams, name: string, read: (text: string) => T | undefined): T | undefined {
  const [first] = rawValues(params, name);
  return first === undefined ? undefined : read(first.trim());
}

/** Issue 12 item 5: a kind of notary auction, any case. */
const readNotarySale = (text: string): NotarySaleKind | undefined => NOTARY_SALE_KINDS.find((kind) => kind === text.toLowerCase());

/** The kinds in their fixed order, each once: equal filters give equal URLs. */
export const canonicalNotarySales = (kinds: readonly NotarySaleKind[]): NotarySaleKind[] => NOTARY_SALE_KINDS.filter((kind) => kinds.includes(kind));

function readOrder(text: string): SortOrder | undefined {
  const order = text.toUpperCase();
  return order === 'ASC' || order === 'DESC' ? order : undefined;
}

function readSortType(text: string): SortType | undefined {
  const type = text.toLowerCase();
  return isSortType(type) ? type : undefined;
}

/** Explicit transaction/status ids are more precise than a trans word, so they win (§2). */
function transactionIdsOf(params: ListFilterParams): number[] {
  const explicit = [...listOf(params, 'transaction', readId), ...listOf(params, 'status', readId)];
  return canonicalIds(explicit.length > 0 ? explicit : listOf(params, 'trans', transactionIdOfWord));
}

/** §2 URL filters → ListFilter. Unknown or malformed values are dropped (§5), never thrown. */
export function parseListFilter(params: ListFilterParams): ListFilter {
  const [priceMin, priceMax] = orderedBounds(
    firstOf(params, 'price-min', readPrice),
    firstOf(params, 'price-max', readPrice),
  );
  const bedMin = firstOf(params, 'bed-min', readCount);
  const sortType = firstOf(params, 'sortType', readSortType);
  return compactFilter({
    transactionIds: transactionIdsOf(params),
    cities: canonicalIds(listOf(params, 'city', readId)),
    types: canonicalIds(listOf(params, 'type', readId)),
    countries: canonicalCodes(listOf(params, 'country', readCountry)),
    subTypes: canonicalIds(listOf(params, 'subType', readId)),
    priceMin,
    priceMax,
    bedrooms: firstOf(params, 'bedrooms', readCount),
    // "at least 0 bedrooms" restricts nothing.
    bedMin: bedMin === 0 ? undefined : bedMin,
    geoRange: firstOf(params, 'geo_range', parseGeoRange),
    notarySales: canonicalNotarySales(listOf(params, 'notary', readNotarySale)),
    ...Object.fromEntries(TABLE_FILTER_KEYS.map((key) => [key, firstOf(params, tableFilter(key).param, tableFilter(key).read)])),
    // §5: the order only counts together with a known sort type; ASC when none is given (§7).
    sortType,
    sortOrder: sortType && (firstOf(params, 'sortOrder', readOrder) ?? 'ASC'),
  });
}
