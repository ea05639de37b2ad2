import type { PriceChange } from '../../../domain/alerts/estate-change';
import { z } from 'zod';
import { codec, list, num, str } from './codec';

/** One change as GET /estates/{id}/price-history answers it: `{ "at": ISO 8601, "from": number, "to": number }`. */
export interface UpstreamPriceChange {
  readonly at: string;
  readonly from: number;
  readonly to: number;
}

export const toUpstreamPriceChange = ({ at, from, to }: PriceChange): UpstreamPriceChange => ({ at, from, to });

/** A dated change of two positive prices; anything else is left out. */
const change = codec(
  z.object({ at: str, from: num, to: num }),
  ({ at, from, to }) =>
    at !== undefined && !Number.isNaN(Date.parse(at)) && from !== undefined && from > 0 && to !== undefined && to > 0 ? { at, from, to } : undefined,
  (value: UpstreamPriceChange) => value,
);

/** Issue 11: the changes of an estate's price; entries that are not a dated change of two positive prices are left out. */
export function toPriceHistory(raw: unknown, estateId: number): PriceChange[] {
  return (list(change).decode(raw) ?? []).map((read) => ({ kind: 'price', estateId, ...read }));
}
