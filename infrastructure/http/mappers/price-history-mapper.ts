import type { PriceChange } from '../../../domain/alerts/estate-change';
import { isObject, num, str } from './codec';

/** One change as GET /estates/{id}/price-history answers it: `{ "at": ISO 8601, "from": number, "to": number }`. */
export interface UpstreamPriceChange {
  readonly at: string;
  readonly from: number;
  readonly to: number;
}

export const toUpstreamPriceChange = ({ at, from, to }: PriceChange): UpstreamPriceChange => ({ at, from, to });

/** Issue 11: the changes of an estate's price; entries that are not a dated change of two positive prices are left out. */
export function toPriceHistory(raw: unknown, estateId: number): PriceChange[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): PriceChange[] => {
    if (!isObject(entry)) return [];
    const [at, from, to] = [str.decode(entry.at), num.decode(entry.from), num.decode(entry.to)];
    if (at === undefined || Number.isNaN(Date.parse(at)) || from === undefined || to === undefined || from <= 0 || to <= 0) return [];
    return [{ kind: 'price', estateId, at, from, to }];
  });
}
