import { useIntl } from 'react-intl';
import { useHydrated } from '../list/use-hydrated';

/** Issue 10: prints the page as a brochure (the print stylesheet lays it out on A4). Needs JavaScript; the browser's own print works without. */
export function PrintButton() {
  const intl = useIntl();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="button button--secondary print-button" onClick={() => window.print()}>
      {intl.formatMessage({ id: 'print.button', defaultMessage: 'Brochure afdrukken' })}
    </button>
  );
}
