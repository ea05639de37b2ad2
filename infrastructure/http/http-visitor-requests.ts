/**
 * Visitor requests over HTTP. §7 lists only the site's own ajax routes for these (payloads "not
 * shown"), so the backend endpoints are ours, defined here and served by our catalogue service.
 * All are under /sites/{siteId}, bodies are the domain request types as JSON:
 *
 *   POST   /sites/{siteId}/contact-requests         ContactRequest      → 204 (or any 2xx)
 *   POST   /sites/{siteId}/send-to-friend           SendToFriendRequest → 204
 *   POST   /sites/{siteId}/subscriptions            SubscriptionRequest → 201 Subscription { token, … }
 *   GET    /sites/{siteId}/subscriptions/{token}                        → 200 Subscription | 404
 *   PUT    /sites/{siteId}/subscriptions/{token}    SubscriptionRequest → 200 Subscription | 404
 *   DELETE /sites/{siteId}/subscriptions/{token}                        → 204 | 404 (nothing to remove)
 *   GET    /sites/{siteId}/cities?q={query}&locale={locale}            → 200 City[] (id, name, zip, alias)
 *   GET    /sites/{siteId}/estates/{id}/similar                         → 200 estate JSON[] (as /estates/v2) | 404
 *
 * Issue 11, only against our own catalogue (alertsBy 'site'; an external backend gets the calls above exactly,
 * with the four fields of the §1 form, and its agency platform sends the alerts):
 *
 *   POST   /sites/{siteId}/subscription-confirmations/{token}                      → 200 Subscription | 404 (unknown or expired)
 *   PUT    /sites/{siteId}/subscriptions/{token}/followed  { followed: number[] } → 200 Subscription | 404
 *   POST   /sites/{siteId}/subscriptions/{token}/one-click-unsubscribe            → 204 (RFC 8058, also when already gone)
 *   GET    /sites/{siteId}/estates/{id}/price-history                             → 200 RecordedChange[]
 *
 * GETs carry accept-language when a locale is known. Errors follow §8: 404 is "no such thing"
 * (null, false, an empty list), anything else non-2xx is rethrown as the ApiError.
 */
import type { City, Estate } from '../../domain/estate/estate';
import type { ContactRequest, SendToFriendRequest, SubscriptionRequest } from '../../domain/requests/visitor-requests';
import type { Locale } from '../../domain/shared/locale';
import type { Subscription, VisitorRequests } from '../../application/ports/visitor-requests';
import type { ApiClient } from './api-client';
import { getJson, sitePath, unreadable, whenNotFound, withQuery } from './gateway-support';
import type { HttpGatewayConfig } from './gateway-support';
import { toEstates } from './mappers/estate-mapper';
import { toCities, toSubscription } from './mappers/visitor-mapper';

/** What an external backend is sent: the §1 form's fields and the consent's version (issue 13), nothing of issue 11. */
const specified = ({ name, email, criteria, locale, consent }: SubscriptionRequest): SubscriptionRequest => ({
  ...(name !== undefined && { name }),
  email,
  criteria,
  locale,
  ...(consent && { consent: { version: consent.version } }),
});

export class HttpVisitorRequests implements VisitorRequests {
  private readonly client: ApiClient;
  private readonly siteId: string;
  readonly alertsBy: 'site' | 'agency-platform';

  constructor({ client, siteId, alertsBy = 'agency-platform' }: HttpGatewayConfig & { readonly alertsBy?: 'site' | 'agency-platform' }) {
    this.client = client;
    this.siteId = siteId;
    this.alertsBy = alertsBy;
  }

  private sent(request: SubscriptionRequest): SubscriptionRequest {
    return this.alertsBy === 'site' ? request : specified(request);
  }

  async confirmSubscription(confirmationToken: string): Promise<Subscription | null> {
    if (this.alertsBy !== 'site') return null;
    return toSubscription(await whenNotFound(this.client.post<unknown>(sitePath(this.siteId, 'subscription-confirmations', confirmationToken), {}), null));
  }

  async followEstates(token: string, estateIds: readonly number[]): Promise<Subscription | null> {
    if (this.alertsBy !== 'site') return null;
    return toSubscription(await whenNotFound(this.client.put<unknown>(`${this.subscriptionPath(token)}/followed`, { followed: estateIds }), null));
  }

  async contact(request: ContactRequest): Promise<void> {
    await this.client.post<unknown>(sitePath(this.siteId, 'contact-requests'), request);
  }

  async sendToFriend(request: SendToFriendRequest): Promise<void> {
    await this.client.post<unknown>(sitePath(this.siteId, 'send-to-friend'), request);
  }

  async subscribe(request: SubscriptionRequest): Promise<Subscription> {
    const url = sitePath(this.siteId, 'subscriptions');
    const raw = await this.client.post<unknown>(url, this.sent(request));
    const subscription = toSubscription(raw, this.sent(request));
    if (!subscription) throw unreadable(`POST ${url}`, raw);
    return subscription;
  }

  async subscription(token: string): Promise<Subscription | null> {
    return toSubscription(await whenNotFound(getJson(this.client, this.subscriptionPath(token)), null));
  }

  /** A PUT answered without a body (204) means the criteria were stored as sent. */
  async editSubscription(token: string, request: SubscriptionRequest): Promise<Subscription | null> {
    const raw = await whenNotFound(this.client.put<unknown>(this.subscriptionPath(token), this.sent(request)), null);
    return raw === null ? null : toSubscription(raw ?? { token }, this.sent(request));
  }

  async unsubscribe(token: string): Promise<boolean> {
    return whenNotFound(
      this.client.delete<unknown>(this.subscriptionPath(token)).then(() => true),
      false,
    );
  }

  async searchCity(query: string, locale: Locale): Promise<readonly City[]> {
    const url = withQuery(sitePath(this.siteId, 'cities'), { q: query, locale });
    return toCities(await getJson(this.client, url, { locale }));
  }

  /** An unknown estate has no similar estates. */
  async similarEstates(estateId: number, locale: Locale): Promise<readonly Estate[]> {
    const url = sitePath(this.siteId, 'estates', estateId, 'similar');
    return toEstates(await whenNotFound(getJson(this.client, url, { locale }), []));
  }

  private subscriptionPath(token: string): string {
    return sitePath(this.siteId, 'subscriptions', token);
  }
}
