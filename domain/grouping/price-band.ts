/**
 * PRICE grouping bands (the spec names no bands). Sale prices fall in bands of €100.000 and rents
 * in bands of €250, so that both kinds give a handful of useful groups. A band includes its lower
 * bound and excludes its upper one; its key is 'lower-upper', e.g. '100000-200000'.
 */

export const SALE_BAND_WIDTH = 100_000;
export const RENT_BAND_WIDTH = 250;
/** §4 rented ids (TO_RENT, RENTED and the alternative source's rented ids 8, 10): priced per month. */
const RENT_TRANSACTION_IDS: ReadonlySet<number> = new Set([2, 4, 8, 10]);

export interface PriceBand {
  readonly key: string;
  readonly lower: number;
  readonly upper: number;
  readonly label: string;
}

/** §2 currency format for whole euros: '€ 100.000'. */
export function formatEuros(amount: number): string {
  return `€ ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** The band of a price, or undefined when there is no price (missing, 0 or -1, §2). */
export function priceBand(price: number | null | undefined, transactionId: number | undefined): PriceBand | undefined {
  if (!price || price <= 0 || !Number.isFinite(price)) return undefined;
  const width =
    transactionId !== undefined && RENT_TRANSACTION_IDS.has(transactionId) ? RENT_BAND_WIDTH : SALE_BAND_WIDTH;
  const lower = Math.floor(price / width) * width;
  const upper = lower + width;
  return { key: `${lower}-${upper}`, lower, upper, label: `${formatEuros(lower)} – ${formatEuros(upper)}` };
}

function boundsOf(key: string): readonly [number, number] {
  const dash = key.indexOf('-');
  return [Number(key.slice(0, dash)), Number(key.slice(dash + 1))];
}

/** Bands ascending: by lower bound, then the narrower (rent) band first. */
export function comparePriceBandKeys(a: string, b: string): number {
  const [aLower, aUpper] = boundsOf(a);
  const [bLower, bUpper] = boundsOf(b);
  return aLower - bLower || aUpper - bUpper;
}
