import { Container } from 'inversify';
import { createCore } from '../../application/core';
import type { AbusePolicy } from '../../application/abuse-guard';
import type { CoreDeps } from '../../application/core-deps';
import type { AbuseLimits } from '../../application/ports/abuse-limits';
import type { Logger } from '../../application/ports/logger';
import type { VisitorRequests } from '../../application/ports/visitor-requests';
import { VisibleCatalogue, visibleRequests } from '../../application/visible-catalogue';
import { CachedSiteDirectory } from '../cache/cached-site-directory';
import { createApiClient, type ApiClientConfig } from '../http/api-client';
import { HttpEstateCatalogue } from '../http/http-estate-catalogue';
import { HttpLiveAgenda } from '../http/http-live-agenda';
import { HttpRentalUnits } from '../http/http-rental-units';
import { HttpSiteDirectory } from '../http/http-site-directory';
import { HttpVisitorRequests } from '../http/http-visitor-requests';
import { systemClock } from '../memory/clocks';
import type { Adapters, ServiceName, Services } from './services';

const CORE_PORTS = ['catalogue', 'directory', 'rentals', 'agenda', 'requests', 'clock', 'logger'] as const satisfies readonly (keyof CoreDeps)[];

export interface ContainerOptions {
  /** The §7 backend: API_BASE_URL or the embedded catalogue service. */
  readonly api?: ApiClientConfig;
  /** Adapters to use instead of the defaults (tests bind in-memory twins here). */
  readonly adapters?: Partial<Adapters>;
  /**
   * Issue 11: 'site' when the backend is our own catalogue (double opt-in, alert digests, followed estates);
   * default 'agency-platform': an external backend gets the §7 subscription calls exactly as specified.
   */
  readonly alertsBy?: 'site' | 'agency-platform';
  /** Issue 9: where abuse counts are kept (the SQL table on the server), and the limits applied. */
  readonly limits?: AbuseLimits;
  readonly abusePolicy?: AbusePolicy;
  /** Where the core reports failures it recovers from (§8); default the console (the site server: its JSON log). */
  readonly logger?: Logger;
}

const consoleLogger = { error: (message: string, detail?: unknown) => console.error(message, detail) };

function httpAdapters(api: ApiClientConfig | undefined, alertsBy: ContainerOptions['alertsBy']): Partial<Record<keyof Adapters, () => unknown>> {
  if (!api) return {};
  const client = createApiClient(api);
  const deps = { client, siteId: String(api.siteId) };
  return {
    catalogue: () => new HttpEstateCatalogue(deps),
    // Every page needs the site's configuration: the server keeps it a minute rather than asking per request.
    directory: () => new CachedSiteDirectory(new HttpSiteDirectory(deps)),
    rentals: () => new HttpRentalUnits(deps),
    agenda: () => new HttpLiveAgenda(deps),
    requests: () => new HttpVisitorRequests({ ...deps, ...(alertsBy && { alertsBy }) }),
  };
}

/** Binds one service by name with a factory; singleton within the container. */
function bindFactory<K extends ServiceName>(container: Container, name: K, make: () => Services[K]): void {
  container.bind<Services[K]>(name).toDynamicValue(make).inSingletonScope();
}

/**
 * The composition root of a server-side runtime (the site server, the CLI, the tests): the one place that
 * knows concrete adapters. Everything is bound with factories (`toDynamicValue`), so neither domain/ nor
 * application/ needs a decorator or reflect-metadata. Missing adapters fail when first asked for.
 */
export function createContainer(options: ContainerOptions = {}): Container {
  const container = new Container();
  const factories: Partial<Record<keyof Adapters, () => unknown>> = {
    ...httpAdapters(options.api, options.alertsBy),
    clock: () => systemClock,
    logger: () => options.logger ?? consoleLogger,
  };
  for (const [name, adapter] of Object.entries(options.adapters ?? {})) factories[name as keyof Adapters] = () => adapter;
  for (const [name, make] of Object.entries(factories)) bindFactory(container, name as keyof Adapters, make as () => never);
  // Issue 19 item 2: the core sees the catalogue (and the similar estates) through §5, bound here once per site.
  let visible: VisibleCatalogue | undefined;
  const visibleCatalogue = () => (visible ??= new VisibleCatalogue(resolve(container, 'catalogue'), resolve(container, 'directory')));
  let requests: VisitorRequests | undefined;
  const seen: Partial<Record<(typeof CORE_PORTS)[number], () => unknown>> = {
    catalogue: visibleCatalogue,
    // Lazily: a test that binds only the visitor requests (a form) needs no catalogue.
    requests: () => (requests ??= visibleRequests(resolve(container, 'requests'), { similarEstates: (...args) => visibleCatalogue().similarEstates(...args) })),
  };
  // Adapters are looked up when a query first uses them: a test binds only the ports it exercises.
  const lazy = (name: (typeof CORE_PORTS)[number]) => ({ enumerable: true, get: seen[name] ?? (() => resolve(container, name)) });
  const deps = Object.defineProperties(options.limits ? { limits: options.limits } : {}, Object.fromEntries(CORE_PORTS.map((name) => [name, lazy(name)]))) as CoreDeps;
  bindFactory(container, 'core', () => createCore(deps, options.abusePolicy));
  return container;
}

/** Typed access by service name. */
export function resolve<K extends ServiceName>(container: Container, name: K): Services[K] {
  return container.get<Services[K]>(name);
}
