import { useIntl } from 'react-intl';
import type { Estate } from '../../../domain/estate/estate';
import type { GroupCounts } from '../../../domain/grouping/group-estates';
import type { Grouping } from '../../../domain/grouping/grouping';
import { listGroups } from '../../../domain/grouping/list-groups';
import { PAGE_SIZE } from '../../../domain/search/pagination';
import type { Locale } from '../../../domain/shared/locale';
import { EstateGrid } from './estate-grid';
import { pageStartId } from '../../../domain/search/list-url';

const SKELETON_CARDS = 3;

interface EstateResultsProps {
  readonly estates: readonly Estate[];
  readonly grouping: Grouping | null;
  /** Every group's hits (issue 13 item 2): a heading counts its whole group, not the cards loaded so far. */
  readonly groupCounts?: GroupCounts | null;
  readonly locale: Locale;
  readonly loadingMore: boolean;
}

/** The loaded estates, as one grid or (§1, §9) as groups under headings in the §9 order, 'Projecten' last. */
export function EstateResults({ estates, grouping, groupCounts, locale, loadingMore }: EstateResultsProps) {
  const intl = useIntl();
  const skeletons = loadingMore ? SKELETON_CARDS : 0;
  // The first card of every page after the first (16, 31…) carries an id "load more" without script leads to.
  const starts = new Map(estates.flatMap((estate, index) => (index > 0 && index % PAGE_SIZE === 0 ? [[String(estate.general.id), pageStartId(index + 1)] as const] : [])));
  const itemId = (estate: Estate) => starts.get(String(estate.general.id));
  if (!grouping) return <EstateGrid estates={estates} locale={locale} priorityFirst skeletons={skeletons} itemId={itemId} />;
  // The same headings and counts as the core's list view (domain/grouping/list-groups.ts), for the cards loaded so far.
  const groups = listGroups(estates, grouping, groupCounts ?? null, locale);
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
          <EstateGrid estates={group.estates} locale={locale} priorityFirst={index === 0} itemId={itemId} />
        </section>
      ))}
      {skeletons > 0 && <EstateGrid estates={[]} locale={locale} skeletons={skeletons} />}
    </>
  );
}
