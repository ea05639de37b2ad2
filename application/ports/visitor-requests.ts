import type { Estate } from '../../domain/estate/estate';
import type { City } from '../../domain/estate/estate';
import type { ContactRequest, SendToFriendRequest, SubscriptionRequest } from '../../domain/requests/visitor-requests';
import type { Locale } from '../../domain/shared/locale';

export interface Subscription extends SubscriptionRequest {
  readonly token: string;
}

/** What visitors send the agency (§1, §7 ajax routes): forms, subscriptions, city search, similar estates. */
export interface VisitorRequests {
  contact(request: ContactRequest): Promise<void>;
  sendToFriend(request: SendToFriendRequest): Promise<void>;
  subscribe(request: SubscriptionRequest): Promise<Subscription>;
  subscription(token: string): Promise<Subscription | null>;
  /** Replaces the criteria of an existing subscription; null when the token is unknown. */
  editSubscription(token: string, request: SubscriptionRequest): Promise<Subscription | null>;
  /** True when a subscription was removed. */
  unsubscribe(token: string): Promise<boolean>;
  searchCity(query: string, locale: Locale): Promise<readonly City[]>;
  similarEstates(estateId: number, locale: Locale): Promise<readonly Estate[]>;
}
