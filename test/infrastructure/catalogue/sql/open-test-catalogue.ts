import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg, { Client } from 'pg';
import type { Clock } from '../../../../application/ports/clock';
import type { MailComposer } from '../../../../infrastructure/catalogue/mail/mail-composer';
import type { CatalogueSchema } from '../../../../infrastructure/catalogue/sql/schema';
import { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';

type Dialect = 'sqlite' | 'postgres';

/** Tests of storage alone queue no mail; the mail composer has tests of its own. */
export const noMails: MailComposer = {
  contact: () => [],
  sendToFriend: () => [],
  subscribed: () => [],
  appointmentBooked: () => [],
  appointmentCancelled: () => [],
  rentalReserved: () => [],
  alertDigest: () => [],
};

let databases = 0;

/** A fresh PostgreSQL database beside DATABASE_URL's, so test files can run in parallel; `drop` removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL as string;
  const name = `test_${process.pid}_${++databases}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name}`);
    await cleanup.end();
  };
  return { url: url.toString(), drop };
}

/**
 * A fresh catalogue: SQLite in memory always; PostgreSQL too when DATABASE_URL is set (CI installs it),
 * each in a database of its own.
 */
export async function openTestCatalogue(
  dialect: Dialect,
  options: { clock: Clock; mails?: MailComposer },
): Promise<SqlCatalogue> {
  const mails = options.mails ?? noMails;
  if (dialect === 'sqlite') return SqlCatalogue.open({ dataDir: ':memory:', mails, clock: options.clock });
  const { url, drop } = await createPostgresDatabase();
  const catalogue = await SqlCatalogue.open({ databaseUrl: url, mails, clock: options.clock });
  const close = catalogue.close.bind(catalogue);
  catalogue.close = async () => {
    await close();
    await drop();
  };
  return catalogue;
}

/** An empty, unmigrated database of its own (the migration tests store rows as an older migration left them). */
export async function openEmptyTestDatabase(dialect: Dialect): Promise<{ db: Kysely<CatalogueSchema>; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = new Kysely<CatalogueSchema>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    return { db, close: () => db.destroy() };
  }
  const { url, drop } = await createPostgresDatabase();
  const db = new Kysely<CatalogueSchema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      await drop();
    },
  };
}

openTestCatalogue.dialects = (): Dialect[] => (process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']);
