import { CachedSiteDirectory } from '../../cache/cached-site-directory';
import { keepDemoAgendaAhead } from '../demo/agenda/keep-agenda-ahead';
import type { Logger } from '../../../application/ports/logger';
import { ALERT_INTERVAL_MS, createAlertScheduler, type AlertRunOutcome, type AlertScheduler } from '../alerts/alert-scheduler';
import { catalogueHealth, type CatalogueHealth } from '../sql/catalogue-health';
import { mailTransport } from '../mail/mail-transport';
import { createOutboxDispatcher, DEFAULT_INTERVAL_MS, type OutboxDispatcher } from '../mail/outbox-dispatcher';
import type { SiteAdapters } from '../sql/sql-catalogue';
import type { PhotoLibrary } from '../photos/photo-library';
import type { createCatalogueServer } from './create-catalogue-server';
import { demoAssets } from './demo-assets';
import { openSqlCatalogue, type EmbeddedCatalogueOptions } from './prepare-catalogue';
import { DEFAULTS, seedDemo } from './seed-demo';

export { prepareEmbeddedCatalogue, type EmbeddedCatalogueOptions } from './prepare-catalogue';

/** A request for the §7 API answered in this process (the browser's `/api` calls), and its answer. */
export interface ApiRequest {
  readonly method: string;
  /** Path and query, e.g. `/sites/demo/estates?x=1`. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Uint8Array<ArrayBuffer>;
}
export interface ApiAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: Buffer;
}
export type ApiUpstream = (request: ApiRequest) => Promise<ApiAnswer>;

export interface EmbeddedCatalogue {
  /** The site's ports over SQL, to bind in the container: no HTTP, no upstream JSON. */
  readonly adapters: SiteAdapters;
  /**
   * Issue 8: the database's data revision (changes with every write that can change a page, from any process);
   * reading a new one also drops what this process kept of the data before it (search results, site settings).
   */
  revision(): Promise<number>;
  /** The §7 routes for the browser's `/api` proxy, answered in-process (Fastify inject, no socket). */
  readonly api: ApiUpstream;
  /**
   * Starts the background jobs, the mail outbox dispatcher and the alert scheduler (issue 11): ONE process
   * of a cluster runs them (the others only enqueue mail and store subscriptions).
   */
  runBackgroundJobs(options?: BackgroundJobOptions): { readonly dispatcher: OutboxDispatcher; readonly alerts: AlertScheduler };
  /** Issue 21 item 4: one look at the database (it answers, else this rejects), its migrations, outbox and pool. */
  health(): Promise<CatalogueHealth>;
  close(): Promise<void>;
}

export interface BackgroundJobOptions {
  /** Where the jobs report what fails (default the console). */
  readonly logger?: Logger;
  /** Told after each alert run (the metrics count them). */
  readonly onAlertRun?: (outcome: AlertRunOutcome) => void;
}

/** The demo's viewing slots stay three weeks ahead (issue 12): at every start, and twice a day in the process running the jobs. */
const AGENDA_CHECK_MS = 12 * 3_600_000;
const isDemo = (options: EmbeddedCatalogueOptions) => (options.demoEstates ?? DEFAULTS.demoEstates) > 0;

/**
 * The embedded catalogue inside the site's process (issue 8 item 3): the ports bound to the SQL adapters
 * directly, and the §7 routes kept for the browser's same-origin `/api` without a network hop.
 */
export async function openEmbeddedCatalogue(options: EmbeddedCatalogueOptions): Promise<EmbeddedCatalogue> {
  const clock = options.clock ?? { now: () => new Date() };
  const catalogue = await openSqlCatalogue(options, clock);
  if (options.seed) {
    await seedDemo(catalogue, { demoEstates: options.demoEstates ?? DEFAULTS.demoEstates, demoSiteId: options.siteId }, clock.now());
    if (isDemo(options)) await keepDemoAgendaAhead(catalogue.database.db, clock.now());
  }
  const sql = catalogue.forSite(options.siteId);
  // Every page loads the site's settings: kept a minute, as the server keeps them from an HTTP backend.
  const directory = new CachedSiteDirectory(sql.directory);
  const adapters: SiteAdapters = { ...sql, directory };
  let seenRevision: number | undefined;
  // The §7 routes are made when the browser first asks for them (a photo, the map's estates): a worker that only
  // renders pages never builds them, nor loads Fastify (issue 8: memory and start time).
  // Issue 20: one photo library per process (sharp loaded with it), shared by the routes and the demo's warm-up.
  let photos: Promise<{ library: PhotoLibrary; prepareDemo: () => Promise<void> }> | undefined;
  const photoLibrary = () =>
    (photos ??= import('../photos/demo-photos').then(({ photoLibraryIn, prepareDemoPhotos }) => {
      const library = photoLibraryIn(options.dataDir);
      return { library, prepareDemo: () => prepareDemoPhotos(library) };
    }));
  let app: Promise<ReturnType<typeof createCatalogueServer>> | undefined;
  const routes = () =>
    (app ??= (async () => {
      const [{ createCatalogueServer }, { library }] = await Promise.all([import('./create-catalogue-server'), photoLibrary()]);
      const server = createCatalogueServer({ catalogue, assets: demoAssets, photos: library, clock });
      await server.ready();
      return server;
    })());
  let jobs: { readonly dispatcher: OutboxDispatcher; readonly alerts: AlertScheduler } | undefined;
  let agendaTimer: NodeJS.Timeout | undefined;
  return {
    adapters,
    revision: async () => {
      const revision = await catalogue.revision();
      if (seenRevision !== undefined && revision !== seenRevision) directory.clear();
      seenRevision = revision;
      return revision;
    },
    api: async ({ method, path, headers, body }) => {
      const answer = await (await routes()).inject({ method: method as 'GET', url: path, headers, ...(body && { payload: Buffer.from(body) }) });
      const out: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(answer.headers)) out[name] = Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
      return { status: answer.statusCode, headers: out, body: answer.rawPayload };
    },
    health: () => catalogueHealth(catalogue.database, clock.now()),
    runBackgroundJobs: (jobOptions = {}) => {
      if (!jobs) {
        const { logger, onAlertRun } = jobOptions;
        const dataDir = options.dataDir === ':memory:' ? DEFAULTS.dataDir : options.dataDir;
        jobs = {
          dispatcher: createOutboxDispatcher({
            db: catalogue.database.db,
            transport: mailTransport({ smtpUrl: options.smtpUrl, dataDir }),
            clock,
            ...(options.outbox?.leaseMs !== undefined && { leaseMs: options.outbox.leaseMs }),
            ...(logger && { onFailure: (failure) => logger.error(`Mail ${failure.id} not sent (attempt ${failure.attempts}${failure.gaveUp ? ', given up' : ''})`, failure.error) }),
          }),
          alerts: createAlertScheduler({ catalogue, clock, ...(logger && { logger }), ...(onAlertRun && { onRun: onAlertRun }) }),
        };
        jobs.dispatcher.start(options.outbox?.intervalMs ?? DEFAULT_INTERVAL_MS);
        jobs.alerts.start(ALERT_INTERVAL_MS);
        // Issue 21 item 1: the SQLite file's checkpoints for every worker, off their writes' commits.
        catalogue.database.checkpointInBackground();
        if (isDemo(options)) {
          // Issue 20: the demo's photos are rendered once per DATA_DIR, in the background, before visitors ask for them.
          if (options.dataDir !== ':memory:') void photoLibrary().then(({ prepareDemo }) => prepareDemo()).catch(() => undefined);
          agendaTimer = setInterval(() => void keepDemoAgendaAhead(catalogue.database.db, clock.now()).catch(() => undefined), AGENDA_CHECK_MS);
          agendaTimer.unref();
        }
      }
      return jobs;
    },
    close: async () => {
      clearInterval(agendaTimer);
      await jobs?.alerts.stop();
      await jobs?.dispatcher.stop();
      if (app) await (await app).close();
      await catalogue.close();
    },
  };
}
