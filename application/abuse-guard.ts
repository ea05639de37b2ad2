import type { AbuseLimits } from './ports/abuse-limits';
import type { Clock } from './ports/clock';
import type { Submission } from './use-cases/submission';

/**
 * What the driving adapter knows of who sent a form (issue 9 item 3): the client's address (read as TRUST_PROXY
 * says), and the two bot traps every form carries, a honeypot field no person fills in and the time the form
 * was shown (`form-started`, ms since the epoch, set in the browser).
 */
export interface ClientSignals {
  readonly address?: string | undefined;
  readonly honeypot?: string | undefined;
  readonly startedAt?: string | undefined;
}

/** The honeypot's and the start time's field names in every form. */
export const HONEYPOT_FIELD = 'website';
export const STARTED_FIELD = 'form-started';

export interface Limit {
  /** At most this many per window; 0 = no limit. */
  readonly max: number;
  readonly windowMs: number;
}

/** Per client address, and per recipient (the address the mail goes to, or the token acted on). */
export interface CommandLimits {
  readonly perClient: Limit;
  readonly perRecipient: Limit;
}

export const GUARDED_COMMANDS = [
  'contact',
  'sendToFriend',
  'subscribe',
  'editSubscription',
  'unsubscribe',
  'confirmSubscription',
  'followEstates',
  'reserveRental',
  'bookAppointment',
  'bookViewing',
  'cancelAppointment',
] as const;
export type GuardedCommand = (typeof GUARDED_COMMANDS)[number];

export interface AbusePolicy {
  readonly enabled: boolean;
  /** A form sent sooner than this after it was shown is a bot's (silently dropped). */
  readonly minFillMs: number;
  readonly limits: { readonly [K in GuardedCommand]: CommandLimits };
}

const HOUR = 3_600_000;
const per = (client: number, recipient: number): CommandLimits => ({ perClient: { max: client, windowMs: HOUR }, perRecipient: { max: recipient, windowMs: HOUR } });

/** The defaults (README "Abuse limits"): a person never meets them, a script sending mail meets them at once. */
export const DEFAULT_ABUSE_POLICY: AbusePolicy = {
  enabled: true,
  minFillMs: 2_000,
  limits: {
    contact: per(10, 5),
    sendToFriend: per(5, 2),
    subscribe: per(10, 3),
    editSubscription: per(20, 10),
    unsubscribe: per(20, 5),
    confirmSubscription: per(20, 5),
    followEstates: per(20, 10),
    reserveRental: per(5, 3),
    bookAppointment: per(5, 3),
    bookViewing: per(5, 3),
    cancelAppointment: per(10, 5),
  },
};

/** The field that names each command's recipient: where its mail goes, or what it acts on. */
const RECIPIENT: { readonly [K in GuardedCommand]: readonly string[] } = {
  contact: ['email'],
  sendToFriend: ['friendEmail', 'senderEmail'],
  subscribe: ['email'],
  editSubscription: ['token'],
  unsubscribe: ['token'],
  confirmSubscription: ['token'],
  followEstates: ['token'],
  reserveRental: ['email'],
  bookAppointment: ['email'],
  bookViewing: ['email'],
  cancelAppointment: ['appointmentId'],
};

type Command = (input: never) => Promise<Submission<unknown>>;
/** A guarded command takes what the adapter knows of the client besides its input. */
export type Guarded<C> = C extends (input: infer I) => infer R ? (unknown extends I ? C : (input: I & { readonly client?: ClientSignals }) => R) : never;

const normalised = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase().slice(0, 320) : undefined);

function isBot(client: ClientSignals | undefined, policy: AbusePolicy, now: number): boolean {
  if (!client) return false;
  if (client.honeypot !== undefined && client.honeypot !== '') return true;
  const started = Number(client.startedAt);
  if (client.startedAt === undefined || client.startedAt === '' || !Number.isFinite(started)) return false;
  // A start after our now is a browser whose clock is ahead, not a fast bot.
  const elapsed = now - started;
  return elapsed >= 0 && elapsed < policy.minFillMs;
}

/**
 * Issue 9 item 3, one wrapper around every command that writes or sends mail, applied by `createCore` so that
 * every driving adapter (web, ajax, CLI) gets it: bots caught by the honeypot or the fill time are dropped;
 * then one hit per client address and per recipient, and over either limit the command is refused with the
 * time to wait. A client the adapter cannot name (the CLI) is limited per recipient only.
 */
export function guardCommands<T extends { readonly [K in GuardedCommand]: Command }>(
  commands: T,
  deps: { readonly limits?: AbuseLimits | undefined; readonly clock: Clock },
  policy: AbusePolicy,
): { readonly [K in keyof T]: K extends GuardedCommand ? Guarded<T[K]> : T[K] } {
  const guarded: Record<string, unknown> = { ...commands };
  for (const name of GUARDED_COMMANDS) {
    const run = commands[name] as (input: unknown) => Promise<Submission<unknown>>;
    guarded[name] = async (input: Record<string, unknown> & { readonly client?: ClientSignals }) => {
      const { client, ...rest } = input;
      const now = deps.clock.now();
      if (policy.enabled && isBot(client, policy, now.getTime())) return { ok: false, reason: 'dropped' } satisfies Submission<never>;
      const limits = policy.limits[name];
      if (policy.enabled && deps.limits) {
        const keys: [string, { readonly max: number; readonly windowMs: number }][] = [];
        const address = normalised(client?.address);
        if (address && limits.perClient.max > 0) keys.push([`${name}:client:${address}`, limits.perClient]);
        const recipients = RECIPIENT[name].map((field) => normalised(rest[field])).filter((value): value is string => value !== undefined);
        if (limits.perRecipient.max > 0) for (const recipient of new Set(recipients)) keys.push([`${name}:recipient:${recipient}`, limits.perRecipient]);
        let retryAfterMs = 0;
        for (const [key, limit] of keys) {
          const { count, resetsAt } = await deps.limits.hit(key, limit.windowMs, now);
          if (count > limit.max) retryAfterMs = Math.max(retryAfterMs, resetsAt.getTime() - now.getTime());
        }
        if (retryAfterMs > 0) return { ok: false, reason: 'refused', retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) } satisfies Submission<never>;
      }
      return run(rest);
    };
  }
  return guarded as never;
}
