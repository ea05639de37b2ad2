import type { Estate, EstateGeneral } from '../estate/estate';

/** What a list reads of a project's unit: its kind, type, transaction and status, its price and its address. */
const UNIT_PARTS = ['status', 'type', 'subType', 'archived', 'address', 'price'] as const;

/** The texts of a unit's `general` that no list reads (its own title and descriptions, in every language). */
const UNIT_TEXTS: ReadonlySet<string> = new Set(['title', 'description', 'shortDescription']);

/** A project's unit as a list reads it (UNIT_PARTS and its `general` without UNIT_TEXTS). */
function listUnit(unit: Estate): Estate {
  const general = Object.fromEntries(Object.entries(unit.general).filter(([key]) => !UNIT_TEXTS.has(key))) as unknown as EstateGeneral;
  const parts = Object.fromEntries(UNIT_PARTS.flatMap((part) => (unit[part] === undefined ? [] : [[part, unit[part]]])));
  return { ...parts, general };
}

/**
 * Issue 21 item 1: a search hit as a list reads it: the project itself whole, each of its units reduced to what the
 * list's cards, their §9 groups and map markers (list-card.ts) and §5 (visibility/site-visibility.ts) read of a unit.
 * A list page with a project on it read the project's whole document, its units' descriptions, rooms and fields too:
 * 180 KB of the 270 KB of a page at 200,000 estates. A property (no children) is its own hit.
 * test/whole-demo/every-list-hit.test.ts proves that the demo's cards, groups and markers are the same from either.
 */
export function listHit(group: Estate): Estate {
  return group.children ? { ...group, children: group.children.map(listUnit) } : group;
}
