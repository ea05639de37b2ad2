/** @jest-environment node */
import express, { type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { compressResponses } from '../../../ui/server/compress-responses';
import { canonicalPageUrl } from '../../../ui/server/canonical-page-url';
import { createPageCache, type PageCache, type PageCacheOptions } from '../../../ui/server/page-cache';
import { PERSONAL_CACHE, SHARED_CACHE, pageCachePolicy } from '../../../ui/server/page-cache-policy';
import { holdSharedPages, primaryPageStore, type SharedPageStore } from '../../../ui/server/shared-page-store';

// Issue 8 (throughput): the shared page cache in front of compression, over real HTTP. The site's own pages,
// its writes and the personal routes are covered on the built site (test/e2e/page-cache.test.ts). Issue 23 item 3:
// canonical keys, data requests, ETag and 304, and the site's Cache-Control policy (page-cache-policy.ts), in front of
// stand-in pages as the site orders them (cache, compression, policy, pages).

const SHARED = SHARED_CACHE;

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

/** PAGE_CACHE_SECONDS where a test waits for it to pass: short, yet far above the few ms between two of its requests. */
const TTL_SECONDS = 0.4;
const pastTtl = () => new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 50));

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
  // The site's pages are written by React Router, never res.send: no ETag (nor freshness check) of Express's own.
  app.set('etag', false);
  app.use(world.cache.middleware);
  app.use(compressResponses());
  // Issue 23 item 3: pages that choose no Cache-Control get the site's policy (the paths below them choose their own).
  app.use(pageCachePolicy());
  // A page the same at every render (a render that gives the bytes a client already has), and its data request.
  app.get('/nl/contact', (_req, res) => {
    world.renders += 1;
    res.type('html').send(page(0));
  });
  app.get(['/nl/aanbod.data', '/nl.data'], (req, res) => {
    world.renders += 1;
    res.type('text/x-script').send(`[{"routes/list":{"data":{"render":${world.renders},"query":${JSON.stringify(req.originalUrl)}}}}]${' '.repeat(2000)}`);
  });
  // Issue 8: a subscription's edit page (a personal route), its data request, and a page that sets a cookie.
  app.get(['/nl/hou-me-op-de-hoogte/:token', '/nl/hou-me-op-de-hoogte/:token.data'], (_req, res) => {
    world.renders += 1;
    res.type(_req.path.endsWith('.data') ? 'text/x-script' : 'html').end(page(world.renders));
  });
  app.get('/nl/gebruiksvoorwaarden', (_req, res) => {
    world.renders += 1;
    res.cookie('seen', '1');
    res.type('html').end(page(world.renders));
  });
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
    res.setHeader('Cache-Control', 'max-age=60');
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
    withSite({ ttlSeconds: TTL_SECONDS }, async (world) => {
      await send(world.base, '/nl/aanbod', br);
      await pastTtl();
      expect((await send(world.base, '/nl/aanbod', br)).headers.age).toBeUndefined();
      expect(world.renders).toBe(2);
    }));

  it('past PAGE_CACHE_SECONDS, while one request renders the page again, the others get the older copy of the same data', () =>
    withSite({ ttlSeconds: TTL_SECONDS }, async (world) => {
      await send(world.base, '/nl/slow', br);
      await pastTtl();
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

  it('HEAD is answered from a GET\'s entry, without a body; issue 23 item 3: a HEAD that misses renders the GET it stands for and keeps it', () =>
    withSite({}, async (world) => {
      const head = await send(world.base, '/nl/aanbod', br, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.raw.length).toBe(0);
      const get = await send(world.base, '/nl/aanbod', br);
      expect(get.headers.age).toBeDefined();
      expect(head.headers['content-length']).toBe(String(get.raw.length));
      expect(head.headers.etag).toBe(get.headers.etag);
      const again = await send(world.base, '/nl/aanbod', br, 'HEAD');
      expect(again.status).toBe(200);
      expect(again.headers.age).toBeDefined();
      expect(again.headers['content-length']).toBe(String(get.raw.length));
      expect(again.raw.length).toBe(0);
      expect(world.renders).toBe(1);
    }));

  it.each([
    ['a private page', '/nl/private'],
    ['a page without the shared policy (a browser\'s max-age alone)', '/nl/no-policy'],
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

const unbrotli = (raw: Buffer) => brotliDecompressSync(raw).toString();

describe('issue 23 item 3: a cache that a site and a CDN can lean on', () => {
  it('the canonical address: parameter order, tracking tags and parameters a page never reads make no new key', () => {
    // The list: its state in the domain's canonical form (order, aliases, the default sort, values it cannot read).
    const list = canonicalPageUrl('/nl/aanbod', '?city=9&type=2&city=5&trans=kopen');
    expect(list).toBe('/nl/aanbod?trans=kopen&city=5&city=9&type=2');
    for (const spelling of ['?type=2&city=5&city=9&status=1', '?trans=kopen&city=5&city=9&type=2&sortType=date&sortOrder=DESC&bedrooms=many']) {
      expect(canonicalPageUrl('/nl/aanbod', spelling)).toBe(list);
    }
    // What the page reads stays: another filter, the pages shown, a typed city; and the parameters it carries along
    // (its filter form keeps them as hidden fields, in their order: they are part of its HTML).
    expect(canonicalPageUrl('/nl/aanbod', '?view=map&trans=kopen&pages=2&utm_source=mail&city-name=Gent')).toBe(
      '/nl/aanbod?trans=kopen&city-name=Gent&pages=2&view=map&utm_source=mail',
    );
    expect(canonicalPageUrl('/nl/aanbod', '?trans=huren')).not.toBe(canonicalPageUrl('/nl/aanbod', '?trans=kopen'));
    // A detail page keeps its purchase cost, unit sort and viewing day; the home page nothing.
    expect(canonicalPageUrl('/nl/aanbod/12/villa-gent', '?utm_campaign=x&loan=200000&situation=other&day=2026-12-01&units=price')).toBe(
      '/nl/aanbod/12/villa-gent?day=2026-12-01&loan=200000&situation=other&units=price',
    );
    expect(canonicalPageUrl('/nl', '?gclid=1&ref=x')).toBe('/nl');
    expect(canonicalPageUrl('/nl/contact', '?utm_source=mail&fbclid=abc')).toBe('/nl/contact');
    // A data request: the page's own canonical query, then the loaders it asks for.
    expect(canonicalPageUrl('/nl/aanbod.data', '?city=5&trans=kopen&_routes=routes%2Flist')).toBe('/nl/aanbod.data?trans=kopen&city=5&_routes=routes%2Flist');
    expect(canonicalPageUrl('/nl/contact.data', '?utm_source=x&_routes=root')).toBe('/nl/contact.data?_routes=root');
    // A path that is no page of ours keeps every parameter, sorted.
    expect(canonicalPageUrl('/nl/onbekend', '?b=2&a=1')).toBe('/nl/onbekend?a=1&b=2');
  });

  it('every spelling of a page is answered from the entry of its canonical spelling; another spelling that misses is rendered as asked and not kept', () =>
    withSite({}, async (world) => {
      const odd = await send(world.base, '/nl/aanbod?type=2&trans=kopen', br);
      expect(odd.headers.age).toBeUndefined();
      const canonical = await send(world.base, '/nl/aanbod?trans=kopen&type=2', br);
      expect(canonical.headers.age).toBeUndefined();
      const contact = await send(world.base, '/nl/contact', br);
      expect(world.renders).toBe(3);
      for (const spelling of ['?type=2&trans=kopen', '?status=1&type=2', '?type=2&sortOrder=DESC&trans=kopen&sortType=date']) {
        const answer = await send(world.base, `/nl/aanbod${spelling}`, br);
        expect(answer.headers.age).toMatch(/^\d+$/);
        expect(answer.raw.equals(canonical.raw)).toBe(true);
      }
      for (const spelling of ['?utm_source=mail&fbclid=IwAR0', '?gclid=x&ref=y']) {
        const answer = await send(world.base, `/nl/contact${spelling}`, br);
        expect(answer.headers.age).toMatch(/^\d+$/);
        expect(answer.raw.equals(contact.raw)).toBe(true);
      }
      expect(world.renders).toBe(3);
    }));

  it('React Router\'s data requests (.data, client navigation) are kept by the same rules, apart from their pages, with the shared Cache-Control', () =>
    withSite({}, async (world) => {
      const first = await send(world.base, '/nl/aanbod.data?trans=kopen&_routes=routes%2Flist', br);
      expect(first.headers['cache-control']).toBe(SHARED);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      const again = await send(world.base, '/nl/aanbod.data?sortOrder=DESC&sortType=date&trans=kopen&_routes=routes%2Flist', br);
      expect(again.headers.age).toMatch(/^\d+$/);
      expect(again.raw.equals(first.raw)).toBe(true);
      expect(again.headers['content-type']).toMatch(/^text\/x-script/);
      // Other loaders asked, the page itself, the home page's data: each its own entry.
      await send(world.base, '/nl/aanbod.data?trans=kopen&_routes=root%2Croutes%2Flist', br);
      await send(world.base, '/nl/aanbod?trans=kopen', br);
      await send(world.base, '/nl.data', br);
      expect((await send(world.base, '/nl.data', br)).headers.age).toBeDefined();
      expect(world.renders).toBe(4);
    }));

  it('ETag: a GET or HEAD that names the ETag of the entry is answered 304 with no body, its validators and Cache-Control', () =>
    withSite({}, async (world) => {
      const first = await send(world.base, '/nl/aanbod', br);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      for (const method of ['GET', 'HEAD']) {
        for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
          const answer = await send(world.base, '/nl/aanbod?sortType=date&sortOrder=DESC', { ...br, 'if-none-match': ifNoneMatch }, method);
          expect(answer.status).toBe(304);
          expect(answer.raw.length).toBe(0);
          expect(answer.headers.etag).toBe(etag);
          expect(answer.headers['cache-control']).toBe(SHARED);
          expect(answer.headers.vary).toMatch(/accept-encoding/i);
          expect(answer.headers.age).toMatch(/^\d+$/);
          expect(answer.headers['content-length']).toBeUndefined();
          expect(answer.headers['content-encoding']).toBeUndefined();
        }
      }
      const changed = await send(world.base, '/nl/aanbod', { ...br, 'if-none-match': '"other"' });
      expect(changed.status).toBe(200);
      expect(changed.raw.equals(first.raw)).toBe(true);
      expect(world.renders).toBe(1);
    }));

  it('ETag: each content coding is its own strong validator (Vary: Accept-Encoding); one coding\'s ETag does not validate another', () =>
    withSite({}, async (world) => {
      const brotli = await send(world.base, '/nl/aanbod', br);
      const gzip = await send(world.base, '/nl/aanbod', { 'accept-encoding': 'gzip' });
      expect(gzip.headers.etag).not.toBe(brotli.headers.etag);
      expect((await send(world.base, '/nl/aanbod', { 'accept-encoding': 'gzip', 'if-none-match': brotli.headers.etag as string })).status).toBe(200);
      expect((await send(world.base, '/nl/aanbod', { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.etag as string })).status).toBe(304);
    }));

  it('ETag: on a miss (a write elsewhere), a render that gives the bytes the client has is answered 304, and kept', () =>
    withSite({}, async (world) => {
      const first = await send(world.base, '/nl/contact', br);
      world.revision += 1;
      const revalidated = await send(world.base, '/nl/contact', { ...br, 'if-none-match': first.headers.etag as string });
      expect(world.renders).toBe(2);
      expect(revalidated.status).toBe(304);
      expect(revalidated.raw.length).toBe(0);
      expect(revalidated.headers.age).toBeUndefined();
      expect(revalidated.headers.etag).toBe(first.headers.etag);
      expect(revalidated.headers['cache-control']).toBe(SHARED);
      expect(revalidated.headers['content-length']).toBeUndefined();
      const after = await send(world.base, '/nl/contact', br);
      expect(after.headers.age).toBeDefined();
      expect(after.raw.equals(first.raw)).toBe(true);
      // A HEAD that misses, too.
      world.revision += 1;
      expect((await send(world.base, '/nl/contact', { ...br, 'if-none-match': first.headers.etag as string }, 'HEAD')).status).toBe(304);
      expect(world.renders).toBe(3);
    }));

  it('ETag: on a miss whose render changed, the whole new page with its new ETag', () =>
    withSite({}, async (world) => {
      const first = await send(world.base, '/nl/aanbod', br);
      world.revision += 1;
      const after = await send(world.base, '/nl/aanbod', { ...br, 'if-none-match': first.headers.etag as string });
      expect(after.status).toBe(200);
      expect(unbrotli(after.raw)).toContain('render 2');
      expect(after.headers.etag).not.toBe(first.headers.etag);
    }));

  it.each([
    ['a personal page', '/nl/hou-me-op-de-hoogte/secret-token'],
    ['a personal page\'s data request', '/nl/hou-me-op-de-hoogte/secret-token.data'],
    ['an answer that sets a cookie', '/nl/gebruiksvoorwaarden'],
  ])('%s is private, no-store: no ETag, never kept, never 304', (_title, path) =>
    withSite({}, async (world) => {
      const first = await send(world.base, path, br);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe(PERSONAL_CACHE);
      expect(first.headers.etag).toBeUndefined();
      const second = await send(world.base, path, { ...br, 'if-none-match': '*' });
      expect(second.status).toBe(200);
      expect(second.headers.age).toBeUndefined();
      expect(world.renders).toBe(2);
    }));
});

/**
 * A cluster's primary and `count` workers' channels to it, in this process: each message is copied as V8's
 * serialization copies it (structuredClone: a Buffer arrives as a Uint8Array).
 */
function clusterOf(count: number, maxBytes = 8 * 1024 * 1024): SharedPageStore[] {
  const hold = holdSharedPages(maxBytes);
  return Array.from({ length: count }, () => {
    const toWorker = new EventEmitter();
    const worker = new EventEmitter() as EventEmitter & { send: (message: unknown) => boolean; isConnected: () => boolean };
    worker.send = (message) => {
      const copy = structuredClone(message);
      setImmediate(() => toWorker.emit('message', copy));
      return true;
    };
    worker.isConnected = () => true;
    hold(worker as unknown as Worker);
    return primaryPageStore({
      send: (message) => {
        const copy = structuredClone(message);
        setImmediate(() => worker.emit('message', copy));
        return true;
      },
      on: (event, listener) => toWorker.on(event, listener),
    });
  });
}

/** The workers of a cluster share one port, so one origin in their keys (here two servers: PUBLIC_ORIGIN). */
const ORIGIN = 'https://immo.test';

describe('issue 23 item 3: one rendered copy for all the workers (the primary holds it)', () => {
  it('a page one worker rendered answers another without a render: the same bytes, ETag and Age of its render', () => {
    const [first, second] = clusterOf(2);
    return withSite({ shared: first, publicOrigin: ORIGIN }, (a) =>
      withSite({ shared: second, publicOrigin: ORIGIN }, async (b) => {
        const rendered = await send(a.base, '/nl/aanbod?trans=kopen', br);
        const copy = await send(b.base, '/nl/aanbod?status=1', br);
        expect([a.renders, b.renders]).toEqual([1, 0]);
        expect(b.lookups).toEqual(['shared']);
        expect(copy.raw.equals(rendered.raw)).toBe(true);
        expect(copy.headers.etag).toBe(rendered.headers.etag);
        expect(copy.headers.age).toMatch(/^\d+$/);
        // Kept by the second worker too: its next answer asks no one.
        expect((await send(b.base, '/nl/aanbod?trans=kopen', { ...br, 'if-none-match': rendered.headers.etag as string })).status).toBe(304);
        expect(b.lookups).toEqual(['shared', 'hit']);
        // Another coding is another page.
        await send(b.base, '/nl/aanbod?trans=kopen', { 'accept-encoding': 'gzip' });
        expect(b.renders).toBe(1);
      }),
    );
  });

  it('a copy of an older data revision, or older than PAGE_CACHE_SECONDS, is no answer: the worker renders', () => {
    const [first, second] = clusterOf(2);
    return withSite({ shared: first, ttlSeconds: TTL_SECONDS, publicOrigin: ORIGIN }, (a) =>
      withSite({ shared: second, ttlSeconds: TTL_SECONDS, publicOrigin: ORIGIN }, async (b) => {
        await send(a.base, '/nl/contact', br);
        a.revision = b.revision = 2;
        await send(b.base, '/nl/contact', br);
        expect([a.renders, b.renders]).toEqual([1, 1]);
        // The second worker's render of revision 2 is the primary's copy now.
        await send(a.base, '/nl/contact', br);
        expect(a.lookups).toEqual(['miss', 'shared']);
        expect(a.renders).toBe(1);
        await pastTtl();
        await send(b.base, '/nl/aanbod', br);
        await pastTtl();
        await send(a.base, '/nl/aanbod', br);
        expect(a.renders).toBe(2);
      }),
    );
  });

  it('when a page\'s time is up in every worker, one renders it again while the others answer their older copy of the same data', () => {
    const [first, second] = clusterOf(2);
    return withSite({ shared: first, ttlSeconds: TTL_SECONDS, publicOrigin: ORIGIN }, (a) =>
      withSite({ shared: second, ttlSeconds: TTL_SECONDS, publicOrigin: ORIGIN }, async (b) => {
        await send(a.base, '/nl/slow', br);
        await send(b.base, '/nl/slow', br);
        await pastTtl();
        const again = send(a.base, '/nl/slow', br);
        await new Promise((resolve) => setTimeout(resolve, 30));
        const meanwhile = await send(b.base, '/nl/slow', br);
        expect(unbrotli((await again).raw)).toContain('render 2');
        expect(unbrotli(meanwhile.raw)).toContain('render 1');
        expect([a.renders, b.renders]).toEqual([2, 0]);
        expect(b.lookups).toEqual(['shared', 'stale']);
        // Given, the new render answers the other worker too.
        expect(unbrotli((await send(b.base, '/nl/slow', br)).raw)).toContain('render 2');
        expect(b.renders).toBe(0);
      }),
    );
  });

  it('a primary that does not answer: the worker renders (after a short wait)', async () => {
    const silent = primaryPageStore({ send: () => true, on: () => undefined });
    await withSite({ shared: silent }, async (world) => {
      expect((await send(world.base, '/nl/aanbod', br)).status).toBe(200);
      expect(world.renders).toBe(1);
    });
  });
});
