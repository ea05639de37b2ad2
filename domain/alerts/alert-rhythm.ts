/** Issue 11: how often a subscription hears from us. */
export const ALERT_RHYTHMS = ['immediately', 'daily', 'weekly'] as const;
export type AlertRhythm = (typeof ALERT_RHYTHMS)[number];
export const DEFAULT_RHYTHM: AlertRhythm = 'daily';

export function isAlertRhythm(value: unknown): value is AlertRhythm {
  return typeof value === 'string' && (ALERT_RHYTHMS as readonly string[]).includes(value);
}

const HOUR = 3_600_000;
const PERIOD_MS: Readonly<Record<AlertRhythm, number>> = { immediately: 0, daily: 24 * HOUR, weekly: 7 * 24 * HOUR };

/**
 * Issue 11 digest due time: one period after the last digest, or after the confirmation when none went out
 * yet; "immediately" is due at once. The scheduler's own interval decides how soon "at once" is.
 */
export function digestDueAt(rhythm: AlertRhythm, lastDigestAt: string | null | undefined, activeSince: string): Date {
  const from = new Date(lastDigestAt ?? activeSince).getTime();
  return new Date(from + PERIOD_MS[rhythm]);
}

/** Issue 11: is a digest due now (the clock is passed in)? */
export function isDigestDue(rhythm: AlertRhythm, lastDigestAt: string | null | undefined, activeSince: string, now: Date): boolean {
  return digestDueAt(rhythm, lastDigestAt, activeSince).getTime() <= now.getTime();
}
