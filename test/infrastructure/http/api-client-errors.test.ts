import { ApiClient, createApiClient } from '../../../infrastructure/http/api-client';
import type { ApiClientConfig } from '../../../infrastructure/http/api-client';
import { ApiError } from '../../../infrastructure/http/api-error';
import { sendJson, sendText, startRecordingServer } from './recording-server';
import type { RecordingServer } from './recording-server';

let server: RecordingServer;
let logged: unknown[][];

beforeAll(async () => {
  server = await startRecordingServer();
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  server.reset();
  logged = [];
});

function client(overrides: Partial<ApiClientConfig> = {}): ApiClient {
  return createApiClient({
    baseUrl: `${server.origin}/api`,
    siteId: 'site-1',
    logger: (...args) => void logged.push(args),
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('§8 a non-success response becomes an ApiError', () => {
  it.each([
    ['GET', (api: ApiClient) => api.get('/thing')],
    ['PUT', (api: ApiClient) => api.put('/thing', { a: 1 })],
    ['DELETE', (api: ApiClient) => api.delete('/thing')],
    ['POST', (api: ApiClient) => api.post('/thing', { a: 1 })],
  ])('§8 %s 404 carries status, status text and the parsed JSON body', async (method, call) => {
    server.route(method, '/api/thing', (res) => sendJson(res, 404, { message: 'gone' }));

    const error = await rejection(call(client()));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, statusText: 'Not Found', body: { message: 'gone' } });
    expect((error as ApiError).message).toBe(`${method} ${server.origin}/api/thing failed: 404 Not Found`);
  });

  it('§8 keeps a text error body as text and a JSON-labelled body that is not JSON as text', async () => {
    server.route('GET', '/api/text', (res) => sendText(res, 503, 'down for maintenance'));
    server.route('GET', '/api/broken', (res) => void res.writeHead(500, { 'content-type': 'application/json' }).end('{oops'));

    await expect(client().get('/text')).rejects.toMatchObject({ status: 503, body: 'down for maintenance' });
    await expect(client().get('/broken')).rejects.toMatchObject({ status: 500, body: '{oops' });
  });

  it('§8 an error without a body has body undefined', async () => {
    server.route('GET', '/api/empty', (res) => void res.writeHead(401).end());

    const error = await rejection(client().get('/empty'));

    expect(error).toMatchObject({ status: 401, statusText: 'Unauthorized' });
    expect((error as ApiError).body).toBeUndefined();
  });

  it('§8 POST logs the response body through the logger before throwing', async () => {
    server.route('POST', '/api/sites/site-1/rental-units/reservation', (res) =>
      sendJson(res, 422, { errors: { email: 'required' } }),
    );

    await expect(client().post('/sites/site-1/rental-units/reservation', { name: 'X' })).rejects.toMatchObject({
      status: 422,
      statusText: 'Unprocessable Entity',
    });

    expect(logged).toEqual([
      [
        `POST ${server.origin}/api/sites/site-1/rental-units/reservation failed: 422 Unprocessable Entity`,
        { errors: { email: 'required' } },
      ],
    ]);
  });

  it.each([
    ['GET', (api: ApiClient) => api.get('/thing')],
    ['PUT', (api: ApiClient) => api.put('/thing', {})],
    ['DELETE', (api: ApiClient) => api.delete('/thing')],
  ])('§8 only POST logs: a failed %s does not', async (method, call) => {
    server.route(method, '/api/thing', (res) => sendJson(res, 400, { bad: true }));

    await expect(call(client())).rejects.toBeInstanceOf(ApiError);

    expect(logged).toEqual([]);
  });
});

describe("§8 'Api is not configured'", () => {
  it.each([
    ['GET', (api: ApiClient) => api.get('/x')],
    ['POST', (api: ApiClient) => api.post('/x', {})],
    ['PUT', (api: ApiClient) => api.put('/x', {})],
    ['DELETE', (api: ApiClient) => api.delete('/x')],
  ])('§8 %s before configure rejects and sends nothing', async (_method, call) => {
    await expect(call(createApiClient())).rejects.toThrow(new Error('Api is not configured'));
    await expect(call(new ApiClient())).rejects.toThrow('Api is not configured');
    expect(server.requests).toEqual([]);
  });

  it('§8 works once configured later', async () => {
    server.route('GET', '/api/x', (res) => sendJson(res, 200, { ok: true }));
    const api = new ApiClient();
    await expect(api.get('/x')).rejects.toThrow('Api is not configured');

    api.configure({ baseUrl: `${server.origin}/api`, siteId: 7 });

    await expect(api.get('/x')).resolves.toEqual({ ok: true });
    expect(server.requests[0]?.headers['x-site-id']).toBe('7');
  });
});
