import type { ListCard } from '../display/list-card';
import type { Estate } from '../estate/estate';
import type { Locale } from '../shared/locale';
import { groupEstates, type GroupCounts } from './group-estates';
import { groupLabeller } from './group-labels';
import type { Grouping } from './grouping';

/** One group of the list as every front-end shows it (§1, §9): its heading in the page's language and its count. */
export interface ListGroup<E = Estate> {
  readonly key: string;
  readonly label: string;
  /** Every hit of the group (issue 13 item 2), not only the cards loaded so far; null when the backend cannot count. */
  readonly count: number | null;
  readonly estates: readonly E[];
}

/**
 * The loaded estates under their group headings, in the §9 order with 'Projecten' last, each heading with the
 * count of its whole group from `counts` (the same search's, so it equals the filter's count for that value).
 */
export function listGroups(estates: readonly Estate[], grouping: Grouping, counts: GroupCounts | null, locale: Locale): readonly ListGroup[] {
  return groupEstates(estates, grouping, groupLabeller(estates, locale)).map((group) => ({
    key: group.key,
    label: group.label,
    count: counts?.[group.key] ?? null,
    estates: group.estates,
  }));
}

/** The same groups of the cards a page has loaded (issue 19 item 1: a page draws the core's cards under them). */
export function listCardGroups(cards: readonly ListCard[], grouping: Grouping, counts: GroupCounts | null, locale: Locale): readonly ListGroup<ListCard>[] {
  const cardOf = new Map(cards.map((entry) => [entry.estate, entry]));
  return listGroups(
    cards.map((entry) => entry.estate),
    grouping,
    counts,
    locale,
  ).map((group) => ({ ...group, estates: group.estates.flatMap((estate) => cardOf.get(estate) ?? []) }));
}
