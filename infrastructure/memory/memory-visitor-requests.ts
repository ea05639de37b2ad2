import type { City, Estate } from '../../domain/estate/estate';
import { slugify } from '../../domain/routing/slug';
import { searchUnits } from '../../domain/search/search-field-value';
import type { ContactRequest, SendToFriendRequest, SubscriptionRequest } from '../../domain/requests/visitor-requests';
import type { Subscription, VisitorRequests } from '../../application/ports/visitor-requests';

/** Visitor requests kept in memory: what was sent is readable by the test, tokens are predictable. */
export class MemoryVisitorRequests implements VisitorRequests {
  readonly contacts: ContactRequest[] = [];
  readonly sentToFriends: SendToFriendRequest[] = [];
  readonly subscriptions = new Map<string, Subscription>();
  private nextToken = 1;

  constructor(
    private readonly cities: readonly City[] = [],
    private readonly estates: readonly Estate[] = [],
  ) {}

  async contact(request: ContactRequest): Promise<void> {
    this.contacts.push(request);
  }

  async sendToFriend(request: SendToFriendRequest): Promise<void> {
    this.sentToFriends.push(request);
  }

  async subscribe(request: SubscriptionRequest): Promise<Subscription> {
    const subscription = { ...request, token: `token-${this.nextToken++}` };
    this.subscriptions.set(subscription.token, subscription);
    return subscription;
  }

  async subscription(token: string): Promise<Subscription | null> {
    return this.subscriptions.get(token) ?? null;
  }

  async editSubscription(token: string, request: SubscriptionRequest): Promise<Subscription | null> {
    const stored = this.subscriptions.get(token);
    if (!stored) return null;
    const subscription = { ...request, ...(stored.consent ? { consent: stored.consent } : {}), token };
    this.subscriptions.set(token, subscription);
    return subscription;
  }

  async unsubscribe(token: string): Promise<boolean> {
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
