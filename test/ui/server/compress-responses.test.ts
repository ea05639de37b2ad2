/** @jest-environment node */
import express, { type Express } from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESS_THRESHOLD, compressResponses, negotiateEncoding } from '../../../ui/server/compress-responses';
import { precompressedAssets } from '../../../ui/server/precompressed-assets';

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, still encoded. */
  readonly raw: Buffer;
}

/** A GET (or HEAD) through node:http, which leaves the body as it came (fetch would decode it). */
function rawGet(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
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

function decode(answer: RawAnswer): string {
  const coding = answer.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(answer.raw).toString();
  if (coding === 'gzip') return gunzipSync(answer.raw).toString();
  return answer.raw.toString();
}

async function withApp(setUp: (app: Express) => void, run: (base: string) => Promise<void>) {
  const app = express();
  app.use(compressResponses());
  setUp(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A page written as React Router writes one: many small chunks, a flush after each when one is offered. */
const PAGE = `<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<article><h2>Huis ${i}</h2><p>Te koop in Gent</p></article>`).join('')}</body></html>`;

function streamedPage(app: Express) {
  app.get('/page', (_req, res) => {
    res.status(200).type('html');
    for (let i = 0; i < PAGE.length; i += 2048) {
      res.write(PAGE.slice(i, i + 2048));
      (res as unknown as { flush?: () => void }).flush?.();
    }
    res.end();
  });
}

describe('issue 8: each response is compressed once, whole', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['gzip, br;q=0.5', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['', 'identity'],
  ])('Accept-Encoding %j is answered with %s (RFC 9110 §12.5.3)', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('a page written in many chunks comes back as ONE %s body with its Content-Length, decoding to the page', async (coding, decoder) => {
    await withApp(streamedPage, async (base) => {
      const answer = await rawGet(base, '/page', { 'accept-encoding': coding });
      expect([answer.status, answer.headers['content-encoding'], answer.headers['transfer-encoding']]).toEqual([200, coding, undefined]);
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      expect(answer.raw.length).toBeLessThan(PAGE.length / 5);
      expect(decoder(answer.raw).toString()).toBe(PAGE);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    });
  });

  it('a client that accepts no encoding gets the page as written, with its Content-Length', async () => {
    await withApp(streamedPage, async (base) => {
      const answer = await rawGet(base, '/page');
      expect([answer.headers['content-encoding'], Number(answer.headers['content-length'])]).toEqual([undefined, Buffer.byteLength(PAGE)]);
      expect(answer.raw.toString()).toBe(PAGE);
    });
  });

  it('a body under the threshold, a picture, an answer already encoded and a no-transform answer go through as they are', async () => {
    const small = 'x'.repeat(COMPRESS_THRESHOLD - 1);
    const picture = Buffer.alloc(4096, 7);
    const encoded = gzipSync(PAGE);
    await withApp(
      (app) => {
        app.get('/small', (_req, res) => res.type('html').send(small));
        app.get('/picture', (_req, res) => res.type('image/webp').send(picture));
        app.get('/encoded', (_req, res) => res.type('html').set('Content-Encoding', 'gzip').send(encoded));
        app.get('/no-transform', (_req, res) => res.type('html').set('Cache-Control', 'no-transform').send(PAGE));
      },
      async (base) => {
        const headers = { 'accept-encoding': 'br, gzip' };
        const [a, b, c, d] = await Promise.all(['/small', '/picture', '/encoded', '/no-transform'].map((path) => rawGet(base, path, headers)));
        expect([a!.headers['content-encoding'], a!.raw.toString()]).toEqual([undefined, small]);
        expect([b!.headers['content-encoding'], b!.raw.equals(picture)]).toEqual([undefined, true]);
        expect([c!.headers['content-encoding'], c!.raw.equals(encoded)]).toEqual(['gzip', true]);
        expect([d!.headers['content-encoding'], d!.raw.toString()]).toEqual([undefined, PAGE]);
      },
    );
  });

  it('a handler that calls writeHead itself keeps its status and headers, and its body is compressed', async () => {
    await withApp(
      (app) =>
        app.get('/head-first', (_req, res) => {
          res.writeHead(201, { 'Content-Type': 'application/json', 'X-Answer': 'yes' });
          res.write(JSON.stringify({ page: PAGE.slice(0, 5000) }));
          res.end();
        }),
      async (base) => {
        const answer = await rawGet(base, '/head-first', { 'accept-encoding': 'gzip' });
        expect([answer.status, answer.headers['x-answer'], answer.headers['content-encoding']]).toEqual([201, 'yes', 'gzip']);
        expect(JSON.parse(decode(answer))).toEqual({ page: PAGE.slice(0, 5000) });
      },
    );
  });

  it('HEAD and 304 answers carry no body and no encoding', async () => {
    await withApp(
      (app) => {
        app.get('/page', (_req, res) => res.type('html').send(PAGE));
        app.get('/not-modified', (_req, res) => res.status(304).type('html').end());
      },
      async (base) => {
        const head = await rawGet(base, '/page', { 'accept-encoding': 'br' }, 'HEAD');
        expect([head.status, head.headers['content-encoding'], head.raw.length]).toEqual([200, undefined, 0]);
        const notModified = await rawGet(base, '/not-modified', { 'accept-encoding': 'br' });
        expect([notModified.status, notModified.headers['content-encoding'], notModified.raw.length]).toEqual([304, undefined, 0]);
      },
    );
  });
});

describe('issue 8: fingerprinted assets are compressed once, at build time', () => {
  it('sends the .br or .gz the build made to a client that accepts it, the plain file to one that accepts neither', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
    const script = `export const cards = ${JSON.stringify(PAGE)};`;
    writeFileSync(join(dir, 'list-abc123.js'), script);
    const made = { br: brotliCompressSync(script), gzip: gzipSync(script, { level: 9 }) };
    writeFileSync(join(dir, 'list-abc123.js.br'), made.br);
    writeFileSync(join(dir, 'list-abc123.js.gz'), made.gzip);
    try {
      await withApp(
        (app) => {
          app.use('/assets', precompressedAssets(dir));
          app.use('/assets', express.static(dir, { immutable: true, maxAge: '1y' }));
        },
        async (base) => {
          for (const [accept, coding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['', undefined]] as const) {
            const answer = await rawGet(base, '/assets/list-abc123.js', accept ? { 'accept-encoding': accept } : {});
            expect({ accept, status: answer.status, coding: answer.headers['content-encoding'], type: answer.headers['content-type'] }).toEqual({
              accept,
              status: 200,
              coding,
              type: expect.stringMatching(/^(text|application)\/javascript/),
            });
            expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
            expect(answer.headers.vary).toMatch(/accept-encoding/i);
            expect(decode(answer)).toBe(script);
            // The very bytes the build made, not a compression of the plain file at this request.
            if (coding) expect(answer.raw.equals(made[coding])).toBe(true);
          }
        },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
