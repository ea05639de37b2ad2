import { Container } from 'inversify';
import { createCore } from '../../application/core';
import type { AbusePolicy } from '../../application/abuse-guard';
import type { CoreDeps } from '../../application/core-deps';
import type { AbuseLimits } from '../../application/ports/abuse-limits';
import type { Locale } from '../../domain/shared/locale';
import { CachedSiteDirectory } from '../cache/cached-site-directory';
import { createApiClient, type ApiClientConfig } from '../http/api-client';
import { HttpEstateCatalogue } from '../http/http-estate-catalogue';
import { HttpLiveAgenda } from '../http/http-live-agenda';
import { HttpRentalUnits } from '../http/http-rental-units';
import { HttpSiteDirectory } from '../http/http-site-directory';
import { HttpVisitorRequests } from '../http/http-visitor-requests';
import { systemClock } from '../memory/clocks';
import { MemoryFavouritesStorage } from '../memory/memory-favourites-storage';
import { LocalStorageFavourites } from '../storage/local-storage-favourites';
import { bindAppScope, bindFactory, bindPageScope, type PageSeeds } from './bind-scopes';
import type { Adapters, ServiceName, Services } from './services';

const CORE_PORTS = ['catalogue', 'directory', 'rentals', 'agenda', 'requests', 'clock', 'logger'] as const satisfies readonly (keyof CoreDeps)[];

export type Runtime = 'browser' | 'server' | 'test';

export interface ContainerOptions {
  /** The §7 backend: the site's own `/api` proxy in the browser, API_BASE_URL or the embedded service on the server. */
  readonly api?: ApiClientConfig;
  /** Adapters to use instead of the runtime's defaults (tests bind in-memory twins here). */
  readonly adapters?: Partial<Adapters>;
  /** The page's language; on the server it is per request (see `createRequestContainer`). */
  readonly locale?: Locale;
  /**
   * Issue 11: 'site' when the backend is our own catalogue (double opt-in, alert digests, followed estates);
   * default 'agency-platform': an external backend gets the §7 subscription calls exactly as specified.
   */
  readonly alertsBy?: 'site' | 'agency-platform';
  /** Issue 9: where abuse counts are kept (the SQL table on the server), and the limits applied. */
  readonly limits?: AbuseLimits;
  readonly abusePolicy?: AbusePolicy;
}

const consoleLogger = { error: (message: string, detail?: unknown) => console.error(message, detail) };

function httpAdapters(runtime: Runtime, api: ApiClientConfig | undefined, alertsBy: ContainerOptions['alertsBy']): Partial<Record<keyof Adapters, () => unknown>> {
  if (!api) return {};
  const client = createApiClient(api);
  const deps = { client, siteId: String(api.siteId) };
  return {
    catalogue: () => new HttpEstateCatalogue(deps),
    // Every page needs the site's configuration: the server keeps it a minute rather than asking per request.
    directory: () => (runtime === 'server' ? new CachedSiteDirectory(new HttpSiteDirectory(deps)) : new HttpSiteDirectory(deps)),
    rentals: () => new HttpRentalUnits(deps),
    agenda: () => new HttpLiveAgenda(deps),
    requests: () => new HttpVisitorRequests({ ...deps, ...(alertsBy && { alertsBy }) }),
  };
}

function defaultFavouritesStorage(runtime: Runtime) {
  // The server has no visitor storage: favourites render empty there and load in the browser (§2 favourites page).
  return runtime === 'browser' ? new LocalStorageFavourites(globalThis.localStorage) : new MemoryFavouritesStorage();
}

/**
 * The composition root: the one place that knows concrete adapters. Ports are bound with factories, so
 * neither domain/ nor application/ needs a decorator. Missing adapters fail when first asked for.
 */
export function createContainer(runtime: Runtime, options: ContainerOptions = {}): Container {
  const container = new Container();
  const factories: Partial<Record<keyof Adapters, () => unknown>> = {
    ...httpAdapters(runtime, options.api, options.alertsBy),
    favouritesStorage: () => defaultFavouritesStorage(runtime),
    clock: () => systemClock,
    logger: () => consoleLogger,
  };
  for (const [name, adapter] of Object.entries(options.adapters ?? {})) factories[name as keyof Adapters] = () => adapter;
  for (const [name, make] of Object.entries(factories)) {
    bindFactory(container, name as keyof Adapters, make as () => never);
  }
  // Adapters are looked up when a query first uses them: a test binds only the ports it exercises.
  const lazy = (name: (typeof CORE_PORTS)[number]) => ({ enumerable: true, get: () => resolve(container, name) });
  const deps = Object.defineProperties(options.limits ? { limits: options.limits } : {}, Object.fromEntries(CORE_PORTS.map((name) => [name, lazy(name)]))) as CoreDeps;
  bindFactory(container, 'core', () => createCore(deps, options.abusePolicy));
  // The server makes a child per request instead; the browser adds a child per page (createPageContainer).
  if (runtime !== 'server') bindAppScope(container, options.locale ?? 'nl');
  if (runtime === 'test') bindPageScope(container);
  return container;
}

/** A request's own container on the server: shared adapters from the root, fresh stores and use-cases. */
export function createRequestContainer(root: Container, locale: Locale): Container {
  const child = new Container({ parent: root });
  bindAppScope(child, locale);
  bindPageScope(child);
  return child;
}

/** A page in the browser: its stores start from the state the server rendered it with. */
export function createPageContainer(root: Container, seeds: PageSeeds): Container {
  const child = new Container({ parent: root });
  bindPageScope(child, seeds);
  return child;
}

/** Typed access by service name. */
export function resolve<K extends ServiceName>(container: Container, name: K): Services[K] {
  return container.get<Services[K]>(name);
}
