import type { ListCard } from '../display/list-card';
import { groupInOrder, type GroupCounts } from './group-estates';
import type { Grouping } from './grouping';

/** One group of the list as every front-end shows it (§1, §9): its heading in the page's language and its count. */
export interface ListGroup<E = ListCard> {
  readonly key: string;
  readonly label: string;
  /** Every hit of the group (issue 13 item 2), not only the cards loaded so far; null when the backend cannot count. */
  readonly count: number | null;
  readonly estates: readonly E[];
}

/**
 * The loaded cards under their group headings (each card's group, domain/display/list-card.ts listCards), in the §9
 * order with 'Projecten' last, cards in their search order within a group, each heading with the count of its whole
 * group from `counts` (the same search's, so it equals the filter's count for that value). The core's list view and
 * the page that has loaded more cards group with this one function.
 */
export function listCardGroups(cards: readonly ListCard[], grouping: Grouping, counts: GroupCounts | null): readonly ListGroup[] {
  return groupInOrder(cards, grouping, (entry) => entry.group).map((group) => ({ ...group, count: counts?.[group.key] ?? null }));
}
