import type { Kysely } from 'kysely';
import type { Clock } from '../../../application/ports/clock';
import type { Logger } from '../../../application/ports/logger';
import { isReservedRecipient, localLinks } from '../../../domain/site/public-origin';
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
  /** Where a held mail (a local link bound for a real recipient) and a mail given up on are reported; default stderr. */
  readonly logger?: Logger;
}

export interface DispatchReport {
  readonly sent: number;
  readonly failed: number;
  /** Issue 20 item 2: mails held back for good because they link to a local address (see `heldBecause`). */
  readonly held?: number;
}

export interface OutboxDispatcher {
  runOnce(): Promise<DispatchReport>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

/** The sender of a row stored without one (every composed mail names its sender, domain/site/mail-sender.ts). */
export const DEFAULT_FROM = 'Immo website <no-reply@localhost>';

/** The mark a held mail's row carries in `last_error`. */
export const HELD = 'held';

/**
 * Issue 20 item 2: why a mail must not leave, or undefined. A mail that a transport delivers (SMTP) to a real
 * recipient must not link to a local address (http://localhost:3000, 127.0.0.1, …): nobody but this machine reaches
 * it, and it means PUBLIC_ORIGIN (or the site's hostnames) was not set when the mail was written. Recipients on
 * domains reserved for tests (.test, .example, example.com…) may get it; `.eml` files leave for nobody.
 */
export function heldBecause(mail: { readonly recipient: string; readonly text_body: string; readonly html_body?: string | null; readonly headers?: string | null }): string | undefined {
  if (isReservedRecipient(mail.recipient)) return undefined;
  const links = localLinks([mail.text_body, mail.html_body ?? '', mail.headers ?? ''].join('\n'));
  return links.length === 0
    ? undefined
    : `${HELD}: links to ${links.join(', ')} would reach nobody; set PUBLIC_ORIGIN (README, Configuration) or the site's hostnames. This mail is never sent.`;
}

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
  const logger = options.logger ?? { error: (message: string) => console.error(message) };

  /** Issue 20 item 2: a mail with a local link for a real recipient stays in the outbox, never tried again, and says why. */
  async function hold(row: OutboxRow, reason: string): Promise<void> {
    await db.updateTable('outbox').set({ attempts: maxAttempts, last_error: reason }).where('id', '=', row.id).execute();
    logger.error(`Outbox: mail ${row.id} to ${row.recipient} (${row.subject}) held: ${reason.slice(HELD.length + 2)}`);
  }

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
      if (attempts >= maxAttempts) logger.error(`Outbox: mail ${row.id} to ${row.recipient} given up after ${attempts} attempts: ${last_error}`);
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
    let held = 0;
    for (const row of due) {
      if (!(await claim(row))) continue;
      const reason = transport.delivers ? heldBecause(row) : undefined;
      if (reason !== undefined) {
        await hold(row, reason);
        held += 1;
      } else if (await deliver(row)) sent += 1;
      else failed += 1;
    }
    return held > 0 ? { sent, failed, held } : { sent, failed };
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
