import type { Clock } from '../../../application/ports/clock';
import { CachedSiteDirectory } from '../../cache/cached-site-directory';
import { keepDemoAgendaAhead } from '../demo/agenda/keep-agenda-ahead';
import { localiseEstate } from '../demo/generate-demo-catalogue';
import { ALERT_INTERVAL_MS, createAlertScheduler, type AlertScheduler } from '../alerts/alert-scheduler';
import { createMailComposer } from '../mail/compose-mails';
import { mailTransport } from '../mail/mail-transport';
import { createOutboxDispatcher, DEFAULT_INTERVAL_MS, type OutboxDispatcher, type OutboxTiming } from '../mail/outbox-dispatcher';
import { SqlCatalogue, type SiteAdapters } from '../sql/sql-catalogue';
import { createCatalogueServer } from './create-catalogue-server';
import { demoAssets } from './demo-assets';
import { DEFAULTS, seedDemo } from './start-catalogue';

export interface EmbeddedCatalogueOptions {
  /** SQLite folder (':memory:' for a throwaway database); ignored with databaseUrl. */
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  readonly smtpUrl?: string | undefined;
  /** The site's public URL, for links in mails. */
  readonly siteUrl?: string | undefined;
  readonly siteId: string;
  /** Size of the demo seeded when the database has no site yet (default 2,000). */
  readonly demoEstates?: number;
  readonly clock?: Clock;
  /** The outbox dispatcher's lease and interval (OUTBOX_LEASE_MS, OUTBOX_INTERVAL_MS); default 5 min and 5 s. */
  readonly outbox?: Partial<OutboxTiming> | undefined;
  /** openEmbeddedCatalogue only: seed the demo itself (one process, e.g. a ':memory:' database in tests). */
  readonly seed?: boolean;
}

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
  /** The §7 routes for the browser's `/api` proxy, answered in-process (Fastify inject, no socket). */
  readonly api: ApiUpstream;
  /**
   * Starts the background jobs, the mail outbox dispatcher and the alert scheduler (issue 11): ONE process
   * of a cluster runs them (the others only enqueue mail and store subscriptions).
   */
  runBackgroundJobs(): { readonly dispatcher: OutboxDispatcher; readonly alerts: AlertScheduler };
  close(): Promise<void>;
}

/** The demo's viewing slots stay three weeks ahead (issue 12): at every start, and twice a day in the process running the jobs. */
const AGENDA_CHECK_MS = 12 * 3_600_000;
const isDemo = (options: EmbeddedCatalogueOptions) => (options.demoEstates ?? DEFAULTS.demoEstates) > 0;

const open = (options: EmbeddedCatalogueOptions, clock: Clock) =>
  SqlCatalogue.open({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    clock,
    mails: createMailComposer(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    localise: localiseEstate,
  });

/** What the embedded database holds for the site, in words ("2,000 estates in 1,663 groups"). */
async function describe(catalogue: SqlCatalogue, siteId: string): Promise<string> {
  const { db } = catalogue.database;
  const count = async (table: 'estate_units' | 'estate_groups') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('site_id', '=', siteId).executeTakeFirst())?.n ?? 0);
  const [estates, groups] = await Promise.all([count('estate_units'), count('estate_groups')]);
  const n = (value: number) => value.toLocaleString('en-GB');
  return `${n(estates)} estates in ${n(groups)} groups`;
}

/**
 * Once per start, before any worker opens the database: creates and migrates it, seeds the demo site when
 * there is no site, and says what it holds. Closes it again (the primary of a cluster serves nothing).
 */
export async function prepareEmbeddedCatalogue(options: EmbeddedCatalogueOptions): Promise<string> {
  const clock = options.clock ?? { now: () => new Date() };
  const catalogue = await open(options, clock);
  try {
    const seeded = await seedDemo(catalogue, { demoEstates: options.demoEstates ?? DEFAULTS.demoEstates, demoSiteId: options.siteId }, clock.now());
    if (isDemo(options)) await keepDemoAgendaAhead(catalogue.database.db, clock.now());
    const database = catalogue.database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${options.dataDir}`;
    return `${await describe(catalogue, options.siteId)} (${database}${seeded ? ', seeded now' : ''})`;
  } finally {
    await catalogue.close();
  }
}

/**
 * The embedded catalogue inside the site's process (issue 8 item 3): the ports bound to the SQL adapters
 * directly, and the §7 routes kept for the browser's same-origin `/api` without a network hop.
 */
export async function openEmbeddedCatalogue(options: EmbeddedCatalogueOptions): Promise<EmbeddedCatalogue> {
  const clock = options.clock ?? { now: () => new Date() };
  const catalogue = await open(options, clock);
  if (options.seed) {
    await seedDemo(catalogue, { demoEstates: options.demoEstates ?? DEFAULTS.demoEstates, demoSiteId: options.siteId }, clock.now());
    if (isDemo(options)) await keepDemoAgendaAhead(catalogue.database.db, clock.now());
  }
  const sql = catalogue.forSite(options.siteId);
  // Every page loads the site's settings: kept a minute, as the server keeps them from an HTTP backend.
  const adapters: SiteAdapters = { ...sql, directory: new CachedSiteDirectory(sql.directory) };
  // The §7 routes are made when the browser first asks for them (a photo, the map's estates): a worker that only
  // renders pages never builds them (issue 8: memory and start time).
  let app: Promise<ReturnType<typeof createCatalogueServer>> | undefined;
  const routes = () =>
    (app ??= (async () => {
      const server = createCatalogueServer({ catalogue, assets: demoAssets, clock });
      await server.ready();
      return server;
    })());
  let jobs: { readonly dispatcher: OutboxDispatcher; readonly alerts: AlertScheduler } | undefined;
  let agendaTimer: NodeJS.Timeout | undefined;
  return {
    adapters,
    api: async ({ method, path, headers, body }) => {
      const answer = await (await routes()).inject({ method: method as 'GET', url: path, headers, ...(body && { payload: Buffer.from(body) }) });
      const out: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(answer.headers)) out[name] = Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
      return { status: answer.statusCode, headers: out, body: answer.rawPayload };
    },
    runBackgroundJobs: () => {
      if (!jobs) {
        const dataDir = options.dataDir === ':memory:' ? DEFAULTS.dataDir : options.dataDir;
        jobs = {
          dispatcher: createOutboxDispatcher({
            db: catalogue.database.db,
            transport: mailTransport({ smtpUrl: options.smtpUrl, dataDir }),
            clock,
            ...(options.outbox?.leaseMs !== undefined && { leaseMs: options.outbox.leaseMs }),
          }),
          alerts: createAlertScheduler({ catalogue, clock }),
        };
        jobs.dispatcher.start(options.outbox?.intervalMs ?? DEFAULT_INTERVAL_MS);
        jobs.alerts.start(ALERT_INTERVAL_MS);
        if (isDemo(options)) {
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
