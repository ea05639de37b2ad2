import { useIntl } from 'react-intl';
import type { ListCard } from '../../../domain/display/list-card';
import type { GroupCounts } from '../../../domain/grouping/group-estates';
import type { Grouping } from '../../../domain/grouping/grouping';
import { listCardGroups } from '../../../domain/grouping/list-groups';
import { PAGE_SIZE } from '../../../domain/search/pagination';
import { EstateGrid } from './estate-grid';
import { pageStartId } from '../../../domain/search/list-url';

const SKELETON_CARDS = 3;

interface EstateResultsProps {
  /** The loaded cards, as the core made them. */
  readonly estates: readonly ListCard[];
  readonly grouping: Grouping | null;
  /** Every group's hits (issue 13 item 2): a heading counts its whole group, not the cards loaded so far. */
  readonly groupCounts?: GroupCounts | null;
  readonly loadingMore: boolean;
}

/** The loaded cards, as one grid or (§1, §9) as groups under headings in the §9 order, 'Projecten' last. */
export function EstateResults({ estates, grouping, groupCounts, loadingMore }: EstateResultsProps) {
  const intl = useIntl();
  const skeletons = loadingMore ? SKELETON_CARDS : 0;
  // The first card of every page after the first (16, 31…) carries an id "load more" without script leads to.
  const starts = new Map(estates.flatMap((entry, index) => (index > 0 && index % PAGE_SIZE === 0 ? [[entry.card.id, pageStartId(index + 1)] as const] : [])));
  const itemId = (entry: ListCard) => starts.get(entry.card.id);
  if (!grouping) return <EstateGrid estates={estates} priorityFirst skeletons={skeletons} itemId={itemId} />;
  // The same headings and counts as the core's list view (domain/grouping/list-groups.ts), for the cards loaded so far.
  const groups = listCardGroups(estates, grouping, groupCounts ?? null);
  return (
    <>
      {groups.map((group, index) => (
        <section key={group.key} className="estate-group" aria-labelledby={`estate-group-${index}`}>
          <h2 id={`estate-group-${index}`} className="estate-group__title">
            {group.label}
            {group.count !== null && (
              <>
                {' '}
                <span className="estate-group__count">({intl.formatNumber(group.count)})</span>
              </>
            )}
          </h2>
          <EstateGrid estates={group.estates} priorityFirst={index === 0} itemId={itemId} />
        </section>
      ))}
      {skeletons > 0 && <EstateGrid estates={[]} skeletons={skeletons} />}
    </>
  );
}
