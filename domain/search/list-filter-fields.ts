import type { ListFilter } from './list-filter';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The filter without empty fields: an undefined value or an empty list means "no filter", and
 * leaving the key out keeps equal filters structurally equal (and their URLs identical).
 */
export function compactFilter(fields: Mutable<ListFilter>): ListFilter {
  const filter: Mutable<ListFilter> = {};
  for (const [key, value] of Object.entries(fields) as [keyof ListFilter, unknown][]) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    (filter as Record<string, unknown>)[key] = value;
  }
  return filter;
}
