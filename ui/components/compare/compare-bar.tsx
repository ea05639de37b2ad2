import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { COMPARE_MIN, compareHref } from '../../../domain/compare/compare-ids';
import { matchRoute } from '../../../domain/routing/routes';
import { toLocale } from '../../../domain/shared/locale';
import { COMPARE_MESSAGES as m } from './compare-messages';
import { useCompareSelection } from './compare-selection';

/** Issue 10: while estates are picked, a bar at the foot of the window leads to their comparison (not on the compare page itself). */
export function CompareBar() {
  const intl = useIntl();
  const { ids, clear } = useCompareSelection();
  const onComparePage = matchRoute(useLocation().pathname)?.name === 'compare';
  if (ids.length === 0 || onComparePage) return null;
  const href = compareHref(toLocale(intl.locale), ids);
  return (
    <div className="compare-bar">
      <p className="compare-bar__count" role="status">
        {intl.formatMessage(
          { id: 'compare.bar', defaultMessage: '{count, plural, one {# pand gekozen om te vergelijken} other {# panden gekozen om te vergelijken}}' },
          { count: ids.length },
        )}
      </p>
      {ids.length >= COMPARE_MIN && (
        <Link className="button" to={href}>
          {intl.formatMessage(m.barOpen)}
        </Link>
      )}
      <button type="button" className="button button--secondary" onClick={clear}>
        {intl.formatMessage(m.barClear)}
      </button>
    </div>
  );
}
