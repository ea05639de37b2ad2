import type { Estate } from '../estate/estate';
import { TRANSACTION_ID } from '../estate/estate-status';

/** Issue 11: what a follower hears about besides the price: sold, rented, taken over, under option, or on the market. */
export type MarketStatus = 'available' | 'sold' | 'rented' | 'taken-over' | 'under-option';

/** The statuses a follower is told about (issue 11: sold, rented, under option). */
export const ALERTED_STATUSES: readonly MarketStatus[] = ['sold', 'rented', 'taken-over', 'under-option'];

/** Upstream has no status for "under option": agencies mark it with a sticker named so (optie, option). */
const OPTION_STICKER = /\boptie\b|\boption\b/i;

/** An estate's market status from its transaction id (§4) and its sticker. */
export function marketStatus(estate: Pick<Estate, 'general'>): MarketStatus {
  const id = estate.general.transaction?.id;
  if (id === TRANSACTION_ID.SOLD) return 'sold';
  if (id === TRANSACTION_ID.RENTED) return 'rented';
  if (id === TRANSACTION_ID.TAKEN_OVER) return 'taken-over';
  if (OPTION_STICKER.test(estate.general.sticker?.name ?? '')) return 'under-option';
  return 'available';
}

/** One recorded change of an estate (a unit: a property or a project's unit), as the price history keeps it. */
export type EstateChange =
  | { readonly kind: 'listed'; readonly estateId: number; readonly at: string; readonly price: number | null; readonly status: MarketStatus }
  | { readonly kind: 'price'; readonly estateId: number; readonly at: string; readonly from: number; readonly to: number }
  | { readonly kind: 'status'; readonly estateId: number; readonly at: string; readonly from: MarketStatus; readonly to: MarketStatus };

/** Issue 11 price history: one change of an estate's price. */
export type PriceChange = Extract<EstateChange, { kind: 'price' }>;

/** A change as stored: numbered in the order it was recorded. */
export type RecordedChange = EstateChange & { readonly id: number };

const priceOf = (estate: Estate): number | null => {
  const value = estate.price?.value;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * Issue 11 price history: what changed between the stored estate (undefined when it is new) and the one
 * written now. A price without a value on either side is no price change (nothing to compare).
 */
export function estateChanges(before: Estate | undefined, after: Estate, at: Date): EstateChange[] {
  const estateId = Number(after.general.id);
  const when = at.toISOString();
  if (before === undefined) return [{ kind: 'listed', estateId, at: when, price: priceOf(after), status: marketStatus(after) }];
  const changes: EstateChange[] = [];
  const [from, to] = [priceOf(before), priceOf(after)];
  if (from !== null && to !== null && from !== to) changes.push({ kind: 'price', estateId, at: when, from, to });
  const [was, is] = [marketStatus(before), marketStatus(after)];
  if (was !== is) changes.push({ kind: 'status', estateId, at: when, from: was, to: is });
  return changes;
}

/** Issue 11: a drop is a price change to a lower price. */
export const isPriceDrop = (change: EstateChange): change is PriceChange => change.kind === 'price' && change.to < change.from;

/** Issue 11: a status change a follower is told about (to sold, rented, taken over or under option). */
export const isAlertedStatusChange = (change: EstateChange): change is Extract<EstateChange, { kind: 'status' }> =>
  change.kind === 'status' && ALERTED_STATUSES.includes(change.to);

/** The detail page's "price lowered on … from € … to € …": the latest change of price, when it was a drop. */
export function latestPriceDrop(history: readonly EstateChange[]): PriceChange | null {
  const prices = history.filter((change) => change.kind === 'price');
  const latest = prices.reduce<EstateChange | null>((last, change) => (last === null || change.at >= last.at ? change : last), null);
  return latest !== null && isPriceDrop(latest) ? latest : null;
}
