/** @jest-environment node */
import express, { type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { compressResponses } from '../../../ui/server/compress-responses';
import { createPageCache, type PageCache, type PageCacheOptions } from '../../../ui/server/page-cache';

// Issue 8 (throughput): the shared page cache in front of compression, over real HTTP. The site's own pages,
// its writes and the personal routes are covered on the built site (test/e2e/page-cache.test.ts).

const SHARED = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly raw: Buffer;
}

function send(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A page of `size` characters that says how many times it was rendered. */
const page = (renders: number, size = 4000) => `<!doctype html><html><body><p>render ${renders}</p>${'<p>listing</p>'.repeat(Math.ceil(size / 14))}</body></html>`;

interface World {
  base: string;
  /** The backend fails: /nl/flaky answers 503, as a page whose loader failed or whose deadline passed does. */
  failing: boolean;
  lookups: string[];
  renders: number;
  revision: number;
  cache: PageCache;
}

async function withSite(options: Partial<PageCacheOptions>, run: (world: World) => Promise<void>) {
  const world = { renders: 0, revision: 1, failing: false, lookups: [] as string[] } as World;
  world.cache = createPageCache({ revision: async () => world.revision, ttlSeconds: 30, maxBytes: 8 * 1024 * 1024, onLookup: (result) => world.lookups.push(result), ...options });
  const app = express();
  app.use(world.cache.middleware);
  app.use(compressResponses());
  const html = (res: Response, cacheControl = SHARED) => {
    world.renders += 1;
    res.setHeader('Cache-Control', cacheControl);
    res.type('html').send(page(world.renders));
  };
  app.get('/nl/aanbod', (_req, res) => html(res));
  app.get('/nl/slow', (_req, res) => {
    world.renders += 1;
    const renders = world.renders;
    setTimeout(() => {
      res.setHeader('Cache-Control', SHARED);
      res.type('html').send(page(renders));
    }, 100);
  });
  app.get('/nl/any/:id', (_req, res) => {
    world.renders += 1;
    res.setHeader('Cache-Control', SHARED);
    // Pages of 10 KB that compress little (hostile URLs, each its own page).
    res.type('html').send(`<!doctype html><p>${randomBytes(5000).toString('hex')}</p>`);
  });
  app.get('/nl/private', (_req, res) => html(res, 'private, no-store'));
  app.get('/nl/no-policy', (_req, res) => {
    world.renders += 1;
    res.type('html').send(page(world.renders));
  });
  app.get('/nl/cookie', (_req, res) => {
    res.cookie('seen', '1');
    html(res);
  });
  app.get('/nl/varies', (_req, res) => {
    res.vary('Cookie');
    html(res);
  });
  app.get('/nl/json', (_req, res) => {
    world.renders += 1;
    res.setHeader('Cache-Control', SHARED);
    res.json({ renders: world.renders, pad: 'x'.repeat(2000) });
  });
  app.get('/nl/missing', (_req: Request, res: Response) => {
    world.renders += 1;
    res.status(404).setHeader('Cache-Control', SHARED);
    res.type('html').send(page(world.renders));
  });
  app.post('/nl/aanbod', (_req, res) => html(res));
  app.get(['/nl/flaky', '/nl/flaky-unseen'], (_req, res) => {
    if (!world.failing) return html(res);
    res.status(503).setHeader('Retry-After', '30').setHeader('Cache-Control', 'no-store');
    res.type('html').send(`<!doctype html><p>Even geduld</p>${' '.repeat(2000)}`);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  world.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await run(world);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const br = { 'accept-encoding': 'br' };

describe('issue 8: the page cache keeps what it sent', () => {
  it('a second request is answered from the cache: the same bytes, compressed once, with Age; no render', () =>
    withSite({}, async (world) => {
      const first = await send(world.base, '/nl/aanbod', br);
      const second = await send(world.base, '/nl/aanbod', br);
      expect(world.renders).toBe(1);
      expect(first.headers.age).toBeUndefined();
      expect(second.headers.age).toMatch(/^\d+$/);
      expect(second.raw.equals(first.raw)).toBe(true);
      expect(second.headers['content-encoding']).toBe('br');
      expect(second.headers['content-length']).toBe(String(first.raw.length));
      expect(second.headers['cache-control']).toBe(SHARED);
      expect(second.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(second.raw).toString()).toContain('render 1');
    }));

  it('each content coding is its own entry (RFC 9110 §12.5.3: Vary Accept-Encoding)', () =>
    withSite({}, async (world) => {
      await send(world.base, '/nl/aanbod', br);
      const gzip = await send(world.base, '/nl/aanbod', { 'accept-encoding': 'gzip' });
      const identity = await send(world.base, '/nl/aanbod');
      expect(world.renders).toBe(3);
      expect([gzip.headers['content-encoding'], identity.headers['content-encoding']]).toEqual(['gzip', undefined]);
      expect((await send(world.base, '/nl/aanbod', { 'accept-encoding': 'gzip, deflate' })).headers.age).toBeDefined();
      expect((await send(world.base, '/nl/aanbod')).raw.toString()).toContain('render 3');
      expect(world.renders).toBe(3);
    }));

  it('concurrent requests for a page being rendered wait for that render instead of rendering it again', () =>
    withSite({}, async (world) => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(world.base, '/nl/slow', br)));
      expect(world.renders).toBe(1);
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(answers.every((answer) => answer.raw.equals(answers[0]!.raw))).toBe(true);
      expect(answers.filter((answer) => answer.headers.age !== undefined)).toHaveLength(9);
    }));

  it('the query string is part of the key', () =>
    withSite({}, async (world) => {
      await send(world.base, '/nl/aanbod?trans=kopen', br);
      await send(world.base, '/nl/aanbod?trans=huren', br);
      await send(world.base, '/nl/aanbod?trans=kopen', br);
      expect(world.renders).toBe(2);
    }));

  it('a new data revision (a write anywhere) makes the next request render the page again', () =>
    withSite({}, async (world) => {
      await send(world.base, '/nl/aanbod', br);
      world.revision += 1;
      const after = await send(world.base, '/nl/aanbod', br);
      expect(after.headers.age).toBeUndefined();
      expect(brotliDecompressSync(after.raw).toString()).toContain('render 2');
      expect((await send(world.base, '/nl/aanbod', br)).headers.age).toBeDefined();
      expect(world.renders).toBe(2);
    }));

  it('PAGE_CACHE_SECONDS: a page older than its time to live is rendered again (what depends on the clock)', () =>
    withSite({ ttlSeconds: 1 }, async (world) => {
      await send(world.base, '/nl/aanbod', br);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await send(world.base, '/nl/aanbod', br)).headers.age).toBeUndefined();
      expect(world.renders).toBe(2);
    }));

  it('past PAGE_CACHE_SECONDS, while one request renders the page again, the others get the older copy of the same data', () =>
    withSite({ ttlSeconds: 1 }, async (world) => {
      await send(world.base, '/nl/slow', br);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const [renderer, ...others] = await Promise.all(Array.from({ length: 5 }, () => send(world.base, '/nl/slow', br)));
      expect(world.renders).toBe(2);
      expect(brotliDecompressSync(renderer!.raw).toString()).toContain('render 2');
      for (const other of others) expect(brotliDecompressSync(other.raw).toString()).toContain('render 1');
      expect(brotliDecompressSync((await send(world.base, '/nl/slow', br)).raw).toString()).toContain('render 2');
    }));

  it('a page of an older data revision is never served, not even while it is rendered again', () =>
    withSite({}, async (world) => {
      await send(world.base, '/nl/slow', br);
      world.revision += 1;
      const answers = await Promise.all(Array.from({ length: 5 }, () => send(world.base, '/nl/slow', br)));
      expect(world.renders).toBe(2);
      for (const answer of answers) expect(brotliDecompressSync(answer.raw).toString()).toContain('render 2');
    }));

  it('HEAD is answered from a GET\'s entry, without a body; a HEAD alone stores nothing', () =>
    withSite({}, async (world) => {
      const head = await send(world.base, '/nl/aanbod', br, 'HEAD');
      expect(head.status).toBe(200);
      const get = await send(world.base, '/nl/aanbod', br);
      expect(get.headers.age).toBeUndefined();
      const again = await send(world.base, '/nl/aanbod', br, 'HEAD');
      expect(again.status).toBe(200);
      expect(again.headers.age).toBeDefined();
      expect(again.headers['content-length']).toBe(String(get.raw.length));
      expect(again.raw.length).toBe(0);
      expect(world.renders).toBe(2);
    }));

  it.each([
    ['a private page', '/nl/private'],
    ['a page without the shared policy', '/nl/no-policy'],
    ['a page that sets a cookie', '/nl/cookie'],
    ['a page that varies on a cookie', '/nl/varies'],
    ['JSON', '/nl/json'],
    ['a 404', '/nl/missing'],
  ])('%s is never kept', (_title, path) =>
    withSite({}, async (world) => {
      await send(world.base, path, br);
      const second = await send(world.base, path, br);
      expect(second.headers.age).toBeUndefined();
      expect(world.renders).toBe(2);
    }));

  it('a POST is never answered from the cache nor stored', () =>
    withSite({}, async (world) => {
      await send(world.base, '/nl/aanbod', br, 'POST');
      await send(world.base, '/nl/aanbod', br, 'POST');
      expect((await send(world.base, '/nl/aanbod', br)).headers.age).toBeUndefined();
      expect(world.renders).toBe(3);
    }));

  it('when the revision cannot be read, the page is rendered and not kept', () =>
    withSite({ revision: () => Promise.reject(new Error('database gone')) }, async (world) => {
      expect((await send(world.base, '/nl/aanbod', br)).status).toBe(200);
      expect((await send(world.base, '/nl/aanbod', br)).headers.age).toBeUndefined();
      expect(world.renders).toBe(2);
    }));

  it('issue 21 item 5: a page whose render fails (503) is answered with the older copy the cache holds, whatever its revision; one it never held stays 503', () =>
    withSite({}, async (world) => {
      const first = await send(world.base, '/nl/flaky', br);
      world.revision += 1;
      world.failing = true;
      const stale = await send(world.base, '/nl/flaky', br);
      expect(stale.status).toBe(200);
      expect(stale.raw.equals(first.raw)).toBe(true);
      expect(stale.headers.age).toMatch(/^\d+$/);
      expect(stale.headers['cache-control']).toBe(SHARED);
      expect(stale.headers['retry-after']).toBeUndefined();
      expect(world.lookups).toEqual(['miss', 'miss', 'stale']);
      expect((await send(world.base, '/nl/flaky-unseen', br)).status).toBe(503);
      world.failing = false;
      // Once the backend is back, the page of the new revision is rendered and kept.
      expect(brotliDecompressSync((await send(world.base, '/nl/flaky', br)).raw).toString()).toContain(`render ${world.renders}`);
      expect((await send(world.base, '/nl/flaky', br)).headers.age).toBeDefined();
    }));

  it('…also when the revision cannot be read (the database is gone)', () => {
    let gone = false;
    return withSite({ revision: () => (gone ? Promise.reject(new Error('database gone')) : Promise.resolve(1)) }, async (world) => {
      const first = await send(world.base, '/nl/flaky', br);
      gone = true;
      world.failing = true;
      const stale = await send(world.base, '/nl/flaky', br);
      expect(stale.status).toBe(200);
      expect(stale.raw.equals(first.raw)).toBe(true);
    });
  });

  it('issue 9 item 6: endless distinct URLs keep the cache within its bound', () =>
    withSite({ maxBytes: 256 * 1024 }, async (world) => {
      for (let i = 0; i < 300; i += 1) await send(world.base, `/nl/any/${i}`, br);
      const { entries, bytes } = world.cache.stats();
      expect(bytes).toBeLessThanOrEqual(256 * 1024);
      expect(entries).toBeGreaterThan(5);
      expect(entries).toBeLessThan(300);
      // The most recent pages are still there.
      expect((await send(world.base, '/nl/any/299', br)).headers.age).toBeDefined();
    }));
});
