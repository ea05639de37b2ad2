import type { City, Estate } from '../../domain/estate/estate';
import { slugify } from '../../domain/routing/slug';
import { searchUnits } from '../../domain/search/search-field-value';
import type { ContactRequest, SendToFriendRequest, SubscriptionRequest } from '../../domain/requests/visitor-requests';
import type { Subscription, VisitorRequests } from '../../application/ports/visitor-requests';
import type { Clock } from '../../application/ports/clock';
import { DEFAULT_RHYTHM } from '../../domain/alerts/alert-rhythm';
import { confirmationExpiresAt, isConfirmationValid } from '../../domain/alerts/confirmation';
import { systemClock } from './clocks';

/** Visitor requests kept in memory: what was sent is readable by the test, tokens are predictable. */
export class MemoryVisitorRequests implements VisitorRequests {
  readonly contacts: ContactRequest[] = [];
  readonly sentToFriends: SendToFriendRequest[] = [];
  readonly subscriptions = new Map<string, Subscription>();
  /** Confirmation tokens (double opt-in, issue 11) by token: the subscription and when the link expires. */
  readonly confirmations = new Map<string, { readonly token: string; readonly expiresAt: string }>();
  readonly alertsBy = 'site' as const;
  private nextToken = 1;

  constructor(
    private readonly cities: readonly City[] = [],
    private readonly estates: readonly Estate[] = [],
    private readonly clock: Clock = systemClock,
  ) {}

  async contact(request: ContactRequest): Promise<void> {
    this.contacts.push(request);
  }

  async sendToFriend(request: SendToFriendRequest): Promise<void> {
    this.sentToFriends.push(request);
  }

  async subscribe(request: SubscriptionRequest): Promise<Subscription> {
    const { rhythm = DEFAULT_RHYTHM, followed = [], ...rest } = request;
    const n = this.nextToken++;
    const subscription: Subscription = {
      ...rest,
      token: `token-${n}`,
      alerts: { status: 'pending', rhythm, followed },
    };
    this.subscriptions.set(subscription.token, subscription);
    this.confirmations.set(`confirm-${n}`, { token: subscription.token, expiresAt: confirmationExpiresAt(this.clock.now()).toISOString() });
    return subscription;
  }

  async confirmSubscription(confirmationToken: string): Promise<Subscription | null> {
    const confirmation = this.confirmations.get(confirmationToken);
    const subscription = confirmation && this.subscriptions.get(confirmation.token);
    if (!confirmation || !subscription?.alerts || !isConfirmationValid(confirmation.expiresAt, this.clock.now())) return null;
    if (subscription.alerts.status === 'active') return subscription;
    const confirmed: Subscription = { ...subscription, alerts: { ...subscription.alerts, status: 'active', confirmedAt: this.clock.now().toISOString() } };
    this.subscriptions.set(confirmed.token, confirmed);
    return confirmed;
  }

  async followEstates(token: string, estateIds: readonly number[]): Promise<Subscription | null> {
    const subscription = this.subscriptions.get(token);
    if (!subscription?.alerts) return null;
    const changed: Subscription = { ...subscription, alerts: { ...subscription.alerts, followed: [...estateIds] } };
    this.subscriptions.set(token, changed);
    return changed;
  }

  async subscription(token: string): Promise<Subscription | null> {
    return this.subscriptions.get(token) ?? null;
  }

  async editSubscription(token: string, request: SubscriptionRequest): Promise<Subscription | null> {
    const before = this.subscriptions.get(token);
    if (!before) return null;
    const { rhythm, followed, name, email, criteria, locale } = request;
    const rest = { ...(name !== undefined && { name }), email, criteria, locale };
    const alerts = before.alerts && { ...before.alerts, ...(rhythm && { rhythm }), ...(followed && { followed }) };
    const subscription: Subscription = { ...rest, ...(before.consent && { consent: before.consent }), token, ...(alerts && { alerts }) };
    this.subscriptions.set(token, subscription);
    return subscription;
  }

  async unsubscribe(token: string): Promise<boolean> {
    for (const [key, confirmation] of this.confirmations) if (confirmation.token === token) this.confirmations.delete(key);
    return this.subscriptions.delete(token);
  }

  async searchCity(query: string): Promise<readonly City[]> {
    const wanted = slugify(query);
    return this.cities.filter((city) => city.zip.startsWith(query.trim()) || slugify(city.name).startsWith(wanted));
  }

  /** Same head type and transaction, another estate (a project's units included), nearest in price first, then by id. */
  async similarEstates(estateId: number): Promise<readonly Estate[]> {
    const units = this.estates.flatMap(searchUnits);
    const estate = units.find((e) => Number(e.general.id) === estateId);
    if (!estate) return [];
    const price = estate.price?.value ?? 0;
    const distance = (e: Estate) => Math.abs((e.price?.value ?? 0) - price);
    return units
      .filter(
        (e) =>
          e !== estate &&
          e.general.headType?.id === estate.general.headType?.id &&
          e.general.transaction?.id === estate.general.transaction?.id,
      )
      .sort((a, b) => distance(a) - distance(b) || Number(a.general.id) - Number(b.general.id))
      .slice(0, 3);
  }
}
