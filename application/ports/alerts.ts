import type { DigestItem } from '../../domain/alerts/alert-digest';
import type { AlertRhythm } from '../../domain/alerts/alert-rhythm';
import type { RecordedChange } from '../../domain/alerts/estate-change';
import type { Estate } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';

/** An active (confirmed) subscription as the alert scheduler sees it. */
export interface AlertSubscription {
  readonly token: string;
  readonly email: string;
  readonly name?: string;
  readonly locale: Locale;
  /** The list query string it follows (§2 URL filters). */
  readonly criteria: string;
  readonly rhythm: AlertRhythm;
  readonly followed: readonly number[];
  /** When it was confirmed: nothing from before is news to it. */
  readonly activeSince: string;
  readonly lastDigestAt: string | null;
}

/** One digest ready to be mailed: its items with the estates they are about, in the visitor's language. */
export interface AlertDigest {
  readonly subscription: AlertSubscription;
  readonly items: readonly (DigestItem & { readonly estate: Estate })[];
  readonly at: string;
}

/** The subscriptions side of alerts (issue 11), on the backend that sends them. */
export interface AlertSubscriptions {
  /** Confirmed subscriptions, in a stable order. */
  active(): Promise<readonly AlertSubscription[]>;
  /** The item keys this subscription has been sent. */
  delivered(token: string): Promise<ReadonlySet<string>>;
  /**
   * Atomically: records the digest's keys as delivered, queues its mail and moves lastDigestAt. False (nothing
   * done) when a key was delivered meanwhile or the subscription is gone.
   */
  deliver(digest: AlertDigest): Promise<boolean>;
  /**
   * One run at a time across workers and processes: a lease row in the database, taken when free or expired.
   * The holder renews it by acquiring again; a run that dies leaves it to expire.
   */
  acquireLease(holder: string, now: Date, ttlMs: number): Promise<boolean>;
  releaseLease(holder: string): Promise<void>;
}

/** Issue 11 price history: every recorded change of the site's estates (units), oldest first. */
export interface EstateHistory {
  /** Changes recorded from `since` (inclusive) up to `until` (inclusive), of the given estates or of all. */
  changes(range: { readonly since: string; readonly until: string; readonly estateIds?: readonly number[]; readonly kind?: RecordedChange['kind'] }): Promise<readonly RecordedChange[]>;
  /** One estate's history. */
  history(estateId: number): Promise<readonly RecordedChange[]>;
}
