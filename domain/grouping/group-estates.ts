import type { Estate } from '../estate/estate';
import { compareGroupKeys } from './group-order';
import { groupSlot, NO_GROUP_KEY } from './group-key';
import type { Grouping } from './grouping';

export interface EstateGroup {
  readonly key: string;
  readonly label: string;
  readonly estates: readonly Estate[];
}

/** Translated labels (e.g. enumeration labels for TYPE ids); undefined keeps the data's own label. */
export type GroupLabeller = (key: string, grouping: Grouping) => string | undefined;

interface OpenGroup {
  readonly key: string;
  readonly label: string;
  readonly estates: Estate[];
}

/**
 * §1, §9 grouped results: groups in the §9 order, estates in their search order within a group,
 * and the estates without a key last under 'Projecten'.
 */
export function groupEstates(
  estates: readonly Estate[],
  grouping: Grouping,
  labels?: GroupLabeller,
): readonly EstateGroup[] {
  const groups = new Map<string, OpenGroup>();
  const withoutKey: Estate[] = [];
  for (const estate of estates) {
    const slot = groupSlot(estate, grouping);
    if (!slot) {
      withoutKey.push(estate);
      continue;
    }
    const group = groups.get(slot.key) ?? { key: slot.key, label: slot.label, estates: [] };
    group.estates.push(estate);
    groups.set(slot.key, group);
  }
  const compare = compareGroupKeys(grouping);
  const ordered: EstateGroup[] = [...groups.values()]
    .sort((a, b) => compare(a.key, b.key))
    .map((group) => ({ ...group, label: labels?.(group.key, grouping) ?? group.label }));
  if (withoutKey.length > 0) {
    ordered.push({ key: NO_GROUP_KEY, label: labels?.(NO_GROUP_KEY, grouping) ?? NO_GROUP_KEY, estates: withoutKey });
  }
  return ordered;
}

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
