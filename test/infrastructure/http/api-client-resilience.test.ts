import { createApiClient, DEFAULT_TIMEOUT_MS } from '../../../infrastructure/http/api-client';
import type { ApiClient, ApiClientConfig } from '../../../infrastructure/http/api-client';
import { ApiError, ApiTimeoutError } from '../../../infrastructure/http/api-error';
import { sendJson, startRecordingServer } from './recording-server';
import type { RecordingServer, RouteHandler } from './recording-server';

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

function client(overrides: Partial<ApiClientConfig> = {}): ApiClient {
  return createApiClient({ baseUrl: `${server.origin}/api`, siteId: 1, logger: () => undefined, ...overrides });
}

/** fetch's network failure: a TypeError, matched by name as Node's fetch lives in another realm than jest's. */
const NETWORK_ERROR = { name: 'TypeError', message: 'fetch failed' };

const neverAnswers: RouteHandler = () => undefined;

/** Drops the connection of the first request without an answer, then answers normally. */
const dropsFirstConnection: RouteHandler = (res, _request, hit) => {
  if (hit === 1) res.socket?.destroy();
  else sendJson(res, 200, { attempt: hit });
};

describe('§7 production: timeout', () => {
  it('§7 defaults to 10 s', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  });

  it.each([
    ['GET', (api: ApiClient) => api.get('/slow')],
    ['POST', (api: ApiClient) => api.post('/slow', {})],
    ['PUT', (api: ApiClient) => api.put('/slow', {})],
    ['DELETE', (api: ApiClient) => api.delete('/slow')],
  ])('§7 a %s without an answer within the timeout rejects with ApiTimeoutError (504), sent once', async (method, call) => {
    server.route(method, '/api/slow', neverAnswers);
    // Attempts are counted at fetch, not at the server: under load the 100 ms may run out before the
    // server has read the request.
    let attempts = 0;
    const countingFetch: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };

    const error = await call(client({ timeoutMs: 100, fetch: countingFetch })).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 504,
      statusText: 'Gateway Timeout',
      message: `${method} ${server.origin}/api/slow timed out after 100 ms`,
    });
    expect(attempts).toBe(1);
  });

  it("§7 the caller's own abort stays an abort, not a timeout", async () => {
    server.route('GET', '/api/slow', neverAnswers);
    const controller = new AbortController();

    const pending = client({ timeoutMs: 5_000 }).get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);

    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('§7 rejects a timeout that is not a positive number', () => {
    expect(() => client({ timeoutMs: 0 })).toThrow(RangeError);
    expect(() => client({ timeoutMs: Number.NaN })).toThrow(RangeError);
  });
});

describe('§7 production: one retry of GET on a network error', () => {
  it('§7 GET is sent again once after the connection dropped, and answers', async () => {
    server.route('GET', '/api/flaky', dropsFirstConnection);

    await expect(client().get('/flaky')).resolves.toEqual({ attempt: 2 });

    expect(server.requests.map((request) => request.method)).toEqual(['GET', 'GET']);
  });

  it('§7 GET gives up after the single retry', async () => {
    server.route('GET', '/api/down', (res) => void res.socket?.destroy());

    await expect(client().get('/down')).rejects.toMatchObject(NETWORK_ERROR);

    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ['POST', (api: ApiClient) => api.post('/flaky', { a: 1 })],
    ['PUT', (api: ApiClient) => api.put('/flaky', { a: 1 })],
    ['DELETE', (api: ApiClient) => api.delete('/flaky')],
  ])('§7 %s is never retried', async (method, call) => {
    server.route(method, '/api/flaky', dropsFirstConnection);

    await expect(call(client())).rejects.toMatchObject(NETWORK_ERROR);

    expect(server.requests).toHaveLength(1);
  });

  it('§7/§8 GET is not retried on an HTTP error status', async () => {
    server.route('GET', '/api/broken', (res) => sendJson(res, 500, { error: 'boom' }));

    await expect(client().get('/broken')).rejects.toMatchObject({ status: 500 });

    expect(server.requests).toHaveLength(1);
  });

  it('§7 GET is not retried when fetch fails with anything but a network error', async () => {
    server.route('GET', '/api/ok', (res) => sendJson(res, 200, {}));
    let attempts = 0;
    const refusingFetch: typeof fetch = (input, init) => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new RangeError('refused by a proxy')) : fetch(input, init);
    };

    await expect(client({ fetch: refusingFetch }).get('/ok')).rejects.toThrow('refused by a proxy');

    expect(attempts).toBe(1);
  });

  it('§7 uses the injected fetch for every attempt', async () => {
    server.route('GET', '/api/flaky', dropsFirstConnection);
    const attempts: string[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      attempts.push(String(input));
      return fetch(input, init);
    };

    await client({ fetch: recordingFetch }).get('/flaky');

    expect(attempts).toEqual([`${server.origin}/api/flaky`, `${server.origin}/api/flaky`]);
  });
});
