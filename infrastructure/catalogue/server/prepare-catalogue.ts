import type { Clock } from '../../../application/ports/clock';
import { localiseEstate } from '../demo/generate-demo-catalogue';
import { createMailComposer, type MailComposerOptions } from '../mail/compose-mails';
import type { OutboxTiming } from '../mail/outbox-dispatcher';
import { SqlCatalogue } from '../sql/sql-catalogue';
import { DEFAULTS, seedDemo } from './seed-demo';

/** Where the embedded catalogue lives and what it is seeded with (the site's DATA_DIR or DATABASE_URL). */
export interface EmbeddedCatalogueOptions {
  /** SQLite folder (':memory:' for a throwaway database); ignored with databaseUrl. */
  readonly dataDir: string;
  readonly databaseUrl?: string | undefined;
  readonly smtpUrl?: string | undefined;
  /** Issue 20 item 2: PUBLIC_ORIGIN (else the site's hostnames, else the local origin) and MAIL_FROM, for mails. */
  readonly origin?: MailComposerOptions | undefined;
  readonly siteId: string;
  /** Size of the demo seeded when the database has no site yet (default 2,000). */
  readonly demoEstates?: number;
  readonly clock?: Clock;
  /** The outbox dispatcher's lease and interval (OUTBOX_LEASE_MS, OUTBOX_INTERVAL_MS); default 5 min and 5 s. */
  readonly outbox?: Partial<OutboxTiming> | undefined;
  /** openEmbeddedCatalogue only: seed the demo itself (one process, e.g. a ':memory:' database in tests). */
  readonly seed?: boolean;
}

export const openSqlCatalogue = (options: EmbeddedCatalogueOptions, clock: Clock) =>
  SqlCatalogue.open({
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    clock,
    mails: createMailComposer(options.origin),
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
 * there is no site, and says what it holds. Closes it again (the primary of a cluster serves nothing). A module
 * of its own, so that the primary loads the database and the seed, not the site (issue 8: start time, memory).
 */
export async function prepareEmbeddedCatalogue(options: EmbeddedCatalogueOptions): Promise<string> {
  const clock = options.clock ?? { now: () => new Date() };
  const catalogue = await openSqlCatalogue(options, clock);
  try {
    const seeded = await seedDemo(catalogue, { demoEstates: options.demoEstates ?? DEFAULTS.demoEstates, demoSiteId: options.siteId }, clock.now());
    const database = catalogue.database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${options.dataDir}`;
    return `${await describe(catalogue, options.siteId)} (${database}${seeded ? ', seeded now' : ''})`;
  } finally {
    await catalogue.close();
  }
}
