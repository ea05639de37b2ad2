import { isObject, num } from './codec';

/** §7 search responses (estates and rental units): `{ total: { value }, results }`. */
export interface UpstreamSearchResponse<T> {
  readonly total: { readonly value: number };
  readonly results: readonly T[];
}

export interface SearchPage<T> {
  readonly total: number;
  readonly results: readonly T[];
}

/** A plain number total is read too; without any total, the results are all there is. */
export function toSearchPage<T>(raw: unknown, toResults: (raw: unknown) => readonly T[]): SearchPage<T> {
  const body = isObject(raw) ? raw : {};
  const results = toResults(body.results);
  const total = isObject(body.total) ? num.decode(body.total.value) : num.decode(body.total);
  return { total: total ?? results.length, results };
}
