import type { Estate } from '../estate/estate';
import { compareGroupKeys } from './group-order';
import { groupSlot, NO_GROUP_KEY, type GroupSlot } from './group-key';
import type { Grouping } from './grouping';

export interface EstateGroup<T = Estate> {
  readonly key: string;
  readonly label: string;
  readonly estates: readonly T[];
}

/** Translated labels (e.g. enumeration labels for TYPE ids); undefined keeps the data's own label. */
export type GroupLabeller = (key: string, grouping: Grouping) => string | undefined;

/**
 * §1, §9 grouped results: groups in the §9 order, items in their search order within a group, and the items
 * without a key (typically projects) last under 'Projecten'. `slotOf` places an item: an estate by its own fields
 * (groupEstates), a card by the group the core gave it (list-groups.ts).
 */
export function groupInOrder<T>(items: readonly T[], grouping: Grouping, slotOf: (item: T) => GroupSlot | undefined, labels?: GroupLabeller): EstateGroup<T>[] {
  const groups = new Map<string, { readonly key: string; readonly label: string; readonly estates: T[] }>();
  for (const item of items) {
    const slot = slotOf(item) ?? { key: NO_GROUP_KEY, label: NO_GROUP_KEY };
    const group = groups.get(slot.key) ?? { key: slot.key, label: slot.label, estates: [] };
    group.estates.push(item);
    groups.set(slot.key, group);
  }
  const compare = compareGroupKeys(grouping);
  const last = (key: string) => (key === NO_GROUP_KEY ? 1 : 0);
  return [...groups.values()]
    .sort((a, b) => last(a.key) - last(b.key) || compare(a.key, b.key))
    .map((group) => ({ ...group, label: labels?.(group.key, grouping) ?? group.label }));
}

/** The estates under their §9 groups, each placed by its own fields (groupSlot). */
export const groupEstates = (estates: readonly Estate[], grouping: Grouping, labels?: GroupLabeller): readonly EstateGroup[] =>
  groupInOrder(estates, grouping, (estate) => groupSlot(estate, grouping), labels);

/** How many hits each group of a grouping holds, by group key ('Projecten' for those without one). */
export type GroupCounts = Readonly<Record<string, number>>;

/**
 * Issue 13 item 2: a group heading counts every hit of its group, not the cards loaded so far. The hits are
 * all the search finds (its total), each placed as groupEstates places it.
 */
export function countGroups(hits: readonly Estate[], grouping: Grouping): GroupCounts {
  const counts: Record<string, number> = {};
  for (const hit of hits) {
    const key = groupSlot(hit, grouping)?.key ?? NO_GROUP_KEY;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
