import { z } from 'zod';
import { defined, lenient, num } from './codec';

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
const total = lenient(z.union([defined(num), z.object({ value: defined(num) }).transform(({ value }) => value)]));
const body = z.object({ total, results: z.unknown() }).catch({ total: undefined, results: undefined });

export function toSearchPage<T>(raw: unknown, toResults: (raw: unknown) => readonly T[]): SearchPage<T> {
  const read = body.parse(raw);
  const results = toResults(read.results);
  return { total: read.total ?? results.length, results };
}
