import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import { migrateToLatest } from './migrations';
import { preparingClients } from './prepared-statements';
import { rederiveStaleSites } from './store-site-data';
import type { CatalogueSchema, DialectName } from './schema';

/** Issue 21 item 4: a PostgreSQL pool's connections now (pg's counters), for the metrics. */
export interface PoolCounts {
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

export interface CatalogueDatabase {
  readonly db: Kysely<CatalogueSchema>;
  readonly dialect: DialectName;
  /** On PostgreSQL: the pool's connections (total, idle, clients waiting for one); SQLite has no pool. */
  readonly pool?: () => PoolCounts;
  /**
   * Runs a write of many rows (an import) with a page cache that holds what it changes (SQLite; PostgreSQL runs it as
   * is): issue 21, an import of 1,000 estates into a site of 200,000 touches about 100 MB of index pages, and within
   * the worker's 16 MB cache SQLite spilled them to the WAL mid-transaction and read them back (900 MB of page
   * reads, 660 MB of writes). The cache is the worker's again after it, its pages let go.
   */
  bulkWrite<T>(write: () => Promise<T>): Promise<T>;
  /**
   * Issue 21 item 1: copies the SQLite file's WAL into it from a thread of its own, every `everyMs` (startCheckpointer),
   * until close; PostgreSQL and a database in memory need none. One process of a machine runs it (the site's jobs
   * worker, the catalogue service): the checkpoints serve every connection to the file.
   */
  checkpointInBackground(everyMs?: number): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; unset = embedded SQLite. */
  readonly databaseUrl?: string | undefined;
  /** Folder of the SQLite file; ':memory:' for a throwaway database. */
  readonly dataDir?: string;
}

function openSqlite(dataDir: string): { readonly db: Kysely<CatalogueSchema>; readonly sqlite: Database.Database; readonly file?: string } {
  const file = dataDir === ':memory:' ? ':memory:' : join((mkdirSync(dataDir, { recursive: true }), dataDir), 'catalogue.sqlite');
  // A database in memory starts from the image of one migrated before in this process, if any (see below).
  const sqlite = file === ':memory:' && migratedImage ? new Database(migratedImage) : new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // An acknowledged submission is never lost: each commit is on disk before its 200, also through a power cut or
  // an OS crash (NORMAL survives a killed process only). Writes are form posts and imports, one fsync each.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  // Searches group and sort in temporary B-trees: keep them, and the hot pages, in memory.
  sqlite.pragma('temp_store = MEMORY');
  // Per connection, and every worker has its own (issue 8: RSS of all processes): a 16 MB page cache holds the
  // hot indexes of a site of 20,000 estates; no memory map, whose pages each process counts as its own.
  sqlite.pragma(`cache_size = -${CACHE_KIB}`);
  const db = new Kysely<CatalogueSchema>({ dialect: immediateTransactions(new SqliteDialect({ database: preparedOnce(sqlite) })) });
  if (file === ':memory:') return { db, sqlite };
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  return { db, sqlite, file };
}

/** The WAL's pages past which a commit checkpoints, should the checkpointer stop: about 80 MB, 300 estates written. */
const BACKSTOP_PAGES = 20000;

/** A worker's page cache (KiB), and a bulk write's while it runs (CatalogueDatabase.bulkWrite). */
const CACHE_KIB = 16 * 1024;
const BULK_CACHE_KIB = 256 * 1024;

/**
 * The first database in memory of this process, once migrated, as an image (better-sqlite3's serialize): the next
 * ones start from it instead of running every migration again (14 ms each; the tests open hundreds).
 */
let migratedImage: Buffer | undefined;

/** Statements kept prepared per connection (the most recently used). */
const PREPARED = 256;

/**
 * Each SQL text is prepared once per connection and run again after (issue 21 item 1): SQLite spends longer preparing
 * the statements that count a write's cells (a union of every facet) than running them on one estate's units.
 * Kysely runs one statement at a time per connection and never streams here, so a kept statement is never busy.
 */
function preparedOnce(sqlite: Database.Database): Database.Database {
  const kept = new Map<string, Database.Statement>();
  const prepare = (source: string) => {
    const statement = kept.get(source) ?? sqlite.prepare(source);
    kept.delete(source);
    kept.set(source, statement);
    if (kept.size > PREPARED) kept.delete(kept.keys().next().value as string);
    return statement;
  };
  return new Proxy(sqlite, { get: (target, property) => (property === 'prepare' ? prepare : Reflect.get(target, property, target)) });
}

/**
 * SQLite transactions begin IMMEDIATE: they take the write lock first, waiting up to busy_timeout for another
 * process's writer. A deferred BEGIN reads from a snapshot first, and when a worker process commits in between,
 * the transaction's first write fails at once with SQLITE_BUSY (a 500) instead of waiting (issue 9 item 5:
 * `npm start` runs WEB_CONCURRENCY workers on one file). Within a process Kysely runs one transaction at a time.
 */
function immediateTransactions(dialect: SqliteDialect): SqliteDialect {
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = (): Driver => {
    const driver = createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  };
  return dialect;
}

/** How long a PostgreSQL connection of the pool stays open without a query. */
const IDLE_CONNECTION_MS = 10 * 60_000;

/** The PostgreSQL driver is loaded only when DATABASE_URL asks for it: a worker on SQLite never holds it (issue 8: RSS). */
async function openPostgres(url: string): Promise<{ db: Kysely<CatalogueSchema>; pool: () => PoolCounts }> {
  const { default: pg } = await import('pg');
  // Integers and doubles arrive as JS numbers (ids stay far below 2^53).
  pg.types.setTypeParser(pg.types.builtins.INT8, Number);
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
  // No parallel workers for a statement (issue 21 item 1): the site's reads are short, and on a busy machine a worker's
  // start costs more than it saves. A list walked in date order at 200,000 estates took 64 ms with two workers and
  // 9.5 ms without (EXPLAIN ANALYZE, 2 shared cores). An `options` parameter of DATABASE_URL replaces this.
  // Connections stay open while idle for minutes, not pg's 10 s: each keeps its prepared statements, and a write on a
  // new connection parses and plans its cells' count again (issue 21 item 1: an estate written after 11 s without a
  // write took 233-391 ms, 37-61 ms on a connection that had written before). Idle ones do not keep a process alive.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    allowExitOnIdle: true,
    options: '-c max_parallel_workers_per_gather=0',
  });
  return {
    db: new Kysely<CatalogueSchema>({ dialect: new PostgresDialect({ pool: preparingClients(pool) }) }),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Opens (creating and migrating on first start) the catalogue database: SQLite by default, PostgreSQL with a URL. The
 * rows a migration left stale are derived again from the documents, by today's code (issue 19 item 6).
 */
export async function openCatalogueDatabase(options: DatabaseOptions = {}): Promise<CatalogueDatabase> {
  const dialect: DialectName = options.databaseUrl ? 'postgres' : 'sqlite';
  const dataDir = options.dataDir ?? './data';
  const opened = options.databaseUrl ? await openPostgres(options.databaseUrl) : openSqlite(dataDir);
  const { db } = opened;
  await migrateToLatest(db as Kysely<unknown>);
  await rederiveStaleSites(db);
  if ('sqlite' in opened && dataDir === ':memory:') migratedImage ??= opened.sqlite.serialize();
  const bulkWrite = async <T>(write: () => Promise<T>): Promise<T> => {
    if (!('sqlite' in opened)) return write();
    opened.sqlite.pragma(`cache_size = -${BULK_CACHE_KIB}`);
    try {
      return await write();
    } finally {
      opened.sqlite.pragma(`cache_size = -${CACHE_KIB}`);
    }
  };
  let checkpointer: Promise<Worker> | undefined;
  const checkpointInBackground = (everyMs = 1000) => {
    const file = 'file' in opened ? opened.file : undefined;
    // Its own module, loaded when asked: it finds the driver from its own address (import.meta), which the CommonJS
    // loaders of tooling that opens a catalogue (jest's global setups) cannot compile.
    if (file) checkpointer ??= import('./sqlite-checkpointer').then(({ startCheckpointer }) => startCheckpointer(file, everyMs));
  };
  const close = async () => {
    await db.destroy();
    await (await checkpointer)?.terminate();
  };
  return { db, dialect, ...('pool' in opened && { pool: opened.pool }), bulkWrite, checkpointInBackground, close };
}
