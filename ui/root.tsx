import type { ReactNode } from 'react';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import { Links, Meta, Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError, type ShouldRevalidateFunction } from 'react-router';
import { routePath } from '../domain/routing/routes';
import type { SiteLoaderArgs } from './server/load-context';
import { DEFAULT_LOCALE, type Locale } from '../domain/shared/locale';
import { SiteFooterSlot } from './components/shell/site-footer-slot';
import { SiteHeaderSlot } from './components/shell/site-header-slot';
import { AlternateLinks } from './components/shell/alternate-links';
import { AppScripts } from './components/shell/app-scripts';
import { FavouritesRestorer } from './components/estate/favourites-restorer';
import { CompareBarSlot } from './components/compare/compare-bar-slot';
import { PageLinksProvider } from './components/shell/page-link';
import { intlFor } from './i18n/intl';
import { useRootData } from './root-data';
import stylesheet from './styles/app.css?url';

export const links = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The shell of every page: the site, its menus and the backend's translations for this language. */
export async function loader({ context }: SiteLoaderArgs) {
  const shell = await context.core.pages.shell({ locale: context.locale });
  return { locale: context.locale, origin: context.origin, tileUrl: context.tileUrl ?? null, ...(context.tileAttribution && { tileAttribution: context.tileAttribution }), ...shell };
}

/**
 * The shell depends on the page's language (its path), never on the query: a change of the query alone (a filter,
 * the map view, "load more" writing its page count) keeps it, without asking the server again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const locale: Locale = data?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale} data-site-id={data?.site.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <Meta />
        {/* The stylesheet, with a precedence, comes first in the head: the one file the first paint waits for (issue 8). */}
        <link rel="stylesheet" href={stylesheet} precedence="app" />
        {/* The first paint waits until the page's header and content are parsed whole (the footer follows them): a
            page painted half-parsed grows when the rest arrives, a layout shift (the home's search form on a busy
            phone, CLS 0.039). Chromium unblocks at the target's start tag: #main alone left the content out. Without
            a footer (an error without the shell) the first paint waits for the end of the document. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <Links />
        {data && <AlternateLinks origin={data.origin} />}
      </head>
      <body>
        <RawIntlProvider value={intlFor(locale, data?.translations)}>
          <PageLinksProvider>
            <a className="skip-link" href="#main">
              <FormattedMessage id="site.skipToContent" defaultMessage="Naar de inhoud" />
            </a>
            {data && <SiteHeaderSlot shell={data} />}
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            {data && <SiteFooterSlot shell={data} />}
          </PageLinksProvider>
        </RawIntlProvider>
        <ScrollRestoration />
        <AppScripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <FavouritesRestorer />
      <Outlet />
      <CompareBarSlot />
    </>
  );
}

/** A page that failed: its status and a way back, in the page's language when the shell loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="page page--narrow status-page">
      <title>{root ? `${status} · ${root.site.name}` : String(status)}</title>
      <p className="status-page__code">{status}</p>
      <h1>
        {status === 404 ? (
          <FormattedMessage id="notFound.title" defaultMessage="Pagina niet gevonden" />
        ) : (
          <FormattedMessage id="error.title" defaultMessage="Er ging iets mis" />
        )}
      </h1>
      <p className="status-page__actions">
        <a className="button" href={routePath('home', locale)}>
          <FormattedMessage id="nav.home" defaultMessage="Startpagina" />
        </a>
      </p>
    </section>
  );
}
