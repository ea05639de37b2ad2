import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '../../../infrastructure/http/api-error';
import { createApiClient } from '../../../infrastructure/http/api-client';

/** Issue 9 item 2: every call has a deadline; a failed read is answered from its last good answer (RFC 5861). */
describe('issue 9 item 2: deadlines and stale-if-error in the §7 client', () => {
  let mode: 'ok' | 'hang' | '500' = 'ok';
  let version = 0;
  let server: Server;
  let base: string;
  let now = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (mode === 'hang') return; // accepts, never answers
      if (mode === '500') return void res.writeHead(500).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ version, path: req.url }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((done) => server.close(done));
  });
  beforeEach(() => {
    mode = 'ok';
  });

  const client = () =>
    createApiClient({ baseUrl: base, siteId: 'demo', timeoutMs: 300, staleIfError: { maxEntries: 2, maxAgeMs: 60_000 }, now: () => now, logger: () => undefined });

  it('issue 9: a hanging backend fails the call at its deadline', async () => {
    mode = 'hang';
    const started = performance.now();
    await expect(client().get('/never')).rejects.toBeInstanceOf(ApiError);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it.each(['hang', '500'] as const)('issue 9: a read seen before is served stale when the backend fails (%s)', async (failure) => {
    const api = client();
    version = 1;
    expect(await api.get('/a')).toEqual({ version: 1, path: '/a' });
    expect(await api.post('/search', { q: 1 }, { read: true })).toEqual({ version: 1, path: '/search' });
    mode = failure;
    expect(await api.get('/a')).toEqual({ version: 1, path: '/a' });
    expect(await api.post('/search', { q: 1 }, { read: true })).toEqual({ version: 1, path: '/search' });
    await expect(api.post('/search', { q: 2 }, { read: true })).rejects.toBeInstanceOf(ApiError); // never seen
    mode = 'ok';
    version = 2;
    expect(await api.get('/a')).toEqual({ version: 2, path: '/a' }); // recovers alone
  });

  it('issue 9: no stale answer past its age, for writes, or for a 4xx', async () => {
    const api = client();
    now = 0;
    await api.get('/old');
    await api.post('/write', {});
    now = 60_001;
    mode = '500';
    await expect(api.get('/old')).rejects.toBeInstanceOf(ApiError);
    await expect(api.post('/write', {})).rejects.toBeInstanceOf(ApiError);
    now = 0;
  });

  it('issue 9: the stale cache is bounded', async () => {
    const api = client();
    for (const path of ['/1', '/2', '/3']) await api.get(path);
    mode = '500';
    await expect(api.get('/1')).rejects.toBeInstanceOf(ApiError);
    expect(await api.get('/3')).toMatchObject({ path: '/3' });
  });
});
