import type { NextFunction, Request, Response } from 'express';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Issue 8 (throughput): how hard the site compresses what it renders. Measured on the 155 KB list page
 * (test/bench/bench-web.ts, this 2-core machine): brotli at quality 4 (the `compression` package's default) cost
 * ≈ 6 ms a page, gzip at level 6 ≈ 3–4 ms, and that package also flushed the compressor after every chunk React
 * Router wrote. Brotli 2 and gzip 4 keep the size within 5–10 % of those at a third to a half of the CPU.
 */
export const BROTLI_QUALITY = 2;
export const GZIP_LEVEL = 4;
/** Bodies smaller than this are sent as they are: the headers would outweigh the gain. */
export const COMPRESS_THRESHOLD = 1024;

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

type Coding = 'br' | 'gzip' | 'identity';

/** The coding to answer `Accept-Encoding` with: brotli, else gzip, by the client's q-values (RFC 9110 §12.5.3). */
export function negotiateEncoding(header: string | undefined): Coding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const weight = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

function compress(body: Buffer, coding: Exclude<Coding, 'identity'>): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

type Write = (chunk: unknown, encoding?: BufferEncoding | ((error?: Error | null) => void), callback?: (error?: Error | null) => void) => boolean;
type End = (chunk?: unknown, encoding?: BufferEncoding | (() => void), callback?: () => void) => Response;

const toBuffer = (chunk: unknown, encoding: unknown): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);

/**
 * Compresses each compressible response ONCE, whole: the body is collected as the handler writes it (a page is
 * rendered completely before it is sent, entry.server.tsx) and compressed in one synchronous call when it ends,
 * with a Content-Length. Answers that are already encoded (precompressed assets), not compressible (photos),
 * `no-transform`, event streams or whose headers were flushed early go through untouched.
 */
export function compressResponses() {
  return (req: Request, res: Response, next: NextFunction) => {
    const coding = negotiateEncoding(req.headers['accept-encoding']);
    const write = res.write as unknown as Write;
    const end = res.end as unknown as End;
    const writeHead = res.writeHead;
    const flushHeaders = res.flushHeaders;
    let mode: 'undecided' | 'collect' | 'pass' = 'undecided';
    let finishing = false;
    const chunks: Buffer[] = [];

    /** Whether this response is collected and compressed; decided once, from its headers, at its first byte. */
    const decide = () => {
      if (mode !== 'undecided') return mode;
      const type = String(res.getHeader('Content-Type') ?? '');
      const compressible = COMPRESSIBLE.test(type) && !/^text\/event-stream/i.test(type);
      if (compressible) res.vary('Accept-Encoding');
      mode =
        compressible &&
        req.method !== 'HEAD' &&
        res.statusCode !== 204 &&
        res.statusCode !== 304 &&
        !res.getHeader('Content-Encoding') &&
        !/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))
          ? 'collect'
          : 'pass';
      return mode;
    };

    // A handler that calls writeHead itself: its status and headers are kept and sent with the compressed body.
    res.writeHead = function (this: Response, status: number, ...rest: unknown[]) {
      if (finishing || mode === 'pass') return (writeHead as (...args: unknown[]) => Response).call(this, status, ...rest);
      this.statusCode = status;
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
      if (typeof rest[0] === 'string') this.statusMessage = rest[0];
      if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(String(headers[i]), headers[i + 1] as string);
      else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value as string);
      // The status and headers given here (a 304, an encoding, the type) decide, unless a body is already collected.
      if (chunks.length === 0) mode = 'undecided';
      if (decide() === 'pass') return (writeHead as (...args: unknown[]) => Response).call(this, this.statusCode);
      return this;
    } as Response['writeHead'];

    res.flushHeaders = function (this: Response) {
      if (mode === 'undecided') mode = 'pass';
      return flushHeaders.call(this);
    };

    res.write = function (this: Response, chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (decide() === 'pass') return write.call(this, chunk, encoding as BufferEncoding, callback as () => void);
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    } as Response['write'];

    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
      else if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
      if (decide() === 'pass') return end.call(this, chunk, encoding as BufferEncoding, callback as () => void);
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      chunks.length = 0;
      finishing = true;
      if (coding === 'identity' || body.length < COMPRESS_THRESHOLD) {
        this.setHeader('Content-Length', body.length);
        return end.call(this, body, undefined, callback as () => void);
      }
      const encoded = compress(body, coding);
      this.setHeader('Content-Encoding', coding);
      this.setHeader('Content-Length', encoded.length);
      return end.call(this, encoded, undefined, callback as () => void);
    } as Response['end'];

    // The response has begun once its first byte is written, even while the body is collected (the page deadline
    // and the error handler must not start another answer).
    Object.defineProperty(res, 'headersSent', {
      configurable: true,
      get(this: Response & { _header?: unknown }) {
        return Boolean(this._header) || chunks.length > 0;
      },
    });
    next();
  };
}
