import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { listSearch, otherParams } from '../../../domain/search/list-url';

/** §8 a failed search: said plainly, with a way to try again (the same URL), never a bare error page. */
export function ListError() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <div className="list-message list-message--error">
      <p className="list-message__title">{intl.formatMessage({ id: 'list.error.title', defaultMessage: 'Het aanbod kan nu niet geladen worden' })}</p>
      <p>
        {intl.formatMessage({
          id: 'list.error.text',
          defaultMessage: 'Er ging iets mis bij het ophalen van de panden. Probeer het over enkele ogenblikken opnieuw.',
        })}
      </p>
      <p>
        <a href={`${pathname}${search}`} className="button">
          {intl.formatMessage({ id: 'list.error.retry', defaultMessage: 'Opnieuw proberen' })}
        </a>
      </p>
    </div>
  );
}

/** No estate matches: suggest widening the search. */
export function EmptyList({ filtered }: { filtered: boolean }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const cleared = listSearch({ filter: {}, grouping: null }, otherParams(new URLSearchParams(search)));
  return (
    <div className="list-message">
      <p className="list-message__title">{intl.formatMessage({ id: 'list.empty.title', defaultMessage: 'Geen panden gevonden' })}</p>
      <p>
        {intl.formatMessage({
          id: 'list.empty.text',
          defaultMessage: 'Er zijn geen panden die aan uw zoekopdracht voldoen. Verruim uw filters of bekijk ons volledige aanbod.',
        })}
      </p>
      {filtered && (
        <p>
          <Link to={{ pathname, search: cleared }} className="button">
            {intl.formatMessage({ id: 'list.filters.clear', defaultMessage: 'Wis alle filters' })}
          </Link>
        </p>
      )}
    </div>
  );
}
