import { afterAll } from '@jest/globals';
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

/**
 * A fresh PostgreSQL database beside DATABASE_URL's, so test files can run in parallel; `drop` removes it. Empty, or a
 * copy of `template`; `options` are CREATE DATABASE's others (a locale).
 */
export async function createPostgresDatabase(template?: string, options = ''): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL as string;
  const name = `test_${process.pid}_${++databases}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''} ${options}`);
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

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let template: Promise<string> | undefined;

/**
 * Issue 22: the migrated, empty catalogue database this process copies each PostgreSQL test catalogue from (CREATE
 * DATABASE … TEMPLATE copies its files: a fraction of running every migration for each test, as SQLite's in-memory
 * databases start from a migrated image). One per process, named by its pid; those of processes that ended are dropped.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const base = process.env.DATABASE_URL as string;
    const name = `test_template_${process.pid}`;
    const admin = new Client({ connectionString: base });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where starts_with(datname, 'test_template_')");
      for (const { datname } of rows) {
        if (datname === name || !isRunning(Number(datname.slice('test_template_'.length)))) await admin.query(`drop database if exists ${datname}`);
      }
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(base);
    url.pathname = `/${name}`;
    const catalogue = await SqlCatalogue.open({ databaseUrl: url.toString(), mails: noMails, clock: { now: () => new Date(0) } });
    await catalogue.close();
    return name;
  })();
  return template;
}

/** PostgreSQL databases of this test file, migrated; `idle` ones were emptied for the next catalogue. */
const pooled = { all: [] as { url: string; drop: () => Promise<void> }[], idle: [] as string[] };
afterAll(async () => {
  for (const database of pooled.all.splice(0)) await database.drop();
  pooled.idle.length = 0;
});

/**
 * Empties a migrated database as it was after its migrations (issue 22: a TRUNCATE, where creating a database for each
 * test took a fifth of a second): every table but the migrations' own and the revision's row, back at 0, without
 * firing the triggers that count writes.
 */
async function empty(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set session_replication_role = replica');
    const { rows } = await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' and tablename not in ('kysely_migration', 'kysely_migration_lock', 'data_revision')",
    );
    await client.query(`truncate ${rows.map(({ tablename }) => `"${tablename}"`).join(', ')} restart identity cascade`);
    await client.query('update data_revision set revision = 0');
  } finally {
    await client.end();
  }
}

/**
 * A migrated, empty PostgreSQL database of this test file's own until `release`: a copy of the migrated template, or one
 * a released catalogue of the same file left, emptied.
 */
async function migratedPostgresDatabase(): Promise<{ readonly url: string; release(): Promise<void> }> {
  let url = pooled.idle.pop();
  if (!url) {
    const created = await createPostgresDatabase(await migratedTemplate());
    pooled.all.push(created);
    url = created.url;
  }
  const taken = url;
  return {
    url: taken,
    release: async () => {
      await empty(taken);
      pooled.idle.push(taken);
    },
  };
}

/**
 * A fresh catalogue: SQLite in memory always; PostgreSQL too when DATABASE_URL is set (CI installs it), each in a
 * database of its own while it is open (migratedPostgresDatabase).
 */
export async function openTestCatalogue(
  dialect: Dialect,
  options: { clock: Clock; mails?: MailComposer },
): Promise<SqlCatalogue> {
  const mails = options.mails ?? noMails;
  if (dialect === 'sqlite') return SqlCatalogue.open({ dataDir: ':memory:', mails, clock: options.clock });
  const database = await migratedPostgresDatabase();
  const catalogue = await SqlCatalogue.open({ databaseUrl: database.url, mails, clock: options.clock });
  const close = catalogue.close.bind(catalogue);
  catalogue.close = async () => {
    await close();
    await database.release();
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
