import express from 'express';
import type { AddressInfo } from 'node:net';
import type { ApiRequest, ApiUpstream } from '../../../infrastructure/catalogue/server/embedded-catalogue';
import { SITE_ID_HEADER } from '../../../infrastructure/http/api-headers';
import { assetProxy } from '../../../ui/server/asset-proxy';

/** A backend that answers 200 to everything and remembers what reached it. */
function recordingUpstream(): { upstream: ApiUpstream; seen: ApiRequest[] } {
  const seen: ApiRequest[] = [];
  const upstream: ApiUpstream = async (request) => {
    seen.push(request);
    return { status: 200, headers: { 'content-type': 'image/webp' }, body: Buffer.from('picture') };
  };
  return { upstream, seen };
}

async function withProxy(run: (base: string, seen: ApiRequest[]) => Promise<void>) {
  const { upstream, seen } = recordingUpstream();
  const app = express();
  app.use('/assets', assetProxy(upstream, 'demo'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('§5 and issue 9: only the backend\'s pictures are reachable through the site', () => {
  it('GET /assets/… reaches the backend with the site\'s id and answers its picture', async () => {
    await withProxy(async (base, seen) => {
      const answer = await fetch(`${base}/assets/demo/122-1.webp`);
      expect([answer.status, answer.headers.get('content-type'), await answer.text()]).toEqual([200, 'image/webp', 'picture']);
      expect(seen.map((request) => `${request.method} ${request.path} ${request.headers[SITE_ID_HEADER]}`)).toEqual([
        'GET /assets/demo/122-1.webp demo',
      ]);
    });
  });

  it('issue 20: HEAD /assets/… answers the picture\'s type and length without its body', async () => {
    await withProxy(async (base, seen) => {
      const answer = await fetch(`${base}/assets/photos/demo1-1/768.avif`, { method: 'HEAD' });
      expect([answer.status, answer.headers.get('content-type'), answer.headers.get('content-length'), await answer.text()]).toEqual([200, 'image/webp', '7', '']);
      expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /assets/photos/demo1-1/768.avif']);
    });
  });

  it.each(['POST', 'PUT', 'DELETE'])('%s /assets/… answers 405 (Allow: GET, HEAD) and never reaches the backend', async (method) => {
    await withProxy(async (base, seen) => {
      const answer = await fetch(`${base}/assets/demo/122-1.webp`, { method, body: '{}' });
      expect([answer.status, answer.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
      expect(seen).toEqual([]);
    });
  });
});
