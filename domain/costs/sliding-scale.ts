import type { ScaleBracket } from './cost-rates';

/** Rounds an amount to the cent. */
export const toCents = (amount: number): number => Math.round(amount * 100) / 100;

/** A sliding scale (the notary's fee): each bracket's rate applies to the part of the amount inside it. */
export function slidingScale(amount: number, scale: readonly ScaleBracket[]): number {
  let total = 0;
  let lower = 0;
  for (const bracket of scale) {
    if (amount <= lower) break;
    const upper = bracket.upTo === undefined ? amount : Math.min(amount, bracket.upTo);
    total += (upper - lower) * bracket.rate;
    lower = bracket.upTo ?? amount;
  }
  return toCents(total);
}
