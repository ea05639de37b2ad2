import { useIntl } from 'react-intl';
import { useHydrated } from '../list/use-hydrated';

/**
 * Issue 10: prints the page as a brochure (the print stylesheet lays it out on A4). It needs JavaScript, so it is
 * disabled until the page is hydrated (the browser's own print works without); rendered from the start, nothing shifts.
 */
export function PrintButton() {
  const intl = useIntl();
  const hydrated = useHydrated();
  return (
    <button type="button" className="button button--secondary print-button" disabled={!hydrated} onClick={() => window.print()}>
      {intl.formatMessage({ id: 'print.button', defaultMessage: 'Brochure afdrukken' })}
    </button>
  );
}
