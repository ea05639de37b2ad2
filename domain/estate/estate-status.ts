import type { Estate } from './estate';

/** Agreed transaction (status) ids; an estate's status id is `general.transaction.id`. */
export const TRANSACTION_ID = {
  FOR_SALE: 1,
  TO_RENT: 2,
  TAKE_OVER: 3,
  RENTED: 4,
  SOLD: 5,
  TAKEN_OVER: 6,
} as const;

export type ListingStatus = keyof typeof TRANSACTION_ID;

/** §4 Listing status: still on the market … */
export const AVAILABLE_STATUSES: readonly ListingStatus[] = ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'];
/** … or done. */
export const COMPLETED_STATUSES: readonly ListingStatus[] = ['SOLD', 'RENTED', 'TAKEN_OVER'];

/** The status named by a transaction id, or undefined for ids outside the agreed six (e.g. 7, 8, 10). */
export function statusOfId(id: number | undefined): ListingStatus | undefined {
  return (Object.keys(TRANSACTION_ID) as ListingStatus[]).find((status) => TRANSACTION_ID[status] === id);
}

export function isAvailableStatus(status: ListingStatus): boolean {
  return AVAILABLE_STATUSES.includes(status);
}

export function isCompletedStatus(status: ListingStatus): boolean {
  return COMPLETED_STATUSES.includes(status);
}

export function transactionId(estate: Estate): number | undefined {
  return estate.general.transaction?.id;
}

/** §4: the alternative source is recognised by its guid on the estate; it numbers transactions differently. */
export function isAlternativeSource(estate: Estate): boolean {
  const guid = estate.general.skarabeeGuid;
  return typeof guid === 'string' && guid.trim() !== '';
}

const SOLD_IDS: readonly number[] = [5, 6];
const SOLD_IDS_ALTERNATIVE: readonly number[] = [1, 6, 7];

/** §4 sold: transaction 5 or 6; from the alternative source 1, 6 or 7. */
export function isSold(estate: Estate): boolean {
  const ids = isAlternativeSource(estate) ? SOLD_IDS_ALTERNATIVE : SOLD_IDS;
  return ids.includes(transactionId(estate) ?? Number.NaN);
}

const RENTED_IDS: readonly number[] = [2, 4, 6, 8];
const RENTED_IDS_ALTERNATIVE: readonly number[] = [...RENTED_IDS, 10];

/**
 * §4 "rented": transaction 2, 4, 6 or 8 (alternative source also 10). The list holds TO_RENT (2) as
 * well as RENTED (4), so it reads as "a rental transaction" rather than "already let"; that is how
 * the §5 rules for TO_RENT or RENTED estates use it (see visibility/hidden-fields).
 */
export function isRented(estate: Estate): boolean {
  const ids = isAlternativeSource(estate) ? RENTED_IDS_ALTERNATIVE : RENTED_IDS;
  return ids.includes(transactionId(estate) ?? Number.NaN);
}

/** §2/§4: a sold estate hides its price. */
export function showsPrice(estate: Estate): boolean {
  return !isSold(estate);
}

export type PriceOrStatus =
  | { readonly kind: 'price'; readonly value: number | undefined; readonly priceFrom: boolean }
  | { readonly kind: 'status'; readonly transactionId: number | undefined; readonly label: string };

/**
 * §2 listing card / §4: the price, or for a sold estate its status name as a label instead.
 * The label is the transaction name upstream sent ('' when none; the UI may then translate the id).
 */
export function priceOrStatus(estate: Estate): PriceOrStatus {
  if (!showsPrice(estate)) {
    const transaction = estate.general.transaction;
    return { kind: 'status', transactionId: transaction?.id, label: transaction?.name ?? estate.status?.name ?? '' };
  }
  const price = estate.price;
  return { kind: 'price', value: price?.value ?? undefined, priceFrom: price?.priceFrom === true };
}
