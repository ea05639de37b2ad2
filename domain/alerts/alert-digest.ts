import { isAlertedStatusChange, isPriceDrop, type MarketStatus, type RecordedChange } from './estate-change';

/** One line of a digest; `keys` are what is recorded as delivered, so nothing is ever sent twice. */
export type DigestItem =
  | { readonly kind: 'new'; readonly estateId: number; readonly keys: readonly string[] }
  | { readonly kind: 'price-drop'; readonly estateId: number; readonly from: number; readonly to: number; readonly at: string; readonly keys: readonly string[] }
  | { readonly kind: 'status'; readonly estateId: number; readonly status: MarketStatus; readonly at: string; readonly keys: readonly string[] };

export interface DigestInput {
  /** 'listed' changes in the window: estates that appeared on the site. */
  readonly listed: readonly RecordedChange[];
  /** Of those, the ones the subscription's search finds with the list's rules (§5 applied). */
  readonly matching: ReadonlySet<number>;
  /** Changes of the estates the subscription follows in the window. */
  readonly followedChanges: readonly RecordedChange[];
  /** Followed estates the site shows (§5): nothing is sent about the others. */
  readonly shown: ReadonlySet<number>;
  /** Keys already delivered to this subscription. */
  readonly delivered: ReadonlySet<string>;
}

const fresh = (keys: readonly string[], delivered: ReadonlySet<string>) => keys.filter((key) => !delivered.has(key));

/**
 * Issue 11: what one digest says. New: an estate listed in the window that the subscription's search finds.
 * Price drop: the net change of a followed, shown estate's price over the window, when it went down.
 * Status: the latest alerted status change (sold, rented, taken over, under option) of a followed, shown estate.
 * Anything whose keys were all delivered before is left out.
 */
export function digestItems(input: DigestInput): DigestItem[] {
  const items: DigestItem[] = [];
  const listedIds = [...new Set(input.listed.filter((c) => c.kind === 'listed' && input.matching.has(c.estateId)).map((c) => c.estateId))];
  for (const estateId of listedIds.sort((a, b) => a - b)) {
    const keys = fresh([`new:${estateId}`], input.delivered);
    if (keys.length > 0) items.push({ kind: 'new', estateId, keys });
  }
  const byEstate = new Map<number, RecordedChange[]>();
  for (const change of [...input.followedChanges].sort((a, b) => a.id - b.id)) {
    if (!input.shown.has(change.estateId)) continue;
    byEstate.set(change.estateId, [...(byEstate.get(change.estateId) ?? []), change]);
  }
  for (const [estateId, changes] of [...byEstate].sort(([a], [b]) => a - b)) {
    const prices = changes.filter((c) => c.kind === 'price').filter((c) => fresh([`price:${c.id}`], input.delivered).length > 0);
    const first = prices[0];
    const last = prices[prices.length - 1];
    if (first && last && first.kind === 'price' && last.kind === 'price') {
      const net = { ...last, from: first.from };
      if (isPriceDrop(net)) items.push({ kind: 'price-drop', estateId, from: net.from, to: net.to, at: net.at, keys: prices.map((c) => `price:${c.id}`) });
    }
    const statuses = changes.filter((c) => c.kind === 'status' && fresh([`status:${c.id}`], input.delivered).length > 0);
    const latest = statuses[statuses.length - 1];
    if (latest && isAlertedStatusChange(latest)) {
      items.push({ kind: 'status', estateId, status: latest.to, at: latest.at, keys: statuses.map((c) => `status:${c.id}`) });
    }
  }
  return items;
}
