import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { negotiateEncoding } from './compress-responses';

/**
 * Issue 8 (throughput): the shared page cache. Our HTML is the same for every visitor (it says so to CDNs:
 * `public, s-maxage=…`), so each worker keeps the pages it rendered, as they were sent: compressed, with their
 * headers. A page asked again is answered from memory, with no render and no compression, while
 *  - the data revision it was rendered at is still the database's (`revision`: one tiny query per page request;
 *    every write that can change a page bumps it, whichever process makes it: migration 014), and
 *  - it is younger than `ttlSeconds`, for what depends on the clock alone (agenda slots, notary sale stages); past
 *    that, the first request renders it again and the others meanwhile get the older copy of the same data.
 * Only 200 HTML answers of GET whose Cache-Control is the shared policy and that set no cookie are kept; the cache
 * holds at most `maxBytes` (least recently used pages leave first), so endless distinct URLs cannot grow a worker.
 */
export interface PageCacheOptions {
  /** The data revision a page is rendered at; read before the render (a write during it makes the entry older). */
  readonly revision: () => Promise<number>;
  /** How long a page is served from memory at most; 0 turns the cache off. */
  readonly ttlSeconds: number;
  /** The bound of the cache of one worker, in bytes (the stored bodies, keys and headers). */
  readonly maxBytes: number;
  /** PUBLIC_ORIGIN; unset = the request's scheme and Host (the request guard validated it). */
  readonly publicOrigin?: string | undefined;
  /** Issue 21 item 4 (metrics): told how each page request was answered. */
  readonly onLookup?: (result: 'hit' | 'miss' | 'stale') => void;
}

/**
 * Issue 21 item 5: a page whose render fails (a 5xx: the backend failed or the page's deadline passed) is answered
 * with the copy the cache still holds, whatever its age or revision, up to a day old (RFC 5861 `stale-if-error`).
 */
export const STALE_IF_ERROR_MS = 24 * 3600_000;

interface Entry {
  readonly revision: number;
  /** Date.now() when it was stored, for `Age` (RFC 9111 §5.1). */
  readonly storedAt: number;
  readonly headers: readonly (readonly [string, number | string | readonly string[]])[];
  /** The bytes sent: compressed in the coding of the key. */
  readonly body: Buffer;
}

/** Paths that are never pages: assets, the §7 proxy, ajax routes, React Router's data and manifest requests, root files. */
const NOT_A_PAGE = /^\/(?:assets|api|__manifest)(?:\/|$)|^\/[^/]+\/ajax(?:\/|$)|\.data$|^\/[^/]+\.[a-z0-9]+$/i;
/** The shared HTML policy (create-site-server.ts): public, for shared caches, and nothing that forbids keeping it. */
const SHARED = (cacheControl: string) => /\bpublic\b/i.test(cacheControl) && /\bs-maxage=\d+/i.test(cacheControl) && !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl);
/** Headers of one connection or one moment, never replayed. */
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'age', 'set-cookie', 'x-request-id']);
/** One entry's bookkeeping beside its body and headers (the LRU's node, the key's string). */
const ENTRY_OVERHEAD = 256;

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => Response;
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;

export interface PageCache {
  readonly middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** What the cache holds now (tests, the benchmark). */
  readonly stats: () => { readonly entries: number; readonly bytes: number };
}

export function createPageCache({ revision, ttlSeconds, maxBytes, publicOrigin, onLookup }: PageCacheOptions): PageCache {
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // One page never takes more than an eighth: a huge page would push out everything else.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (entry, key) =>
      entry.body.length + key.length + ENTRY_OVERHEAD + entry.headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0),
  });
  const ttlMs = ttlSeconds * 1000;

  const keyOf = (req: Request) => {
    const origin = publicOrigin ?? `${req.protocol}://${req.get('host') ?? ''}`;
    return `${origin}${req.originalUrl} ${negotiateEncoding(req.headers['accept-encoding'])}`;
  };

  const answer = (req: Request, res: Response, entry: Entry, result: 'hit' | 'stale' = 'hit') => {
    onLookup?.(result);
    for (const [name, value] of entry.headers) res.setHeader(name, value as string | string[]);
    res.setHeader('Age', String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))));
    res.statusCode = 200;
    if (req.method === 'HEAD') res.end();
    else res.end(entry.body);
  };

  /**
   * Pages being rendered, by key, at the revision they were read at: a request for the same page at the same revision
   * waits for that render instead of rendering it too (when an entry expires or a write retires it under load, 50
   * connections would otherwise render the same page at once).
   */
  const rendering = new Map<string, { readonly revision: number; readonly done: Promise<void> }>();

  const serve = (req: Request, res: Response, next: NextFunction, current: number, waited: boolean): void => {
    const key = keyOf(req);
    const hit = cache.get(key);
    const same = hit !== undefined && hit.revision === current;
    if (same && Date.now() - hit.storedAt < ttlMs) return answer(req, res, hit);
    const pending = rendering.get(key);
    if (!waited && pending?.revision === current) {
      // Older than PAGE_CACHE_SECONDS but of the same data: it answers while one request renders it again (RFC 5861's
      // stale-while-revalidate, for what depends on the clock alone). A page of other data is never served.
      if (same) return answer(req, res, hit, 'stale');
      void pending.done.then(() => serve(req, res, next, current, true));
      return;
    }
    onLookup?.('miss');
    if (req.method === 'HEAD') return next();
    if (!pending) {
      let finished = () => {};
      const render = { revision: current, done: new Promise<void>((resolve) => (finished = resolve)) };
      rendering.set(key, render);
      const settle = () => {
        if (rendering.get(key) === render) rendering.delete(key);
        finished();
      };
      res.once('finish', settle);
      res.once('close', settle);
    }
    keep(req, res, key, current);
    next();
  };

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_A_PAGE.test(req.path)) return next();
    revision().then(
      (current) => serve(req, res, next, current, false),
      // The database did not answer: the page is rendered (and tells of the failure itself), nothing is kept; if
      // that render fails, the copy kept before answers.
      () => {
        onLookup?.('miss');
        if (req.method === 'GET') keep(req, res, keyOf(req), Number.NaN);
        next();
      },
    );
  };

  /** Keeps the answer to this request, if it is a shared page, as compress-responses.ts sends it: whole, in one end. */
  const keep = (req: Request, res: Response, key: string, at: number) => {
    const end = res.end as unknown as End;
    const write = res.write as unknown as Write;
    let streamed = false;
    res.write = function (this: Response, ...args: Parameters<Write>) {
      streamed = true;
      return write.apply(this, args);
    } as unknown as Response['write'];
    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      const old = this.statusCode >= 500 ? cache.peek(key) : undefined;
      if (old && Date.now() - old.storedAt <= STALE_IF_ERROR_MS && !streamed) {
        // The render failed: the headers it set give way to those of the copy (its request id and connection stay).
        for (const name of this.getHeaderNames()) if (name !== 'x-request-id' && name !== 'connection') this.removeHeader(name);
        onLookup?.('stale');
        for (const [name, value] of old.headers) this.setHeader(name, value as string | string[]);
        this.setHeader('Age', String(Math.max(0, Math.floor((Date.now() - old.storedAt) / 1000))));
        this.statusCode = 200;
        return end.call(this, old.body, undefined, typeof encoding === 'function' ? encoding : callback);
      }
      const result = end.call(this, chunk, encoding, callback);
      // Headers are final now: the default Cache-Control is set as they are written (create-site-server.ts).
      if (!streamed && Buffer.isBuffer(chunk) && shared(res) && !Number.isNaN(at)) {
        const headers = Object.entries(res.getHeaders()).filter(
          (header): header is [string, number | string | string[]] => header[1] !== undefined && !NOT_STORED.has(header[0]),
        );
        cache.set(key, { revision: at, storedAt: Date.now(), headers, body: chunk });
      }
      return result;
    } as unknown as Response['end'];
  };

  const shared = (res: Response) =>
    res.statusCode === 200 &&
    /^text\/html\b/i.test(String(res.getHeader('Content-Type') ?? '')) &&
    SHARED(String(res.getHeader('Cache-Control') ?? '')) &&
    !res.hasHeader('Set-Cookie') &&
    // A page that varies on anything but the coding (the key has it) is not the same for every visitor.
    String(res.getHeader('Vary') ?? '')
      .split(',')
      .every((name) => name.trim() === '' || name.trim().toLowerCase() === 'accept-encoding');

  return { middleware, stats: () => ({ entries: cache.size, bytes: cache.calculatedSize }) };
}
