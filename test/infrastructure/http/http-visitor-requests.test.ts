import { estateId } from '../../../domain/estate/estate';
import type { ContactRequest, SendToFriendRequest, SubscriptionRequest } from '../../../domain/requests/visitor-requests';
import { HttpVisitorRequests } from '../../../infrastructure/http/http-visitor-requests';
import { described, SITE_ID, useGatewayServer } from './gateway-test-kit';
import { sendJson, sendNoContent } from './recording-server';
import { EXPECTED_PROJECT, UPSTREAM_PROJECT } from './upstream-project';

const kit = useGatewayServer();
const visitor = () => new HttpVisitorRequests({ client: kit.client(), siteId: SITE_ID });

const contact: ContactRequest = { name: 'Lotte', email: 'lotte@example.be', message: 'Graag een bezoek.', estateId: 1, locale: 'nl' };
const toFriend: SendToFriendRequest = {
  estateId: 1,
  senderName: 'Lotte',
  senderEmail: 'lotte@example.be',
  friendEmail: 'tom@example.be',
  locale: 'fr',
};
const request: SubscriptionRequest = { name: 'Lotte', email: 'lotte@example.be', criteria: 'trans=kopen&city=11', locale: 'nl' };

describe('HttpVisitorRequests: our endpoints for what §7 leaves "not shown"', () => {
  it.each<[string, (v: HttpVisitorRequests) => Promise<unknown>, string, unknown]>([
    ['contact: POST /sites/{siteId}/contact-requests', (v) => v.contact(contact), '/api/sites/42/contact-requests', contact],
    ['sendToFriend: POST /sites/{siteId}/send-to-friend', (v) => v.sendToFriend(toFriend), '/api/sites/42/send-to-friend', toFriend],
  ])('§1 %s with the request as JSON; nothing comes back', async (_title, call, url, body) => {
    kit.server().route('POST', url, (res) => sendNoContent(res));
    await expect(call(visitor())).resolves.toBeUndefined();
    expect(described(kit.onlyRequest())).toMatchObject({ method: 'POST', url, siteId: SITE_ID, contentType: 'application/json', body });
  });

  it('§8 a refused contact request is rethrown with its status', async () => {
    kit.server().route('POST', '/api/sites/42/contact-requests', (res) => sendJson(res, 422, { errors: { email: 'invalid' } }));
    await expect(visitor().contact(contact)).rejects.toMatchObject({
      name: 'ApiError',
      status: 422,
      body: { errors: { email: 'invalid' } },
    });
  });

  it('§1 subscribe: POST /sites/{siteId}/subscriptions; the subscription under its token', async () => {
    kit.server().route('POST', '/api/sites/42/subscriptions', (res) => sendJson(res, 201, { token: 'tok-1', email: 'lotte@example.be' }));
    expect(await visitor().subscribe(request)).toEqual({ ...request, token: 'tok-1' });
    expect(described(kit.onlyRequest())).toMatchObject({ method: 'POST', url: '/api/sites/42/subscriptions', body: request });
  });

  it('§8 subscribe answered without a token is unreadable (502)', async () => {
    kit.server().route('POST', '/api/sites/42/subscriptions', (res) => sendJson(res, 201, { token: '' }));
    await expect(visitor().subscribe(request)).rejects.toMatchObject({ name: 'ApiError', status: 502 });
  });

  it('§2 subscription: GET /sites/{siteId}/subscriptions/{token}; 404 → null', async () => {
    const stored = { ...request, token: 'tok-1', locale: 'xx' };
    kit.server().route('GET', '/api/sites/42/subscriptions/tok-1', (res) => sendJson(res, 200, stored));
    expect(await visitor().subscription('tok-1')).toEqual({ ...request, token: 'tok-1' });
    expect(described(kit.onlyRequest())).toMatchObject({ method: 'GET', url: '/api/sites/42/subscriptions/tok-1', client: 'true' });
    expect(await visitor().subscription('unknown')).toBeNull();
  });

  it('§2 edit subscriptions: PUT /sites/{siteId}/subscriptions/{token} with the new criteria', async () => {
    const edited = { ...request, criteria: 'trans=huren' };
    kit.server().route('PUT', '/api/sites/42/subscriptions/tok-1', (res) => sendJson(res, 200, { ...edited, token: 'tok-1' }));
    expect(await visitor().editSubscription('tok-1', edited)).toEqual({ ...edited, token: 'tok-1' });
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'PUT',
      url: '/api/sites/42/subscriptions/tok-1',
      contentType: 'application/json',
      body: edited,
    });
  });

  it('§2 edit subscriptions: 204 means stored as sent; 404 → null', async () => {
    kit.server().route('PUT', '/api/sites/42/subscriptions/tok-1', (res) => sendNoContent(res));
    expect(await visitor().editSubscription('tok-1', request)).toEqual({ ...request, token: 'tok-1' });
    expect(await visitor().editSubscription('unknown', request)).toBeNull();
  });

  it('§2 unsubscribe: DELETE /sites/{siteId}/subscriptions/{token} → true; 404 → false; other failures rethrown', async () => {
    kit.server().route('DELETE', '/api/sites/42/subscriptions/tok-1', (res) => sendNoContent(res));
    kit.server().route('DELETE', '/api/sites/42/subscriptions/broken', (res) => sendJson(res, 500, {}));
    expect(await visitor().unsubscribe('tok-1')).toBe(true);
    expect(described(kit.server().requests[0]!)).toMatchObject({
      method: 'DELETE',
      url: '/api/sites/42/subscriptions/tok-1',
      siteId: SITE_ID,
    });
    expect(await visitor().unsubscribe('unknown')).toBe(false);
    await expect(visitor().unsubscribe('broken')).rejects.toMatchObject({ status: 500 });
  });

  it('§7 search-city: GET /sites/{siteId}/cities?q=&locale= with accept-language; cities without id dropped', async () => {
    kit.server().route('GET', '/api/sites/42/cities?q=li%C3%A8ge&locale=fr', (res) =>
      sendJson(res, 200, [{ id: '14', name: 'Liège', zip: 4000, alias: { nl: 'Luik' } }, { name: 'no id' }]),
    );
    expect(await visitor().searchCity('liège', 'fr')).toEqual([{ id: 14, name: 'Liège', zip: '4000', alias: { nl: 'Luik' } }]);
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'GET',
      url: '/api/sites/42/cities?q=li%C3%A8ge&locale=fr',
      acceptLanguage: 'fr',
      client: 'true',
    });
  });

  it('§7 similar estates: GET /sites/{siteId}/estates/{id}/similar; estates mapped as /estates/v2; 404 → none', async () => {
    kit.server().route('GET', '/api/sites/42/estates/500/similar', (res) =>
      sendJson(res, 200, [UPSTREAM_PROJECT, { general: { id: '9' } }]),
    );
    expect(await visitor().similarEstates(500, 'de')).toEqual([EXPECTED_PROJECT, { general: { id: estateId(9) } }]);
    expect(described(kit.onlyRequest())).toMatchObject({ method: 'GET', url: '/api/sites/42/estates/500/similar', acceptLanguage: 'de' });
    expect(await visitor().similarEstates(4040, 'nl')).toEqual([]);
  });
});

describe('issue 11 against an external backend: the agency platform sends the alerts', () => {
  const ours = { ...request, rhythm: 'weekly', followed: [4, 5], consent: { version: 'privacy-2026-11', text: 'Ik wil …', at: '2026-11-21T10:00:00.000Z' } } as const;

  it('issue 11: subscribe and edit send the §1 form (and the consent version) exactly; none of the alert fields', async () => {
    kit.server().route('POST', '/api/sites/42/subscriptions', (res) => sendJson(res, 201, { token: 'tok-1' }));
    const created = await visitor().subscribe(ours);
    expect(described(kit.onlyRequest()).body).toEqual({ ...request, consent: { version: 'privacy-2026-11' } });
    expect(created.alerts).toBeUndefined();
    expect(visitor().alertsBy).toBe('agency-platform');
  });

  it('issue 11: confirmation and followed estates never call an external backend', async () => {
    await expect(visitor().confirmSubscription('abc')).resolves.toBeNull();
    await expect(visitor().followEstates('tok-1', [1])).resolves.toBeNull();
    expect(kit.server().requests).toHaveLength(0);
  });

  it('issue 11: against our catalogue the whole request goes, and confirmation is a POST by token', async () => {
    const site = new HttpVisitorRequests({ client: kit.client(), siteId: SITE_ID, alertsBy: 'site' });
    kit.server().route('POST', '/api/sites/42/subscription-confirmations/abc', (res) =>
      sendJson(res, 200, { ...request, token: 'tok-1', alerts: { status: 'active', rhythm: 'daily', followed: [] } }),
    );
    expect(await site.confirmSubscription('abc')).toMatchObject({ token: 'tok-1', alerts: { status: 'active' } });
  });
});
