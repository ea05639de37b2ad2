import type { Grouping } from './grouping';
import { comparePriceBandKeys } from './price-band';
import { once } from '../shared/once';

/** §9 display order of head type ids and of transaction (status) ids. */
export const TYPE_ORDER: readonly number[] = [1, 3, 7, 2, 4, 6, 10, 5, 9];
export const STATUS_ORDER: readonly number[] = [1, 3, 2, 4, 10, 5, 6];

const dutch = once(() => new Intl.Collator('nl'));

/** Listed ids in the listed order, then any other id ascending. */
function byListedOrder(order: readonly number[]): (a: string, b: string) => number {
  const rank = (key: string): readonly [number, number] => {
    const index = order.indexOf(Number(key));
    return index === -1 ? [order.length, Number(key)] : [index, 0];
  };
  return (a, b) => {
    const [aRank, aId] = rank(a);
    const [bRank, bId] = rank(b);
    return aRank - bRank || aId - bId;
  };
}

const COMPARE_KEYS: Readonly<Record<Grouping, (a: string, b: string) => number>> = {
  TYPE: byListedOrder(TYPE_ORDER),
  STATUS: byListedOrder(STATUS_ORDER),
  SUBTYPE: (a, b) => Number(a) - Number(b),
  CITY: (a, b) => dutch().compare(a, b),
  PRICE: comparePriceBandKeys,
};

/** Comparator of group keys for a grouping (keys as produced by groupKey). */
export function compareGroupKeys(grouping: Grouping): (a: string, b: string) => number {
  return COMPARE_KEYS[grouping];
}
