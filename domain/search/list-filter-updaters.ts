import { compactFilter } from './list-filter-fields';
import { canonicalCodes, canonicalIds, orderedBounds, readCountry } from './filter-values';
import type { ListFilter, SortOrder, SortType } from './list-filter';
import { subTypesOfHeadType } from '../enumerations/sub-types';

/** §4 filter rules as pure updaters: each returns a new filter and leaves the given one alone. */

type IdListKey = 'cities' | 'types' | 'subTypes' | 'transactionIds';

const isId = (id: number): boolean => Number.isSafeInteger(id) && id > 0;

function withIds(filter: ListFilter, key: IdListKey, ids: readonly number[]): ListFilter {
  // An empty list removes the filter (§4); compactFilter drops the key.
  return compactFilter({ ...filter, [key]: canonicalIds(ids.filter(isId)) });
}

export const withCities = (filter: ListFilter, cityIds: readonly number[]): ListFilter =>
  withIds(filter, 'cities', cityIds);

/** The head types; a subtype only means something under its type, so the subtypes of other types go (§2 subType). */
export function withTypes(filter: ListFilter, headTypeIds: readonly number[]): ListFilter {
  const allowed = new Set(headTypeIds.flatMap((type) => subTypesOfHeadType(type).map((entry) => entry.id)));
  return withIds(withIds(filter, 'types', headTypeIds), 'subTypes', (filter.subTypes ?? []).filter((id) => allowed.has(id)));
}

export const withSubTypes = (filter: ListFilter, subTypeIds: readonly number[]): ListFilter =>
  withIds(filter, 'subTypes', subTypeIds);

export const withTransactionIds = (filter: ListFilter, transactionIds: readonly number[]): ListFilter =>
  withIds(filter, 'transactionIds', transactionIds);

export function withCountries(filter: ListFilter, countryCodes: readonly string[]): ListFilter {
  const codes = countryCodes.map(readCountry).filter((code): code is string => code !== undefined);
  return compactFilter({ ...filter, countries: canonicalCodes(codes) });
}

/** A falsy bound (0, null, undefined, NaN) is dropped (§4); a negative one too, being no price. */
const priceBound = (value: number | null | undefined): number | undefined =>
  value && value > 0 && Number.isFinite(value) ? value : undefined;

export function withPriceRange(
  filter: ListFilter,
  min: number | null | undefined,
  max: number | null | undefined,
): ListFilter {
  const [priceMin, priceMax] = orderedBounds(priceBound(min), priceBound(max));
  return compactFilter({ ...filter, priceMin, priceMax });
}

/** A sort type with its order (ASC when none is given, §7); undefined restores the default sort. */
export function withSort(filter: ListFilter, sortType: SortType | undefined, sortOrder?: SortOrder): ListFilter {
  return compactFilter({ ...filter, sortType, sortOrder: sortType && (sortOrder ?? 'ASC') });
}
