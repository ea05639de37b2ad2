import { useIntl } from 'react-intl';
import { COMPARE_MAX } from '../../../domain/compare/compare-ids';
import { useHydrated } from '../list/use-hydrated';
import { COMPARE_MESSAGES as m } from './compare-messages';
import { useCompareSelection } from './compare-selection';

/**
 * Issue 10: "compare" on a card; pressed while the estate is picked. Needs JavaScript, so it appears once
 * hydrated; until then an invisible stand-in keeps its room, so the cards do not shift (CLS 0).
 */
export function CompareToggle({ id, label }: { id: string; label: string }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { ids, toggle } = useCompareSelection();
  if (!hydrated) return <span aria-hidden="true" className="compare-toggle compare-toggle--pending" />;
  const picked = ids.includes(id);
  const full = !picked && ids.length >= COMPARE_MAX;
  return (
    <button
      type="button"
      className="compare-toggle"
      aria-pressed={picked}
      aria-disabled={full || undefined}
      aria-label={intl.formatMessage({ id: 'compare.action.label', defaultMessage: 'Vergelijk {estate}' }, { estate: label })}
      onClick={() => !full && toggle(id)}
    >
      <span aria-hidden="true" className="compare-toggle__box">
        {picked ? '✓' : ''}
      </span>
      {intl.formatMessage(m.action)}
    </button>
  );
}
