import { compactFilter } from './list-filter-fields';
import { canonicalCodes, canonicalIds, orderedBounds, readCount, readCountry, readId, readPrice } from './filter-values';
import { parseGeoRange } from './geo-range';
import { isSortType } from './list-filter';
import type { ListFilter, SortOrder, SortType } from './list-filter';
import { TABLE_FILTER_KEYS, tableFilter } from './list-filter-table';
import { LIST_PARAM as P } from './list-params';
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
  const explicit = [...listOf(params, P.transaction, readId), ...listOf(params, P.status, readId)];
  return canonicalIds(explicit.length > 0 ? explicit : listOf(params, P.trans, transactionIdOfWord));
}

/** §2 URL filters → ListFilter. Unknown or malformed values are dropped (§5), never thrown. */
export function parseListFilter(params: ListFilterParams): ListFilter {
  const [priceMin, priceMax] = orderedBounds(
    firstOf(params, P.priceMin, readPrice),
    firstOf(params, P.priceMax, readPrice),
  );
  const bedMin = firstOf(params, P.bedMin, readCount);
  const sortType = firstOf(params, P.sortType, readSortType);
  return compactFilter({
    transactionIds: transactionIdsOf(params),
    cities: canonicalIds(listOf(params, P.city, readId)),
    types: canonicalIds(listOf(params, P.type, readId)),
    countries: canonicalCodes(listOf(params, P.country, readCountry)),
    subTypes: canonicalIds(listOf(params, P.subType, readId)),
    priceMin,
    priceMax,
    bedrooms: firstOf(params, P.bedrooms, readCount),
    // "at least 0 bedrooms" restricts nothing.
    bedMin: bedMin === 0 ? undefined : bedMin,
    geoRange: firstOf(params, P.geoRange, parseGeoRange),
    notarySales: canonicalNotarySales(listOf(params, P.notary, readNotarySale)),
    ...Object.fromEntries(TABLE_FILTER_KEYS.map((key) => [key, firstOf(params, tableFilter(key).param, tableFilter(key).read)])),
    // §5: the order only counts together with a known sort type; ASC when none is given (§7).
    sortType,
    sortOrder: sortType && (firstOf(params, P.sortOrder, readOrder) ?? 'ASC'),
  });
}
