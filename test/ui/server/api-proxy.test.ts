import express from 'express';
import type { AddressInfo } from 'node:net';
import type { ApiRequest, ApiUpstream } from '../../../infrastructure/catalogue/server/embedded-catalogue';
import { apiProxy } from '../../../ui/server/api-proxy';

/** A backend that answers 200 to everything and remembers what reached it. */
function recordingUpstream(): { upstream: ApiUpstream; seen: ApiRequest[] } {
  const seen: ApiRequest[] = [];
  const upstream: ApiUpstream = async (request) => {
    seen.push(request);
    return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"ok":true}') };
  };
  return { upstream, seen };
}

async function withProxy(run: (base: string, seen: ApiRequest[]) => Promise<void>) {
  const { upstream, seen } = recordingUpstream();
  const app = express();
  const proxy = apiProxy(upstream, 'demo');
  app.use('/api', (req, res) => proxy(Object.assign(req, { url: `/api${req.url}` }), res));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const post = (url: string, method = 'POST') => fetch(url, { method, headers: { 'content-type': 'application/json' }, body: '{}' });

describe('issue 9: the browser proxy /api forwards reads and searches, never writes', () => {
  it.each(['/sites/demo/estates', '/sites/demo/estate-filters', '/sites/demo/rental-units', '/sites/demo/rental-units/filters'])(
    'POST %s (a §7 search) reaches the backend',
    async (path) => {
      await withProxy(async (base, seen) => {
        expect((await post(`${base}/api${path}`)).status).toBe(200);
        expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([`POST ${path}`]);
      });
    },
  );

  it.each([
    ['POST', '/sites/demo/live-agenda/reservation'],
    ['POST', '/sites/demo/rental-units/reservation'],
    ['POST', '/sites/demo/subscriptions'],
    ['PUT', '/sites/demo/subscriptions/token'],
    ['DELETE', '/sites/demo/live-agenda/reservation/7'],
    ['PUT', '/sites/demo/estates'],
  ])('%s %s (a write) answers 405 and never reaches the backend: forms go through the limited ajax routes', async (method, path) => {
    await withProxy(async (base, seen) => {
      const answer = await post(`${base}/api${path}`, method);
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toMatch(/^GET, HEAD/);
      expect(seen).toEqual([]);
    });
  });

  it('GET reads pass, another site\'s data does not (404)', async () => {
    await withProxy(async (base, seen) => {
      expect((await fetch(`${base}/api/sites/demo/estates/v2/1`)).status).toBe(200);
      expect((await fetch(`${base}/api/sites/other/estates/v2/1`)).status).toBe(404);
      expect(seen).toHaveLength(1);
    });
  });
});
