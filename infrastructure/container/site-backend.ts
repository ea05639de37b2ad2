import { openEmbeddedCatalogue, type ApiUpstream, type EmbeddedCatalogue } from '../catalogue/server/embedded-catalogue';
import type { CatalogueHealth } from '../catalogue/sql/catalogue-health';
import type { SiteAdapters } from '../catalogue/sql/sql-catalogue';
import type { ApiClientConfig } from '../http/api-client';
import type { ContainerOptions } from './create-container';
import type { SiteConfig } from './site-config';

/**
 * Where the site's data comes from: a §7 backend over HTTP (API_BASE_URL), or the embedded catalogue in
 * this process (its SQL adapters bound to the ports, its routes answering the browser's `/api`).
 */
export type SiteBackend =
  | { readonly kind: 'http'; readonly apiBaseUrl: string }
  | {
      readonly kind: 'embedded';
      readonly adapters: SiteAdapters;
      readonly api: ApiUpstream;
      /** Issue 8: the database's data revision, which every write that can change a page bumps (the page cache). */
      readonly revision: () => Promise<number>;
      /** Issue 21 item 4: the database answers, is migrated, its outbox moves (/readyz, /metrics). */
      readonly health?: () => Promise<CatalogueHealth>;
    };

export interface OpenedBackend {
  readonly backend: SiteBackend;
  /** The embedded catalogue when the site has no API_BASE_URL (its background jobs, its close). */
  readonly embedded?: EmbeddedCatalogue;
  close(): Promise<void>;
}

export interface OpenBackendOptions {
  /** Seed DEMO_ESTATES into an empty database (the CLI, the test server; `npm start`'s primary seeds before the workers). */
  readonly seed?: boolean;
  /** Awaited before the embedded database is opened (a cluster worker waits for the primary's migrations). */
  readonly beforeOpening?: () => Promise<void>;
}

export const embeddedBackend = (embedded: EmbeddedCatalogue): SiteBackend => ({
  kind: 'embedded',
  adapters: embedded.adapters,
  api: embedded.api,
  revision: embedded.revision,
  health: embedded.health,
});

/**
 * Issue 19 item 4: the one place that chooses the backend, for the site server and the CLI alike: API_BASE_URL,
 * else the embedded catalogue opened in this process (DATA_DIR or DATABASE_URL).
 */
export async function openSiteBackend(config: SiteConfig, { seed = false, beforeOpening }: OpenBackendOptions = {}): Promise<OpenedBackend> {
  if (config.apiBaseUrl) return { backend: { kind: 'http', apiBaseUrl: config.apiBaseUrl }, close: async () => undefined };
  await beforeOpening?.();
  const embedded = await openEmbeddedCatalogue({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    smtpUrl: config.smtpUrl,
    origin: config.origin,
    siteId: config.siteId,
    outbox: config.outbox,
    ...(seed && { demoEstates: config.demoEstates, seed }),
  });
  return { backend: embeddedBackend(embedded), embedded, close: () => embedded.close() };
}

/**
 * The ports the backend gives the core: the HTTP gateways (issue 11: the agency platform sends the alerts), or the
 * embedded catalogue's SQL adapters (the site sends them).
 */
export function backendBindings(
  backend: SiteBackend,
  siteId: string,
  http: Omit<ApiClientConfig, 'baseUrl' | 'siteId'> = {},
): Pick<ContainerOptions, 'api' | 'adapters' | 'alertsBy'> {
  return backend.kind === 'http'
    ? { api: { baseUrl: backend.apiBaseUrl, siteId, ...http }, alertsBy: 'agency-platform' }
    : { adapters: backend.adapters, alertsBy: 'site' };
}
