import { FormattedMessage } from 'react-intl';
import { Link, data, type MetaFunction } from 'react-router';
import { routePath } from '../../domain/routing/routes';
import { DEFAULT_LOCALE } from '../../domain/shared/locale';
import { intlFor } from '../i18n/intl';
import type { loader as rootLoader } from '../root';
import { useRootData } from '../root-data';

/** Any unknown path: HTTP 404 with a page in the language of the path (root loader), Dutch otherwise. */
export function loader() {
  return data(null, { status: 404 });
}

// meta runs outside the IntlProvider: the title is formatted with the same messages, in the path's language.
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.data;
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const intl = intlFor(locale, root?.translations);
  const title = intl.formatMessage({ id: 'notFound.title', defaultMessage: 'Pagina niet gevonden' });
  return [{ title: root ? `${title} · ${root.site.name}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function NotFound() {
  const locale = useRootData()?.locale ?? DEFAULT_LOCALE;
  return (
    <section className="page page--narrow status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">
        <FormattedMessage id="notFound.title" defaultMessage="Pagina niet gevonden" />
      </h1>
      <p className="page__lead">
        <FormattedMessage id="notFound.text" defaultMessage="Deze pagina bestaat niet (meer). Misschien vindt u wat u zoekt in ons aanbod." />
      </p>
      <p className="status-page__actions">
        <Link className="button" to={routePath('list', locale)}>
          <FormattedMessage id="notFound.back" defaultMessage="Naar het aanbod" />
        </Link>
        <Link className="button button--secondary" to={routePath('home', locale)}>
          <FormattedMessage id="notFound.home" defaultMessage="Naar de startpagina" />
        </Link>
      </p>
    </section>
  );
}
