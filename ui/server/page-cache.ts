import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { askedPageUrl, canonicalPageUrl } from './canonical-page-url';
import { negotiateEncoding } from './compress-responses';
import type { SharedPage, SharedPageStore } from './shared-page-store';

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
 *
 * Issue 23 item 3: entries are keyed by the page's canonical address (canonical-page-url.ts): every spelling of a page
 * (parameter order, tracking tags, parameters it never reads) is answered from the entry of its canonical spelling,
 * which only a request in that spelling stores (another spelling is rendered as asked: a redirect keeps its tags).
 * React Router's data requests (`/nl/aanbod.data`, client navigation) are kept by the same rules. Every answer kept
 * carries a strong `ETag` (a hash of the bytes sent, so each content coding has its own: Vary Accept-Encoding), and a
 * GET or HEAD whose `If-None-Match` names it is answered `304 Not Modified`, from the cache or after a render that
 * gave the same bytes.
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
  readonly onLookup?: (result: PageCacheResult) => void;
  /**
   * Issue 23 item 3: the pages every worker rendered (the cluster's primary holds them): asked before a render, given
   * each page kept. Unset: this process's own pages only.
   */
  readonly shared?: SharedPageStore | undefined;
}

/** How a page request was answered: from this worker's memory, rendered, an older copy, another worker's render. */
export type PageCacheResult = 'hit' | 'miss' | 'stale' | 'shared';

/**
 * Issue 21 item 5: a page whose render fails (a 5xx: the backend failed or the page's deadline passed) is answered
 * with the copy the cache still holds, whatever its age or revision, up to a day old (RFC 5861 `stale-if-error`).
 */
export const STALE_IF_ERROR_MS = 24 * 3600_000;

/**
 * A page kept: its data revision, when it was rendered (Date.now(), for `Age`, RFC 9111 §5.1), its headers, the bytes
 * sent (compressed in the coding of the key) and their strong validator (also among the headers).
 */
type Entry = SharedPage;

/** Paths that are never pages: assets, the §7 proxy, ajax routes, React Router's manifest requests, root files. */
const NOT_A_PAGE = /^\/(?:assets|api|__manifest)(?:\/|$)|^\/[^/]+\/ajax(?:\/|$)|^\/[^/]+\.(?!data$)[a-z0-9]+$/i;
/** React Router's data request for a page (single fetch): `text/x-script`, kept as its page is. */
const DATA_REQUEST = /\.data$/;
/** The shared policy (page-cache-policy.ts): public, for shared caches, and nothing that forbids keeping it. */
const SHARED = (cacheControl: string) => /\bpublic\b/i.test(cacheControl) && /\bs-maxage=\d+/i.test(cacheControl) && !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl);
/** Headers of one connection or one moment, never replayed. */
const NOT_STORED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'age', 'set-cookie', 'x-request-id']);
/** One entry's bookkeeping beside its body and headers (the LRU's node, the key's string). */
const ENTRY_OVERHEAD = 256;
/** The bound of the canonical addresses remembered (however long the addresses hostile traffic invents). */
const ADDRESSES_BYTES = 1024 * 1024;

type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => Response;
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type WriteHead = (...args: unknown[]) => Response;

/** Headers that describe a body: a 304 sends none of them (RFC 9110 §15.4.5). */
const BODY_HEADERS: ReadonlySet<string> = new Set(['content-length', 'content-encoding', 'content-type']);

/** A strong validator of the bytes sent (each content coding has other bytes, so its own validator). */
const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** RFC 9110 §13.1.2: whether `If-None-Match` names this entity tag (weak comparison; `*` names any). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

const ageOf = (entry: Entry) => String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000)));

/** Where a request's answer lives in the cache: its canonical key, and whether it is asked in that spelling. */
interface Lookup {
  readonly key: string;
  readonly canonical: boolean;
}

export interface PageCache {
  readonly middleware: (req: Request, res: Response, next: NextFunction) => void;
  /** What the cache holds now (tests, the benchmark). */
  readonly stats: () => { readonly entries: number; readonly bytes: number };
}

export function createPageCache({ revision, ttlSeconds, maxBytes, publicOrigin, onLookup, shared }: PageCacheOptions): PageCache {
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    // One page never takes more than an eighth: a huge page would push out everything else.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (entry, key) =>
      entry.body.length + key.length + ENTRY_OVERHEAD + entry.headers.reduce((sum, [name, value]) => sum + name.length + String(value).length, 0),
  });
  const ttlMs = ttlSeconds * 1000;

  /** The canonical address of each address asked lately, and whether it is that spelling (a hit reads it again). */
  const addresses = new LRUCache<string, { readonly canonical: string; readonly asked: boolean }>({
    maxSize: ADDRESSES_BYTES,
    sizeCalculation: (address, asked) => 2 * (asked.length + address.canonical.length) + ENTRY_OVERHEAD,
  });
  const lookupOf = (req: Request): Lookup => {
    const origin = publicOrigin ?? `${req.protocol}://${req.get('host') ?? ''}`;
    let address = addresses.get(req.originalUrl);
    if (!address) {
      const at = req.originalUrl.indexOf('?');
      const search = at < 0 ? '' : req.originalUrl.slice(at);
      const canonical = canonicalPageUrl(req.path, search);
      address = { canonical, asked: canonical === askedPageUrl(req.path, search) };
      addresses.set(req.originalUrl, address);
    }
    return { key: `${origin}${address.canonical} ${negotiateEncoding(req.headers['accept-encoding'])}`, canonical: address.asked };
  };

  const answer = (req: Request, res: Response, entry: Entry, result: PageCacheResult = 'hit') => {
    onLookup?.(result);
    const notModified = noneMatch(req.headers['if-none-match'], entry.etag);
    for (const [name, value] of entry.headers) if (!notModified || !BODY_HEADERS.has(name)) res.setHeader(name, value as string | string[]);
    res.setHeader('Age', ageOf(entry));
    res.statusCode = notModified ? 304 : 200;
    if (notModified || req.method === 'HEAD') res.end();
    else res.end(entry.body);
  };

  /**
   * Pages being rendered, by key, at the revision they were read at: a request for the same page at the same revision
   * waits for that render instead of rendering it too (when an entry expires or a write retires it under load, 50
   * connections would otherwise render the same page at once).
   */
  const rendering = new Map<string, { readonly revision: number; readonly done: Promise<void> }>();

  const serve = (req: Request, res: Response, next: NextFunction, page: Lookup, current: number, waited: boolean): void => {
    const { key } = page;
    const hit = cache.get(key);
    const same = hit !== undefined && hit.revision === current;
    if (same && Date.now() - hit.storedAt < ttlMs) return answer(req, res, hit);
    const pending = rendering.get(key);
    if (!waited && pending?.revision === current) {
      // Older than PAGE_CACHE_SECONDS but of the same data: it answers while one request renders it again (RFC 5861's
      // stale-while-revalidate, for what depends on the clock alone). A page of other data is never served.
      if (same) return answer(req, res, hit, 'stale');
      void pending.done.then(() => serve(req, res, next, page, current, true));
      return;
    }
    // Only the canonical spelling renders what the entry holds; another is rendered as asked and not kept.
    if (page.canonical && !pending) {
      let finished = () => {};
      const inFlight = { revision: current, done: new Promise<void>((resolve) => (finished = resolve)) };
      rendering.set(key, inFlight);
      const settle = () => {
        if (rendering.get(key) === inFlight) rendering.delete(key);
        finished();
      };
      res.once('finish', settle);
      res.once('close', settle);
    }
    const at = page.canonical ? current : Number.NaN;
    if (!shared) return render(req, res, next, key, at);
    // Another worker may have rendered it: its copy answers (and stays here); while another renders it, this one's older
    // copy of the same data answers; else this worker renders it.
    void shared.get(key, current, Date.now() - ttlMs, page.canonical).then((copy) => {
      if (copy === 'rendering' && same) return answer(req, res, hit, 'stale');
      if (copy === undefined || copy === 'rendering' || Date.now() - copy.storedAt >= ttlMs) return render(req, res, next, key, at);
      cache.set(key, copy);
      answer(req, res, copy, 'shared');
    });
  };

  const render = (req: Request, res: Response, next: NextFunction, key: string, at: number) => {
    onLookup?.('miss');
    keep(req, res, key, at);
    next();
  };

  /**
   * The revision read for the page requests that arrived in this turn of the event loop: one read, issued after the
   * last of them arrived (so none is answered from a read older than itself: a write it saw committed is seen).
   */
  let nextRead: Promise<number> | undefined;
  const readRevision = () =>
    (nextRead ??= new Promise<number>((resolve, reject) =>
      setImmediate(() => {
        nextRead = undefined;
        Promise.resolve().then(revision).then(resolve, reject);
      }),
    ));

  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_A_PAGE.test(req.path)) return next();
    const page = lookupOf(req);
    readRevision().then(
      (current) => serve(req, res, next, page, current, false),
      // The database did not answer: the page is rendered (and tells of the failure itself), nothing is kept; if
      // that render fails, the copy kept before answers.
      () => render(req, res, next, page.key, Number.NaN),
    );
  };

  /**
   * Gives the answer to this request, if it is a shared page, its ETag (a 304 when the request names it) and keeps it
   * at revision `at` (NaN: keeps nothing), as compress-responses.ts sends it: whole, in one end. A HEAD is rendered as
   * the GET it stands for (node sends no body for a HEAD): the same headers, and a body to hash and keep.
   */
  const keep = (req: Request, res: Response, key: string, at: number) => {
    const head = req.method === 'HEAD';
    if (head) req.method = 'GET';
    const end = res.end as unknown as End;
    const write = res.write as unknown as Write;
    const writeHead = res.writeHead as unknown as WriteHead;
    let streamed = false;
    /** The whole body, once it is sent in one end. */
    let body: Buffer | undefined;
    /** The headers and ETag of a shared answer, as its headers go out. */
    let kept: Pick<Entry, 'headers' | 'etag'> | undefined;
    res.write = function (this: Response, ...args: Parameters<Write>) {
      streamed = true;
      return write.apply(this, args);
    } as unknown as Response['write'];
    // Called as the headers go out, once the site's default Cache-Control is set (page-cache-policy.ts).
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
      if (body && !streamed && status === 200 && isShared(req, this)) {
        const etag = etagOf(body);
        this.setHeader('ETag', etag);
        const headers = Object.entries(this.getHeaders()).filter(
          (header): header is [string, number | string | string[]] => header[1] !== undefined && !NOT_STORED.has(header[0]),
        );
        kept = { headers, etag };
        if (noneMatch(req.headers['if-none-match'], etag)) {
          this.statusCode = 304;
          args.splice(0, typeof args[1] === 'string' ? 2 : 1, 304);
          for (const name of BODY_HEADERS) this.removeHeader(name);
        }
      }
      return writeHead.apply(this, args);
    } as unknown as Response['writeHead'];
    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (head) req.method = 'HEAD';
      const old = this.statusCode >= 500 ? cache.peek(key) : undefined;
      if (old && Date.now() - old.storedAt <= STALE_IF_ERROR_MS && !streamed) {
        // The render failed: the headers it set give way to those of the copy (its request id and connection stay).
        for (const name of this.getHeaderNames()) if (name !== 'x-request-id' && name !== 'connection') this.removeHeader(name);
        onLookup?.('stale');
        for (const [name, value] of old.headers) this.setHeader(name, value as string | string[]);
        this.setHeader('Age', ageOf(old));
        this.statusCode = 200;
        return end.call(this, old.body, undefined, typeof encoding === 'function' ? encoding : callback);
      }
      if (!streamed && Buffer.isBuffer(chunk)) body = chunk;
      const result = end.call(this, chunk, encoding, callback);
      if (kept && body && !Number.isNaN(at)) {
        const entry = { revision: at, storedAt: Date.now(), ...kept, body };
        cache.set(key, entry);
        shared?.set(key, entry);
      }
      return result;
    } as unknown as Response['end'];
  };

  const isShared = (req: Request, res: Response) =>
    (DATA_REQUEST.test(req.path) ? /^text\/x-script\b/i : /^text\/html\b/i).test(String(res.getHeader('Content-Type') ?? '')) &&
    SHARED(String(res.getHeader('Cache-Control') ?? '')) &&
    !res.hasHeader('Set-Cookie') &&
    // A page that varies on anything but the coding (the key has it) is not the same for every visitor.
    String(res.getHeader('Vary') ?? '')
      .split(',')
      .every((name) => name.trim() === '' || name.trim().toLowerCase() === 'accept-encoding');

  return { middleware, stats: () => ({ entries: cache.size, bytes: cache.calculatedSize }) };
}
