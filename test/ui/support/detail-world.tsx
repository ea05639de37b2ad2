import { aBrowser } from './browser-services';
import type { Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import type { AppointmentSlot } from '../../../domain/agenda/appointment';
import type { Estate } from '../../../domain/estate/estate';
import { matchRoute, routePattern } from '../../../domain/routing/routes';
import type { Locale } from '../../../domain/shared/locale';
import { MemoryAbuseLimits } from '../../../infrastructure/memory/memory-abuse-limits';
import { MemoryEstateCatalogue } from '../../../infrastructure/memory/memory-estate-catalogue';
import { MemoryFavouritesStorage } from '../../../infrastructure/memory/memory-favourites-storage';
import { MemoryLiveAgenda } from '../../../infrastructure/memory/memory-live-agenda';
import { MemoryLogger } from '../../../infrastructure/memory/memory-logger';
import { MemorySiteDirectory } from '../../../infrastructure/memory/memory-site-directory';
import { MemoryVisitorRequests } from '../../../infrastructure/memory/memory-visitor-requests';
import { ServicesProvider } from '../../../ui/bridge/services';
import type { FormSender } from '../../../ui/components/forms/use-form-post';
import type { DetailPageData } from '../../../ui/components/detail/detail-data';
import { DetailPage } from '../../../ui/components/detail/detail-page';
import { messagesFor } from '../../../ui/i18n/messages';
import { action, ErrorBoundary, loader } from '../../../ui/routes/estate-detail';
import { ajaxRoutes } from '../../../ui/server/ajax-routes';
import type { SiteLoaderArgs } from '../../../ui/server/load-context';
import { aCore, aLoadContext, aServerCore } from './site-context';
import { SITE_FIXTURE } from '../../fixtures/site';

export const ORIGIN = 'https://immo.test';

export interface DetailWorldOptions {
  readonly estates: readonly Estate[];
  readonly locale?: Locale;
  readonly hiddenStatus?: readonly number[];
  readonly slots?: readonly AppointmentSlot[];
}

/** What a loader ended with: its data, or what it threw (a 404 `data()`, a 301 Response). */
export type LoaderOutcome = { readonly data: DetailPageData } | { readonly thrown: unknown };

/** The status of what a loader threw: a Response (redirect) or react-router's `data(null, { status })`. */
export function thrownStatus(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as { init?: { status?: number } } | null)?.init?.status;
}

/**
 * The detail route as the site runs it, over in-memory adapters: each navigation runs the real loader on a
 * fresh request container (the server) and the page renders in the tab's container (the browser). Forms
 * post to the real ajax routes, served over loopback HTTP (`startAjax`).
 */
export function aDetailWorld(options: DetailWorldOptions) {
  const locale = options.locale ?? 'nl';
  const hiddenStatus = options.hiddenStatus ?? [];
  const catalogue = new MemoryEstateCatalogue(options.estates);
  const requests = new MemoryVisitorRequests([], options.estates);
  const logger = new MemoryLogger();
  const directory = new MemorySiteDirectory({ site: { ...SITE_FIXTURE.site, settings: { hiddenStatus } } });
  // The site fixture has a live agenda without slots: no viewing section unless a test gives slots (issue 12).
  const agenda = new MemoryLiveAgenda(options.slots ?? []);
  const adapters = { catalogue, requests, logger, directory, agenda, favouritesStorage: new MemoryFavouritesStorage() };
  // Issue 9: one count of abuse limits for the page's action and the ajax routes, as the site's database keeps it.
  const limits = new MemoryAbuseLimits();
  const server = aServerCore(adapters, limits);
  const browser = aBrowser({ catalogue, locale, hiddenStatus });

  const runLoader = async (args: Omit<SiteLoaderArgs, 'context'>) =>
    loader({ ...args, context: await aLoadContext(server, locale, ORIGIN) });

  /** The page's action for a urlencoded post (a browser without JavaScript): its answer, or what it threw. */
  async function post(path: string, fields: Readonly<Record<string, string>>): Promise<unknown> {
    const url = new URL(`${ORIGIN}${path}`);
    const params = matchRoute(url.pathname)?.params ?? {};
    const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    try {
      return await action({ request, params, context: await aLoadContext(server, locale, ORIGIN) } as unknown as SiteLoaderArgs);
    } catch (thrown) {
      return thrown;
    }
  }

  /** The loader for one address, as a document request runs it. */
  async function load(path: string): Promise<LoaderOutcome> {
    const url = new URL(`${ORIGIN}${path}`);
    const params = matchRoute(url.pathname)?.params ?? {};
    try {
      return { data: await runLoader({ request: new Request(url), params } as unknown as Omit<SiteLoaderArgs, 'context'>) };
    } catch (thrown) {
      return { thrown };
    }
  }

  function Page({ send }: { send?: FormSender }) {
    const page = useLoaderData() as DetailPageData;
    return <DetailPage page={page} {...(send && { send })} />;
  }

  function open(path: string, send?: FormSender) {
    const routes = (['estate', 'estateWithSlug', 'projectEntity'] as const).map((name) => ({
      path: routePattern(name, locale),
      loader: runLoader,
      element: <Page {...(send && { send })} />,
      ErrorBoundary,
      HydrateFallback: () => null,
    }));
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const ui = (
      <ServicesProvider services={browser}>
        <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
          <RouterProvider router={router} />
        </IntlProvider>
      </ServicesProvider>
    );
    return { router, ui };
  }

  /** The site's real ajax routes on loopback, and a sender that posts to them (jsdom has no fetch). */
  async function startAjax(): Promise<{ send: FormSender; close: () => Promise<void> }> {
    const app = express();
    app.use('/:lang/ajax', ajaxRoutes(aCore(adapters, limits)));
    const listening: Server = app.listen(0, '127.0.0.1');
    await new Promise((done) => listening.once('listening', done));
    const { port } = listening.address() as AddressInfo;
    const send: FormSender = (url, fields) =>
      new Promise((done, fail) => {
        const body = JSON.stringify(fields);
        const req = httpRequest(
          { host: '127.0.0.1', port, path: url, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => done({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, retryAfter: (res.headers['retry-after'] as string | undefined) ?? null }));
          },
        );
        req.on('error', fail);
        req.end(body);
      });
    return { send, close: () => new Promise((done) => listening.close(() => done())) };
  }

  return { catalogue, requests, logger, browser, locale, load, post, open, startAjax };
}
