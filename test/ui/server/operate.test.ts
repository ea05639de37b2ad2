/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ServerBuild } from 'react-router';
import { openEmbeddedCatalogue, type EmbeddedCatalogue } from '../../../infrastructure/catalogue/server/embedded-catalogue';
import { createSiteLog } from '../../../infrastructure/logging/pino-logger';
import { createSiteServer } from '../../../ui/server/create-site-server';
import type { SiteBackend } from '../../../infrastructure/container/site-backend';
import { siteServerRoot } from '../../../infrastructure/container/site-server-root';
import { embeddedBackend } from '../../../infrastructure/container/site-backend';
import { readSiteConfig } from '../../../infrastructure/container/site-config';

// Issue 21 item 4: what an operator watches, asked of the site server in-process over real HTTP: health and readiness,
// Prometheus metrics behind METRICS_TOKEN, one JSON log line per request with its id, and no visitor's e-mail address or
// phone number anywhere in the log. The embedded catalogue is the real one, in memory.

/** React Router's build of the pages: none here, only the server's own routes (ajax, operator) are asked. */
const NO_PAGES = { routes: {}, assets: { routes: {} } } as unknown as ServerBuild;
const TOKEN = 'scrape-me-0123456789';
const EMAIL = 'anne.peeters@example.be';
const PHONE = '+32 470 12 34 56';

interface Site {
  readonly base: string;
  readonly lines: string[];
  readonly logged: () => Record<string, unknown>[];
  draining: boolean;
  close(): Promise<void>;
}

async function startSite(backend: SiteBackend, env: Record<string, string> = {}): Promise<Site> {
  const lines: string[] = [];
  const log = createSiteLog({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
  const config = readSiteConfig({ ABUSE_LIMITS: 'off', DATA_DIR: ':memory:', PAGE_CACHE_SECONDS: '0', ...env });
  const site = { lines, draining: false } as Site;
  const app = createSiteServer({ config, build: NO_PAGES, root: siteServerRoot(config, backend, { log }), clientDir: '/nonexistent', draining: () => site.draining });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  return Object.assign(site, {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logged: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}

const contactForm = (extra: Record<string, unknown> = {}) => ({
  name: 'Anne Peeters',
  email: EMAIL,
  phone: PHONE,
  message: `Is it still free? Call me on ${PHONE} or mail ${EMAIL}.`,
  ...extra,
});

let clockAt = Date.parse('2026-11-20T10:00:00Z');
let catalogue: EmbeddedCatalogue;
let site: Site;
// The database and the mails the dispatcher writes as .eml files.
const dataDir = mkdtempSync(join(tmpdir(), 'operate-'));

beforeAll(async () => {
  catalogue = await openEmbeddedCatalogue({ dataDir, siteId: 'demo', demoEstates: 20, seed: true, clock: { now: () => new Date(clockAt) } });
  site = await startSite(
    embeddedBackend(catalogue),
    { METRICS_TOKEN: TOKEN, OUTBOX_STUCK_SECONDS: '900' },
  );
}, 60_000);
afterAll(async () => {
  await site?.close();
  await catalogue?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('issue 21 item 4: health and readiness', () => {
  it('/healthz answers 200 alive, never cached', async () => {
    const response = await fetch(`${site.base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'alive' });
  });

  it('/readyz answers 200 when the database answers, is migrated and its outbox moves', async () => {
    const response = await fetch(`${site.base}/readyz`, { headers: { host: '10.0.0.7:3000' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'done', outbox: { due: 0, oldestAgeSeconds: 0 } });
  });

  it('/readyz answers 503 with the reason once the oldest unsent mail is older than OUTBOX_STUCK_SECONDS, 200 again once it is sent', async () => {
    const posted = await fetch(`${site.base}/nl/ajax/contact-form-handler`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactForm()) });
    expect(posted.status).toBe(200);
    // No dispatcher runs here: the mails wait. A quarter of an hour later they are stuck.
    clockAt += 16 * 60_000;
    const stuck = await fetch(`${site.base}/readyz`);
    expect(stuck.status).toBe(503);
    expect(await stuck.json()).toEqual({ status: 'not ready', reason: expect.stringMatching(/^outbox stuck: the oldest of 2 unsent mails has waited 960 s/) });
    const { dispatcher } = catalogue.runBackgroundJobs();
    await dispatcher.stop();
    await dispatcher.runOnce();
    expect((await fetch(`${site.base}/readyz`)).status).toBe(200);
  });

  it('/readyz answers 503 "draining" after SIGTERM, and every answer then closes its connection', async () => {
    site.draining = true;
    try {
      const response = await fetch(`${site.base}/readyz`);
      expect(response.status).toBe(503);
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toEqual({ status: 'not ready', reason: 'draining: this worker is stopping (SIGTERM)' });
      expect((await fetch(`${site.base}/healthz`)).status).toBe(200);
    } finally {
      site.draining = false;
    }
  });

  it('/readyz answers 503 "database unreachable" when the database does not answer', async () => {
    const closed = await openEmbeddedCatalogue({ dataDir: ':memory:', siteId: 'demo', demoEstates: 0, seed: true });
    await closed.close();
    const other = await startSite(embeddedBackend(closed));
    try {
      const response = await fetch(`${other.base}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'not ready', reason: expect.stringMatching(/^database unreachable: /) });
    } finally {
      await other.close();
    }
  });
});

describe('issue 21 item 4: /metrics', () => {
  it('is 404 without METRICS_TOKEN, 401 without the right bearer token', async () => {
    const open = await startSite({ kind: 'embedded', adapters: catalogue.adapters, api: catalogue.api, revision: catalogue.revision });
    try {
      expect((await fetch(`${open.base}/metrics`)).status).toBe(404);
      expect((await fetch(`${open.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await open.close();
    }
    const none = await fetch(`${site.base}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await fetch(`${site.base}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('answers Prometheus text: latency by route id and status class, page cache, outbox, abuse refusals', async () => {
    await fetch(`${site.base}/nl/ajax/search-city?q=gent`);
    await fetch(`${site.base}/nl/ajax/estate/999999`);
    const response = await fetch(`${site.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^site_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="ajax:search-city",status_class="2xx"\} 1$/m);
    expect(text).toMatch(/^site_http_request_duration_seconds_count\{method="GET",route="ajax:estate",status_class="4xx"\} 1$/m);
    expect(text).toMatch(/^site_page_cache_requests_total\{result="hit"\} 0$/m);
    expect(text).toMatch(/^site_outbox_due_mails 0$/m);
    expect(text).toMatch(/^site_outbox_oldest_unsent_age_seconds 0$/m);
    expect(text).toMatch(/^# TYPE site_abuse_refusals_total counter$/m);
    expect(text).toMatch(/^# TYPE site_alert_runs_total counter$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    // Bounded: route ids only, never a path, a query or an id.
    const routes = new Set([...text.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect([...routes].filter((route) => !/^[a-z][a-zA-Z:.-]*$/.test(route!))).toEqual([]);
    expect(text).not.toMatch(/q=gent|estate\/999999|\/nl\//);
  });
});

describe('issue 21 item 4: request ids and the log', () => {
  it('keeps a sane incoming X-Request-Id, makes one otherwise, and logs one line per request without path or query', async () => {
    const kept = await fetch(`${site.base}/nl/ajax/search-city?q=gent`, { headers: { 'x-request-id': 'lb-4f2a9c1e-77' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-4f2a9c1e-77');
    const made = await fetch(`${site.base}/healthz`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const line = site.logged().find((entry) => entry.reqId === 'lb-4f2a9c1e-77');
    expect(line).toEqual({ level: 'info', time: expect.any(String), pid: process.pid, reqId: 'lb-4f2a9c1e-77', method: 'GET', route: 'ajax:search-city', status: 200, ms: expect.any(Number), msg: 'request' });
    expect(site.logged().filter((entry) => entry.reqId === made.headers.get('x-request-id'))).toHaveLength(1);
    // The request lines are written without the log's scrubbing: an id that is a visitor's contact detail is replaced.
    for (const contact of [EMAIL, PHONE.replace(/\s/g, '')]) {
      const answered = await fetch(`${site.base}/healthz`, { headers: { 'x-request-id': contact } });
      expect(answered.headers.get('x-request-id')).not.toBe(contact);
    }
    expect(site.lines.join('\n')).not.toContain(EMAIL);
  });

  it('never logs a visitor\'s e-mail address or phone number: a form posted with both, in its body and its query', async () => {
    const before = site.lines.length;
    const query = `?email=${encodeURIComponent(EMAIL)}&phone=${encodeURIComponent(PHONE)}`;
    const posted = await fetch(`${site.base}/fr/ajax/contact-form-handler${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactForm()) });
    expect(posted.status).toBe(200);
    const invalid = await fetch(`${site.base}/fr/ajax/contact-form-handler`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `email=${encodeURIComponent(EMAIL)}&phone=${encodeURIComponent(PHONE)}` });
    expect(invalid.status).toBe(400);
    const output = site.lines.slice(before).join('');
    expect(output).toContain('"route":"ajax:contact-form-handler"');
    expect(output).not.toContain('anne.peeters');
    expect(output).not.toMatch(/470\D?12\D?34\D?56/);
  });

  it('…also when a §7 backend refuses the form and quotes it back: its answer is logged without them', async () => {
    const backend = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.method === 'POST') res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'cannot store', received: JSON.parse(body || '{}') }));
        else res.writeHead(503).end();
      });
    });
    await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done));
    const http = await startSite({ kind: 'http', apiBaseUrl: `http://127.0.0.1:${(backend.address() as AddressInfo).port}` });
    try {
      const posted = await fetch(`${http.base}/nl/ajax/contact-form-handler`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contactForm()) });
      expect(posted.status).toBeGreaterThanOrEqual(500);
      const output = http.lines.join('');
      // The failure was logged, with the backend's answer.
      expect(output).toMatch(/"level":"(warn|error)"/);
      expect(output).toContain('cannot store');
      expect(output).not.toContain('anne.peeters');
      expect(output).not.toMatch(/470\D?12\D?34\D?56/);
    } finally {
      await http.close();
      backend.closeAllConnections();
      await new Promise((done) => backend.close(done));
    }
  });
});
