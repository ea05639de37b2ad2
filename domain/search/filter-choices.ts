import { formatPrice } from '../display/format-units';
import { enumLabel } from '../enumerations/enumeration';
import { HEAD_TYPE } from '../enumerations/head-types';
import { subTypesOfHeadType } from '../enumerations/sub-types';
import { STATUS } from '../enumerations/status';
import { TRANSACTION_ID } from '../estate/estate-status';
import type { Locale } from '../shared/locale';
import type { ValueBucket } from './filter-data';
import type { TypeBucket } from './shown-filter-values';

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

/** One head type of the type field, labelled, with the count shown beside it. */
export interface TypeChoice {
  readonly id: number;
  readonly label: string;
  readonly checked: boolean;
  /**
   * Issue 20 item 3: what choosing it lists, shown only while it means that: the estates of that type and,
   * besides them, the projects with such units ('Woning (654 + 9 projecten)'); none once another type is chosen.
   */
  readonly count?: { readonly own: number; readonly projects: number };
}

/**
 * §2 type: the head types labelled in the page's language. The filter values are counted for the current query,
 * which includes the type itself: without a chosen type the types that have results are offered with their counts;
 * with one (or without counts), every type, and only the chosen ones' counts.
 */
export function typeChoices(types: readonly number[], buckets: readonly TypeBucket[], locale: Locale): TypeChoice[] {
  const chosen = new Set(types);
  const counts = new Map(buckets.map((bucket) => [bucket.id, bucket]));
  const offered = chosen.size > 0 || counts.size === 0 ? HEAD_TYPE.entries : HEAD_TYPE.entries.filter((entry) => counts.has(entry.id));
  return offered.map((entry) => {
    const bucket = chosen.size === 0 || chosen.has(entry.id) ? counts.get(entry.id) : undefined;
    const projects = bucket?.projects ?? 0;
    return {
      id: entry.id,
      label: entry.labels[locale],
      checked: chosen.has(entry.id),
      ...(bucket && { count: { own: Math.max(0, bucket.count - projects), projects } }),
    };
  });
}

/** The subtypes of one chosen head type, named and in alphabetical order of the page's language. */
export interface SubTypeGroup {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** §2 subType: the subtypes of the chosen types (a type without subtypes has no group). */
export function subTypeGroups(types: readonly number[], locale: Locale): SubTypeGroup[] {
  return types
    .map((type) => ({
      label: enumLabel(HEAD_TYPE, type, locale),
      options: subTypesOfHeadType(type)
        .map((entry) => ({ value: String(entry.id), label: entry.labels[locale] }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    }))
    .filter((group) => group.options.length > 0);
}
