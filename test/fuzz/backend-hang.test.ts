/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'kysely';
import { startCatalogue, type RunningCatalogue } from '../../infrastructure/catalogue/server/start-catalogue';
import { siteBuild, type SiteBuild } from '../e2e/support/site-build';
import { startSiteProcess, type SiteProcess } from './site-process';

// Issue 9 item 2: with API_BASE_URL set and a backend that accepts connections and never answers, a page
// answers within 5 s: stale when it was served recently (RFC 5861 stale-if-error), else 503 with Retry-After
// (the page's own message, or the four-language page); and the site recovers alone when the backend does.
jest.setTimeout(240_000);

let mode: 'up' | 'hang' = 'up';
let catalogue: RunningCatalogue;
let backend: Server;
let build: SiteBuild;
let site: SiteProcess;

beforeAll(async () => {
  catalogue = await startCatalogue({ port: 0, host: '127.0.0.1', dataDir: ':memory:', demoEstates: 60, dispatchIntervalMs: 0 });
  backend = createServer(async (req, res) => {
    if (mode === 'hang') return;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const upstream = await fetch(`${catalogue.url}${req.url}`, { method: req.method, headers, ...(body && { body }) });
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done));
  build = await siteBuild();
  site = await startSiteProcess({ buildDir: build.dir, env: { API_BASE_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}` } });
}, 240_000);
afterAll(async () => {
  await site?.close();
  build?.remove();
  backend?.closeAllConnections();
  await new Promise((done) => backend?.close(done));
  await catalogue?.close();
});

async function timed(path: string) {
  const started = performance.now();
  const response = await fetch(`${site.url}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body, retryAfter: response.headers.get('retry-after') };
}

/**
 * The page's first answer with the backend up. A site just started, on a machine as busy as CI's, may take longer than
 * its page deadline for the first render (CI once answered 503 here): that is the deadline at work, so the page is asked
 * again, for at most a minute, until it is served once.
 */
async function served(path: string) {
  const until = performance.now() + 60_000;
  let answer = await timed(path);
  while (answer.status === 503 && performance.now() < until) answer = await timed(path);
  return answer;
}

describe('issue 9 item 2: a hanging backend', () => {
  it('serves a page seen before stale, answers 503 in four languages otherwise, each within 5 s, then recovers', async () => {
    mode = 'up';
    const fresh = await served('/nl/aanbod');
    expect(fresh.status).toBe(200);

    mode = 'hang';
    const stale = await timed('/nl/aanbod');
    expect({ status: stale.status, within5s: stale.ms < 5_000 }).toEqual({ status: 200, within5s: true });
    expect(stale.body).toContain('<main');

    const unseen = await timed('/fr/offre?trans=louer&price-max=123456');
    expect({ status: unseen.status, within5s: unseen.ms < 5_000, retryAfter: unseen.retryAfter }).toEqual({ status: 503, within5s: true, retryAfter: '30' });
    // The list page says so in its own language; a page that cannot render at all gets the four-language page.
    expect(unseen.body).toMatch(/ne peut pas être chargée|Even geduld/);
    console.log(`issue 9 hang timing: stale page ${stale.ms.toFixed(0)} ms, 503 page ${unseen.ms.toFixed(0)} ms`);

    mode = 'up';
    const recovered = await timed('/fr/offre?trans=louer&price-max=123456');
    expect(recovered.status).toBe(200);
  });
});

describe('issue 21 item 5: one deadline per page', () => {
  it('a project\'s detail page (three waves of backend calls) seen before answers 200 within 4.5 s when the backend hangs (was 6.05 s)', async () => {
    mode = 'up';
    const { rows } = await sql<{ id: number }>`select group_id as id from estate_units where site_id = 'demo' group by group_id having count(*) > 2 limit 1`.execute(catalogue.catalogue.database.db);
    const moved = await fetch(`${site.url}/nl/aanbod/${rows[0]!.id}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    const path = new URL(moved.headers.get('location')!, site.url).pathname;
    const fresh = await served(path);
    expect(fresh.status).toBe(200);

    mode = 'hang';
    const stale = await timed(path);
    mode = 'up';
    expect({ status: stale.status, within: stale.ms < 4_500 }).toEqual({ status: 200, within: true });
    expect(stale.body).toContain('<main');
    console.log(`issue 21 hang timing: a project's detail page ${stale.ms.toFixed(0)} ms`);
  });
});
