import type { AlertRhythm } from '../../domain/alerts/alert-rhythm';
import type { Estate } from '../../domain/estate/estate';
import type { City } from '../../domain/estate/estate';
import type { ContactRequest, SendToFriendRequest, SubscriptionRequest } from '../../domain/requests/visitor-requests';
import type { Locale } from '../../domain/shared/locale';

/** Issue 11: the alert side of a subscription, on backends that send alerts themselves (our catalogue). */
export interface SubscriptionAlerts {
  /** Pending until the visitor clicks the link in the confirmation mail (double opt-in). */
  readonly status: 'pending' | 'active';
  readonly rhythm: AlertRhythm;
  readonly followed: readonly number[];
  readonly confirmedAt?: string;
}

export interface Subscription extends SubscriptionRequest {
  readonly token: string;
  /** Absent on a backend that does not say (an external §7 backend: alerts come from the agency platform). */
  readonly alerts?: SubscriptionAlerts;
}

/** What visitors send the agency (§1, §7 ajax routes): forms, subscriptions, city search, similar estates. */
export interface VisitorRequests {
  /**
   * Issue 11: who sends the alerts of a subscription: this site (our catalogue: double opt-in, digests,
   * followed estates), or the agency platform behind an external backend (the §7 calls only).
   */
  readonly alertsBy: 'site' | 'agency-platform';
  contact(request: ContactRequest): Promise<void>;
  sendToFriend(request: SendToFriendRequest): Promise<void>;
  subscribe(request: SubscriptionRequest): Promise<Subscription>;
  subscription(token: string): Promise<Subscription | null>;
  /** Replaces the criteria of an existing subscription; null when the token is unknown. */
  editSubscription(token: string, request: SubscriptionRequest): Promise<Subscription | null>;
  /** True when a subscription was removed. */
  unsubscribe(token: string): Promise<boolean>;
  /** Issue 11 double opt-in: activates the subscription of a confirmation token; null when unknown or expired. */
  confirmSubscription(confirmationToken: string): Promise<Subscription | null>;
  /** Issue 11: the estates (favourites) a subscription follows, replaced; null when the token is unknown. */
  followEstates(token: string, estateIds: readonly number[]): Promise<Subscription | null>;
  searchCity(query: string, locale: Locale): Promise<readonly City[]>;
  similarEstates(estateId: number, locale: Locale): Promise<readonly Estate[]>;
}
