import type { Kysely } from 'kysely';
import type { Clock } from '../../../application/ports/clock';
import type { CatalogueSchema } from '../sql/schema';
import type { MailTransport, OutgoingMail } from './mail-transport';

type OutboxRow = CatalogueSchema['outbox'] & { readonly id: number };

export interface OutboxDispatcherOptions {
  readonly db: Kysely<CatalogueSchema>;
  readonly transport: MailTransport;
  readonly clock?: Clock;
  /** The sender of every mail. */
  readonly from?: string;
  /** After this many failed attempts a mail is left alone (the row stays, with its last error). */
  readonly maxAttempts?: number;
  /** The wait after the first failure; it doubles with each further one, up to maxDelayMs. */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  readonly batchSize?: number;
  /** How long a claimed mail is hidden from other dispatchers while it is being sent. */
  readonly leaseMs?: number;
  readonly onFailure?: (failure: { readonly id: number; readonly attempts: number; readonly error: string; readonly gaveUp: boolean }) => void;
}

export interface DispatchReport {
  readonly sent: number;
  readonly failed: number;
}

export interface OutboxDispatcher {
  runOnce(): Promise<DispatchReport>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export const DEFAULT_FROM = 'Immo website <no-reply@localhost>';

/** After this many failed attempts a mail is left alone (issue 21: the metrics count those apart). */
export const DEFAULT_MAX_ATTEMPTS = 8;
/** How long a claimed mail stays hidden from other dispatchers (README: OUTBOX_LEASE_MS). */
export const DEFAULT_LEASE_MS = 5 * 60_000;
/** How often a running dispatcher looks at the outbox (README: OUTBOX_INTERVAL_MS). */
export const DEFAULT_INTERVAL_MS = 5_000;

export interface OutboxTiming {
  readonly leaseMs: number;
  readonly intervalMs: number;
}

function milliseconds(name: string, value: string | undefined, fallback: number, least: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < least || n > 24 * 3_600_000) throw new Error(`${name} must be a whole number of milliseconds from ${least} to 86400000, got '${value}'`);
  return n;
}

/**
 * OUTBOX_LEASE_MS (default 5 minutes, at least 1 s): how long a mail claimed by a dispatcher that then died
 * (SIGKILL, power loss) waits before another dispatcher sends it; keep it above the longest SMTP send.
 * OUTBOX_INTERVAL_MS (default 5 s, at least 50 ms): how often the outbox is looked at.
 */
export function outboxTimingFromEnv(env: NodeJS.ProcessEnv): OutboxTiming {
  return {
    leaseMs: milliseconds('OUTBOX_LEASE_MS', env.OUTBOX_LEASE_MS, DEFAULT_LEASE_MS, 1_000),
    intervalMs: milliseconds('OUTBOX_INTERVAL_MS', env.OUTBOX_INTERVAL_MS, DEFAULT_INTERVAL_MS, 50),
  };
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Delivers the outbox: due, unsent rows are claimed (so two dispatchers never send one mail twice),
 * sent, and marked sent; a failure is recorded with exponential backoff. The request behind a mail
 * was committed before the mail was queued, so no failure here can lose it.
 */
export function createOutboxDispatcher(options: OutboxDispatcherOptions): OutboxDispatcher {
  const { db, transport, clock = { now: () => new Date() }, from = DEFAULT_FROM } = options;
  const { maxAttempts = DEFAULT_MAX_ATTEMPTS, baseDelayMs = 30_000, maxDelayMs = 6 * 3600_000, batchSize = 25, leaseMs = DEFAULT_LEASE_MS } = options;
  const later = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

  async function claim(row: OutboxRow): Promise<boolean> {
    const result = await db
      .updateTable('outbox')
      .set({ next_attempt_at: later(leaseMs) })
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    const attempts = Number(row.attempts) + 1;
    try {
      const key = `outbox-${row.site_id.replace(/[^A-Za-z0-9._-]/g, '_')}-${String(row.id).padStart(8, '0')}`;
      await transport.send({
        key,
        from: row.sender ?? from,
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
        replyTo: row.reply_to ?? undefined,
        attachments: row.attachments ? (JSON.parse(row.attachments) as OutgoingMail['attachments']) : undefined,
      });
      await db.updateTable('outbox').set({ sent_at: clock.now().toISOString(), attempts, last_error: null }).where('id', '=', row.id).execute();
      return true;
    } catch (error) {
      const delay = Math.min(baseDelayMs * 2 ** (attempts - 1), maxDelayMs);
      const last_error = errorText(error);
      await db.updateTable('outbox').set({ attempts, last_error, next_attempt_at: later(delay) }).where('id', '=', row.id).execute();
      options.onFailure?.({ id: row.id, attempts, error: last_error, gaveUp: attempts >= maxAttempts });
      return false;
    }
  }

  async function runBatch(): Promise<DispatchReport> {
    const due = (await db
      .selectFrom('outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .where('next_attempt_at', '<=', clock.now().toISOString())
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(batchSize)
      .execute()) as OutboxRow[];
    let sent = 0;
    let failed = 0;
    for (const row of due) {
      if (!(await claim(row))) continue;
      if (await deliver(row)) sent += 1;
      else failed += 1;
    }
    return { sent, failed };
  }

  let running: Promise<DispatchReport> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const runOnce = (): Promise<DispatchReport> => {
    running ??= runBatch().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    runOnce,
    start(intervalMs = DEFAULT_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => options.onFailure?.({ id: 0, attempts: 0, error: errorText(error), gaveUp: false }));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
