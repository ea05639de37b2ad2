import type { AddressInfo } from 'node:net';
import type { Clock } from '../../../application/ports/clock';
import { keepDemoAgendaAhead } from '../demo/agenda/keep-agenda-ahead';
import { localiseEstate } from '../demo/generate-demo-catalogue';
import { ALERT_INTERVAL_MS, createAlertScheduler, type AlertScheduler } from '../alerts/alert-scheduler';
import { createMailComposer, type MailComposerOptions } from '../mail/compose-mails';
import { mailTransport, type MailTransport } from '../mail/mail-transport';
import { createOutboxDispatcher, DEFAULT_INTERVAL_MS, DEFAULT_LEASE_MS, type OutboxDispatcher } from '../mail/outbox-dispatcher';
import { SqlCatalogue } from '../sql/sql-catalogue';
import { createCatalogueServer } from './create-catalogue-server';
import { photoLibraryIn } from '../photos/demo-photos';
import { DEFAULTS, seedDemo } from './seed-demo';
import { demoAssets } from './demo-assets';

export interface CatalogueOptions {
  readonly port?: number;
  readonly host?: string;
  /** SQLite file and mail outbox; ':memory:' for a throwaway catalogue. Default ./data. */
  readonly dataDir?: string;
  /** PostgreSQL instead of the embedded SQLite. */
  readonly databaseUrl?: string | undefined;
  /** SMTP delivery; unset = .eml files in DATA_DIR/outbox. */
  readonly smtpUrl?: string | undefined;
  /** Issue 20 item 2: PUBLIC_ORIGIN (else the site's hostnames, else the local origin) and MAIL_FROM, for mails. */
  readonly origin?: MailComposerOptions | undefined;
  /** Size of the demo catalogue seeded on first start (no site yet); 0 seeds nothing. */
  readonly demoEstates?: number;
  /** The generator's seed and site id (defaults: its own, site 'demo'). */
  readonly demoSeed?: number;
  readonly demoSiteId?: string | undefined;
  readonly logger?: boolean;
  readonly clock?: Clock;
  /** How often the outbox is looked at (OUTBOX_INTERVAL_MS, default 5 s); 0 leaves it to the caller (tests call runOnce). */
  readonly dispatchIntervalMs?: number;
  /** How long a claimed mail is hidden from other dispatchers (OUTBOX_LEASE_MS, default 5 min). */
  readonly outboxLeaseMs?: number;
  /** Overrides SMTP_URL / .eml files (tests). */
  readonly transport?: MailTransport;
  /** Issue 11: how often the alert scheduler runs in this process; 0 leaves it to the caller or to cron. */
  readonly alertIntervalMs?: number;
}

export interface RunningCatalogue {
  readonly url: string;
  readonly catalogue: SqlCatalogue;
  readonly dispatcher: OutboxDispatcher;
  readonly alerts: AlertScheduler;
  /** What was done on start, in one line (where, which database, where mail goes). */
  readonly summary: string;
  close(): Promise<void>;
}

export { DEFAULTS, seedDemo } from './seed-demo';

function publicUrl(address: AddressInfo): string {
  const host = ['0.0.0.0', '::'].includes(address.address) ? 'localhost' : address.address.includes(':') ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The catalogue service, started in this process: the database opened (created and migrated on first
 * start), the demo site seeded when there is no site, the outbox dispatcher running, the API listening.
 */
export async function startCatalogue(options: CatalogueOptions = {}): Promise<RunningCatalogue> {
  const dataDir = options.dataDir ?? DEFAULTS.dataDir;
  const clock = options.clock ?? { now: () => new Date() };
  const catalogue = await SqlCatalogue.open({
    dataDir,
    databaseUrl: options.databaseUrl,
    clock,
    mails: createMailComposer(options.origin),
    localise: localiseEstate,
  });
  try {
    const seeded = await seedDemo(catalogue, options, clock.now());
    // The demo's viewing slots stay ahead of the visitor however long DATA_DIR lives (issue 12); checked twice a day.
    const demo = (options.demoEstates ?? DEFAULTS.demoEstates) > 0;
    const keepAhead = () => keepDemoAgendaAhead(catalogue.database.db, clock.now());
    if (demo) await keepAhead();
    const agendaTimer = demo ? setInterval(() => void keepAhead().catch(() => undefined), 12 * 3_600_000) : undefined;
    agendaTimer?.unref();
    const transport = options.transport ?? mailTransport({ smtpUrl: options.smtpUrl, dataDir: dataDir === ':memory:' ? DEFAULTS.dataDir : dataDir });
    const dispatcher = createOutboxDispatcher({ db: catalogue.database.db, transport, clock, leaseMs: options.outboxLeaseMs ?? DEFAULT_LEASE_MS });
    const alerts = createAlertScheduler({ catalogue, clock });
    const app = createCatalogueServer({ catalogue, assets: demoAssets, photos: photoLibraryIn(dataDir), clock, logger: options.logger ?? false });
    await app.listen({ port: options.port ?? DEFAULTS.port, host: options.host ?? DEFAULTS.host });
    if ((options.dispatchIntervalMs ?? DEFAULT_INTERVAL_MS) > 0) dispatcher.start(options.dispatchIntervalMs ?? DEFAULT_INTERVAL_MS);
    // Issue 21 item 1: the SQLite file's checkpoints, off the writes' commits.
    catalogue.database.checkpointInBackground();
    alerts.start(options.alertIntervalMs ?? (options.dispatchIntervalMs === 0 ? 0 : ALERT_INTERVAL_MS));
    const url = publicUrl(app.server.address() as AddressInfo);
    const database = catalogue.database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${dataDir}`;
    return {
      url,
      catalogue,
      dispatcher,
      alerts,
      summary: `Catalogue service on ${url} (${database}, mail: ${transport.description}${seeded})`,
      close: async () => {
        clearInterval(agendaTimer);
        await alerts.stop();
        await dispatcher.stop();
        await app.close();
        await catalogue.close();
      },
    };
  } catch (error) {
    await catalogue.close();
    throw error;
  }
}
