import { formatPrice } from '../display/format-units';
import { enumLabel } from '../enumerations/enumeration';
import { STATUS } from '../enumerations/status';
import { TRANSACTION_ID } from '../estate/estate-status';
import type { Locale } from '../shared/locale';
import type { ValueBucket } from './filter-data';

/** One choice of the transaction field: its radio value (the ids under `status`), the ids it chooses, its label. */
export interface TransactionChoice {
  readonly value: string;
  readonly transactionIds: readonly number[];
  /** The status labels in the page's language; null: every transaction (the form's own words). */
  readonly label: string | null;
}

const OFFERED = [TRANSACTION_ID.FOR_SALE, TRANSACTION_ID.TO_RENT];

/**
 * §2 trans: every transaction, for sale (kopen) or to rent (huren); a shared link with other ids (a take-over,
 * several) gets a choice of its own, so that the field shows what the list shows.
 */
export function transactionChoices(transactionIds: readonly number[], locale: Locale): TransactionChoice[] {
  const choice = (ids: readonly number[]): TransactionChoice => ({
    value: ids.join(','),
    transactionIds: ids,
    label: ids.length === 0 ? null : ids.map((id) => enumLabel(STATUS, id, locale) || String(id)).join(', '),
  });
  const choices = [choice([]), ...OFFERED.map((id) => choice([id]))];
  const current = transactionIds.join(',');
  return choices.some((known) => known.value === current) ? choices : [...choices, choice(transactionIds)];
}

// The price steps when the backend offers none (a failed filter load, §8): sale prices, or monthly rents.
const SALE_STEPS = [100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000];
const RENT_STEPS = [500, 750, 1_000, 1_250, 1_500, 2_000, 3_000];

export interface PriceChoice {
  readonly value: string;
  /** §2 the price as written ('€ 250.000'). */
  readonly label: string;
}

/**
 * §2 price-min and price-max: the backend's price steps (§3 filter values), else ours (monthly rents when only
 * rentals are asked), and the bounds already asked, in ascending order.
 */
export function priceChoices(
  steps: readonly ValueBucket[],
  { transactionIds = [], priceMin, priceMax }: { transactionIds?: readonly number[]; priceMin?: number; priceMax?: number },
): PriceChoice[] {
  const rentOnly = transactionIds.length > 0 && transactionIds.every((id) => id === TRANSACTION_ID.TO_RENT);
  const offered = steps.length > 0 ? steps.map((step) => step.value) : rentOnly ? RENT_STEPS : SALE_STEPS;
  return [...new Set([...offered, priceMin, priceMax])]
    .filter((value): value is number => value !== undefined && value > 0)
    .sort((a, b) => a - b)
    .map((value) => ({ value: String(value), label: formatPrice(value) }));
}
