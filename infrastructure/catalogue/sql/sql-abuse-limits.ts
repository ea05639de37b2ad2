import type { Kysely } from 'kysely';
import type { AbuseLimits } from '../../../application/ports/abuse-limits';
import { openCatalogueDatabase, type DatabaseOptions } from './database';
import type { CatalogueSchema } from './schema';

/** Ended windows are deleted now and then (one hit in this many), so the table stays small. */
const PRUNE_EVERY = 200;

/**
 * Issue 9 item 3: abuse counters in the catalogue's database, so that every worker of the site (and every
 * site process on one database) counts together. One upsert per hit, atomic on SQLite and PostgreSQL alike:
 * the count it returns is exact under concurrency.
 */
export class SqlAbuseLimits implements AbuseLimits {
  private hits = 0;

  constructor(private readonly db: () => Promise<Kysely<CatalogueSchema>>) {}

  /** Opens the database on the first hit (a site that never takes a form never opens it). */
  static lazy(options: DatabaseOptions): SqlAbuseLimits & { close(): Promise<void> } {
    let opened: ReturnType<typeof openCatalogueDatabase> | undefined;
    const limits = new SqlAbuseLimits(async () => (await (opened ??= openCatalogueDatabase(options))).db);
    return Object.assign(limits, { close: async () => (opened ? (await opened).close() : undefined) });
  }

  async hit(key: string, windowMs: number, now: Date): Promise<{ count: number; resetsAt: Date }> {
    const db = await this.db();
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    const end = start + windowMs;
    const row = await db
      .insertInto('abuse_counters')
      .values({ key, window_start: start, window_end: end, count: 1 })
      .onConflict((conflict) => conflict.columns(['key', 'window_start']).doUpdateSet((eb) => ({ count: eb('abuse_counters.count', '+', 1) })))
      .returning('count')
      .executeTakeFirstOrThrow();
    if (++this.hits % PRUNE_EVERY === 0) await db.deleteFrom('abuse_counters').where('window_end', '<', now.getTime()).execute();
    return { count: Number(row.count), resetsAt: new Date(end) };
  }
}
