import { aBrowser } from './browser-services';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import type { City, Estate } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';
import { MemoryEstateCatalogue } from '../../../infrastructure/memory/memory-estate-catalogue';
import { MemoryFavouritesStorage } from '../../../infrastructure/memory/memory-favourites-storage';
import { MemoryLogger } from '../../../infrastructure/memory/memory-logger';
import { MemorySiteDirectory } from '../../../infrastructure/memory/memory-site-directory';
import { MemoryVisitorRequests } from '../../../infrastructure/memory/memory-visitor-requests';
import { ListServicesProvider } from '../../../ui/bridge/list-services';
import { ServicesProvider } from '../../../ui/bridge/services';
import type { AppServices } from '../../../infrastructure/container/app-services';
import type { CitySearch } from '../../../ui/components/list/city-search';
import { ListPage } from '../../../ui/components/list/list-page';
import type { ListPageData } from '../../../ui/components/list/list-loader';
import { messagesFor } from '../../../ui/i18n/messages';
import ListRoute, { loader, shouldRevalidate } from '../../../ui/routes/list';
import { aLoadContext, aServerCore } from './site-context';
import type { SiteLoaderArgs } from '../../../ui/server/load-context';
import { SITE_FIXTURE } from '../../fixtures/site';

export const LIST_PATH: Readonly<Record<Locale, string>> = { nl: '/nl/aanbod', fr: '/fr/offre', en: '/en/offer', de: '/de/angebot' };

export interface ListWorldOptions {
  readonly estates: readonly Estate[];
  readonly locale?: Locale;
  readonly hiddenStatus?: readonly number[];
  readonly cities?: readonly City[];
  /** Render the page with this city search (the real one fetches the site's ajax route). */
  readonly withCitySearch?: boolean;
  /** Runs before each navigation's loader, with its query string: a slow network's answer, held until it resolves. */
  readonly beforeLoad?: (search: string) => Promise<void> | void;
}

/**
 * The list route as the site runs it, over in-memory adapters: each navigation runs the real loader on a
 * fresh request container (the server), and the page renders in the tab's own container (the browser).
 */
export function aListWorld(options: ListWorldOptions) {
  const locale = options.locale ?? 'nl';
  const hiddenStatus = options.hiddenStatus ?? [];
  const catalogue = new MemoryEstateCatalogue(options.estates);
  const requests = new MemoryVisitorRequests(options.cities ?? [], options.estates);
  const favouritesStorage = new MemoryFavouritesStorage();
  const logger = new MemoryLogger();
  const directory = new MemorySiteDirectory({ site: { ...SITE_FIXTURE.site, settings: { hiddenStatus } } });
  const adapters = { catalogue, requests, favouritesStorage, logger, directory };
  const server = aServerCore(adapters);
  const browser = aBrowser({ catalogue, locale, hiddenStatus, storage: favouritesStorage });
  const searches: string[] = [];
  const citySearch: CitySearch = async (query) => {
    searches.push(query);
    return requests.searchCity(query);
  };

  const runLoader = async (args: Omit<SiteLoaderArgs, 'context'>) => {
    await options.beforeLoad?.(new URL(args.request.url).search);
    return loader({ ...args, context: await aLoadContext(server, locale) });
  };

  /** The loader for one address, as a document request runs it. */
  const loadPage = (href: string) =>
    runLoader({ request: new Request(href), url: new URL(href), params: {} } as unknown as Omit<SiteLoaderArgs, 'context'>);

  function PageWithSearch() {
    const page = useLoaderData<typeof loader>() as ListPageData;
    return (
      <ListServicesProvider seeds={page.seeds}>
        <ListPage locale={page.locale} state={page.state} failed={page.failed} city={page.city} heading={page.heading} citySearch={citySearch} />
      </ListServicesProvider>
    );
  }

  function open(search = ''): { router: ReturnType<typeof createMemoryRouter>; ui: ReactNode } {
    const router = createMemoryRouter(
      [{ path: LIST_PATH[locale], loader: runLoader, shouldRevalidate, Component: options.withCitySearch ? PageWithSearch : ListRoute, HydrateFallback: () => null }],
      { initialEntries: [`${LIST_PATH[locale]}${search}`] },
    );
    const ui = (
      <ServicesProvider services={browser}>
        <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
          <RouterProvider router={router} />
        </IntlProvider>
      </ServicesProvider>
    );
    return { router, ui };
  }

  return { catalogue, favouritesStorage, logger, browser, searches, loadPage, open, locale };
}

/** The query string the router shows, as a URLSearchParams for order-independent assertions. */
export const queryOf = (router: ReturnType<typeof createMemoryRouter>): string => router.state.location.search;

export function withProviders(children: ReactNode, locale: Locale, services: AppServices = aBrowser({ locale })): ReactNode {
  return (
    <ServicesProvider services={services}>
      <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
        {children}
      </IntlProvider>
    </ServicesProvider>
  );
}
