import type { Kysely } from 'kysely';
import { DEFAULT_MAX_ATTEMPTS } from '../mail/outbox-dispatcher';
import type { CatalogueDatabase, PoolCounts } from './database';
import { pendingMigrations } from './migrations';
import type { CatalogueSchema } from './schema';

/** Issue 21 item 4: what an operator watches of the embedded catalogue (readiness and metrics). */
export interface CatalogueHealth {
  /** Migrations of this code the database has not run (0 once `npm start`'s preparing process is done). */
  readonly pendingMigrations: number;
  readonly outbox: OutboxBacklog;
  /** PostgreSQL only: the pool's connections. */
  readonly pool?: PoolCounts;
}

export interface OutboxBacklog {
  /** Mails due now and not sent yet (a reminder for later is not due; a mail given up on is not counted). */
  readonly due: number;
  /** Mails the dispatcher gave up on after its last attempt (they stay, with their last error). */
  readonly givenUp: number;
  /**
   * How long the mail waiting longest has waited, in seconds, since it was due (a new mail: since it was queued; a
   * retried one: since it was first queued); 0 when none waits. The dispatcher looks every OUTBOX_INTERVAL_MS, so
   * this stays under a few seconds while mail flows, and grows while the mail server refuses or no dispatcher runs.
   */
  readonly oldestAgeSeconds: number;
}

async function outboxBacklog(db: Kysely<CatalogueSchema>, now: Date): Promise<OutboxBacklog> {
  const at = now.toISOString();
  const unsent = db.selectFrom('outbox').where('sent_at', 'is', null);
  const [due, givenUp, oldestNew, oldestRetried] = await Promise.all([
    unsent.select((eb) => eb.fn.countAll().as('n')).where('attempts', '<', DEFAULT_MAX_ATTEMPTS).where('next_attempt_at', '<=', at).executeTakeFirst(),
    unsent.select((eb) => eb.fn.countAll().as('n')).where('attempts', '>=', DEFAULT_MAX_ATTEMPTS).executeTakeFirst(),
    // A mail never tried is due from its next_attempt_at (its queueing time, or a reminder's time).
    unsent.select((eb) => eb.fn.min('next_attempt_at').as('since')).where('attempts', '=', 0).where('next_attempt_at', '<=', at).executeTakeFirst(),
    unsent.select((eb) => eb.fn.min('created_at').as('since')).where('attempts', '>', 0).where('attempts', '<', DEFAULT_MAX_ATTEMPTS).executeTakeFirst(),
  ]);
  const since = [oldestNew?.since, oldestRetried?.since].filter((value): value is string => typeof value === 'string').sort()[0];
  return {
    due: Number(due?.n ?? 0),
    givenUp: Number(givenUp?.n ?? 0),
    oldestAgeSeconds: since === undefined ? 0 : Math.max(0, (now.getTime() - Date.parse(since)) / 1000),
  };
}

/** One look at the database: it answers (else this rejects), its migrations, its outbox and its pool. */
export async function catalogueHealth(database: CatalogueDatabase, now: Date): Promise<CatalogueHealth> {
  const [pending, outbox] = await Promise.all([pendingMigrations(database.db as Kysely<unknown>), outboxBacklog(database.db, now)]);
  return { pendingMigrations: pending, outbox, ...(database.pool && { pool: database.pool() }) };
}
