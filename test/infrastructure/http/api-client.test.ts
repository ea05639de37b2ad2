import { createApiClient } from '../../../infrastructure/http/api-client';
import type { ApiClient, ApiClientConfig } from '../../../infrastructure/http/api-client';
import { PROPERTY_SOFTWARE_CLIENT_HEADER } from '../../../infrastructure/http/api-headers';
import { sendJson, sendNoContent, sendText, startRecordingServer } from './recording-server';
import type { RecordedRequest, RecordingServer } from './recording-server';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
});

/** A client on the test server under the base path /api. */
function client(overrides: Partial<ApiClientConfig> = {}): ApiClient {
  return createApiClient({
    baseUrl: `${server.origin}/api`,
    siteId: 42,
    ...overrides,
  });
}

/** Node's fetch adds `accept-language: *` itself when the client sends none (a browser adds its own). */
const FETCH_DEFAULT_ACCEPT_LANGUAGE = '*';

function onlyRequest(): RecordedRequest {
  expect(server.requests).toHaveLength(1);
  return server.requests[0] as RecordedRequest;
}

describe('§7 GET', () => {
  it('§7 sends the site id, the client marker and accept-language for the locale; returns parsed JSON', async () => {
    server.route('GET', '/api/sites/42', (res) => sendJson(res, 200, { id: 42, name: 'Demo' }));

    const site = await client().get<{ id: number; name: string }>('/sites/42', { locale: 'fr' });

    expect(site).toEqual({ id: 42, name: 'Demo' });
    const request = onlyRequest();
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/api/sites/42');
    expect(request.headers['x-site-id']).toBe('42');
    expect(request.headers['x-client']).toBe('true');
    expect(request.headers['accept-language']).toBe('fr');
    expect(request.headers['content-type']).toBeUndefined();
    expect(request.headers['x-property-software-client']).toBeUndefined();
  });

  it("§7 sets no accept-language when no locale is given (fetch's own default stays)", async () => {
    server.route('GET', '/api/translations/nl', (res) => sendJson(res, 200, {}));

    await client().get('/translations/nl');

    const request = onlyRequest();
    expect(request.headers['x-site-id']).toBe('42');
    expect(request.headers['x-client']).toBe('true');
    expect(request.headers['accept-language']).toBe(FETCH_DEFAULT_ACCEPT_LANGUAGE);
  });

  it('§7 leaves out the client marker when asked (estate collection without the client header)', async () => {
    server.route('GET', '/api/sites/42/estate-collections/7', (res) => sendJson(res, 200, { id: 7 }));

    await client().get('/sites/42/estate-collections/7', { clientHeader: false });

    expect(onlyRequest().headers).not.toHaveProperty('x-client');
  });

  it.each([
    ['base with trailing slash, path with leading slash', '/api/', '/sites/42'],
    ['base with trailing slash, path without', '/api/', 'sites/42'],
    ['base without trailing slash, path without', '/api', 'sites/42'],
    ['several slashes on both sides', '/api//', '//sites/42'],
  ])('§7 joins base path and path without double slashes (%s)', async (_case, basePath, path) => {
    server.route('GET', '/api/sites/42', (res) => sendJson(res, 200, {}));

    await client({ baseUrl: `${server.origin}${basePath}` }).get(path);

    expect(onlyRequest().url).toBe('/api/sites/42');
  });

  it('§7 keeps the query string of the path', async () => {
    server.route('GET', '/api/sites/42/agreements?locale=de', (res) => sendJson(res, 200, []));

    await expect(client().get('/sites/42/agreements?locale=de')).resolves.toEqual([]);
  });

  it('§7 parses any content type that contains json', async () => {
    server.route('GET', '/api/sites/42', (res) =>
      sendJson(res, 200, { id: 42 }, 'application/vnd.api+json; charset=utf-8'),
    );

    await expect(client().get('/sites/42')).resolves.toEqual({ id: 42 });
  });

  it('§7 returns the raw Response when the response is not JSON', async () => {
    server.route('GET', '/api/sites/42/assets/logo.svg?hash=h&version=2', (res) => sendText(res, 200, '<svg/>'));

    const response = await client().get<Response>('/sites/42/assets/logo.svg?hash=h&version=2');

    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe('<svg/>');
  });

  it('§7 gives undefined for 204', async () => {
    server.route('GET', '/api/sites/42/entities', (res) => sendNoContent(res));

    await expect(client().get('/sites/42/entities')).resolves.toBeUndefined();
  });
});

describe('§7 POST', () => {
  it('§7 sends JSON with content type, site id and the extra property-software header; returns parsed JSON', async () => {
    server.route('POST', '/api/sites/42/estates', (res) => sendJson(res, 200, { total: { value: 1 }, results: [{ id: 5 }] }));
    const query = { query: { bool: { filter: [{ terms: { 'transaction.id': [1] } }] } }, size: 15 };

    const result = await client().post('/sites/42/estates', query, { headers: PROPERTY_SOFTWARE_CLIENT_HEADER });

    expect(result).toEqual({ total: { value: 1 }, results: [{ id: 5 }] });
    const request = onlyRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/sites/42/estates');
    expect(request.headers['x-site-id']).toBe('42');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-property-software-client']).toBe('true');
    expect(request.headers).not.toHaveProperty('x-client');
    expect(request.headers['accept-language']).toBe(FETCH_DEFAULT_ACCEPT_LANGUAGE);
    expect(JSON.parse(request.body)).toEqual(query);
  });

  it('§7 sends no extra header unless given', async () => {
    server.route('POST', '/api/sites/42/estate-filters', (res) => sendJson(res, 200, { headTypes: [] }));

    await client().post('/sites/42/estate-filters', {});

    expect(onlyRequest().headers).not.toHaveProperty('x-property-software-client');
  });

  it.each([
    ['204', (res: Parameters<typeof sendNoContent>[0]) => sendNoContent(res)],
    ['an empty 200 body', (res: Parameters<typeof sendNoContent>[0]) => void res.writeHead(200).end()],
  ])('§7 gives undefined for %s', async (_case, answer) => {
    server.route('POST', '/api/sites/42/live-agenda/reservation', answer);

    await expect(client().post('/sites/42/live-agenda/reservation', { slot: 3 })).resolves.toBeUndefined();
  });
});

describe('§7 PUT', () => {
  it('§7 sends JSON with content type and site id, no client marker; returns parsed JSON', async () => {
    server.route('PUT', '/api/sites/42/subscriptions/tok', (res) => sendJson(res, 200, { saved: true }));

    const result = await client().put('/sites/42/subscriptions/tok', { cities: [9000] });

    expect(result).toEqual({ saved: true });
    const request = onlyRequest();
    expect(request.method).toBe('PUT');
    expect(request.headers['x-site-id']).toBe('42');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers).not.toHaveProperty('x-client');
    expect(request.headers['accept-language']).toBe(FETCH_DEFAULT_ACCEPT_LANGUAGE);
    expect(JSON.parse(request.body)).toEqual({ cities: [9000] });
  });

  it('§7 gives undefined for 204', async () => {
    server.route('PUT', '/api/sites/42/subscriptions/tok', (res) => sendNoContent(res));

    await expect(client().put('/sites/42/subscriptions/tok', {})).resolves.toBeUndefined();
  });
});

describe('§7 DELETE', () => {
  it('§7 sends the site id only, no body, no content type, no client marker; 204 gives undefined', async () => {
    server.route('DELETE', '/api/sites/42/live-agenda/reservation/99', (res) => sendNoContent(res));

    await expect(client().delete('/sites/42/live-agenda/reservation/99')).resolves.toBeUndefined();

    const request = onlyRequest();
    expect(request.method).toBe('DELETE');
    expect(request.headers['x-site-id']).toBe('42');
    expect(request.headers).not.toHaveProperty('content-type');
    expect(request.headers).not.toHaveProperty('x-client');
    expect(request.headers['accept-language']).toBe(FETCH_DEFAULT_ACCEPT_LANGUAGE);
    expect(request.body).toBe('');
  });

  it('§7 returns parsed JSON for a JSON response and the raw Response otherwise', async () => {
    server.route('DELETE', '/api/a', (res) => sendJson(res, 200, { cancelled: true }));
    server.route('DELETE', '/api/b', (res) => sendText(res, 200, 'ok'));

    await expect(client().delete('/a')).resolves.toEqual({ cancelled: true });
    const raw = await client().delete<Response>('/b');
    expect(raw).toBeInstanceOf(Response);
    await expect(raw.text()).resolves.toBe('ok');
  });
});
