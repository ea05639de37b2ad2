/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { Core } from '../../../application/core';
import type { DetailInput } from '../../../application/pages/detail-page';
import { startCatalogue, type RunningCatalogue } from '../../../infrastructure/catalogue/server/start-catalogue';
import { withRequestDeadline } from '../../../infrastructure/http/request-deadline';
import { serverCore } from '../../../infrastructure/container/server-core';
import { BACKEND_DEADLINE_MS } from '../../../infrastructure/container/site-server-root';
import { PAGE_DEADLINE_MS, REQUEST_BACKEND_BUDGET_MS } from '../../../ui/server/create-site-server';

// Issue 21 item 5: a project's detail page calls its §7 backend in three waves, one after the other (the estate and the
// settings; the project's group; its contact, similar estates, price history and agenda). With a deadline per call
// (2 s) a hung backend made it answer after 6.05 s, past the 4.5 s README promises. The site server runs each request
// under ONE deadline (REQUEST_BACKEND_BUDGET_MS from its arrival, ui/server/create-site-server.ts) that every call ends
// with: here the page query runs under it exactly as a page's loader does, against a backend that hangs or crawls.

// Issue 22: the same mechanism at a fifth of the site's budget (3.5 s), so the file waits 2 s, not 8; the last test
// holds the site's real constants to README's promise.
const BUDGET_MS = 700;
const SLOW_CALL_MS = 500;
/**
 * What a loaded machine may add to an answer's time (jest runs this file beside Chromium in `npm test`): far less than
 * what the page would take without the one deadline (two calls' own deadlines, 4 s, when the backend hangs; three waves
 * of slow calls, 1.5 s, when it crawls).
 */
const SCHEDULING_MARGIN_MS = 500;

let mode: 'up' | 'hang' | 'slow' = 'up';
let catalogue: RunningCatalogue;
let backend: Server;
let core: Core;
let project: DetailInput;

beforeAll(async () => {
  catalogue = await startCatalogue({ port: 0, host: '127.0.0.1', dataDir: ':memory:', demoEstates: 80, dispatchIntervalMs: 0 });
  backend = createServer(async (req, res) => {
    if (mode === 'hang') return;
    if (mode === 'slow') await new Promise((done) => setTimeout(done, SLOW_CALL_MS));
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !['host', 'connection', 'content-length'].includes(name))) as Record<string, string>;
      const upstream = await fetch(`${catalogue.url}${req.url}`, { method: req.method, headers, ...(chunks.length > 0 && { body: Buffer.concat(chunks) }) });
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      // The site gave up on this call (its deadline) and closed the connection.
    }
  });
  await new Promise<void>((done) => backend.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  // As the site server's root makes it for API_BASE_URL (infrastructure/container/site-server-root.ts).
  ({ core } = serverCore({
    api: { baseUrl, siteId: 'demo', timeoutMs: BACKEND_DEADLINE_MS, staleIfError: { maxEntries: 500, maxAgeMs: 86_400_000 }, logger: () => undefined },
    alertsBy: 'agency-platform',
    logger: { error: () => undefined },
  }));
  // A project of the demo (a group of several units), at its canonical address.
  const { rows } = await sql<{ id: number }>`select group_id as id from estate_units where site_id = 'demo' group by group_id having count(*) > 2 limit 1`.execute(catalogue.catalogue.database.db);
  const asked: DetailInput = { locale: 'nl', origin: 'http://site.test', path: '/', search: '', estateId: String(rows[0]!.id) };
  const answer = await core.pages.detail(asked);
  if (answer.kind !== 'redirect') throw new Error(`expected a redirect to the project's address, got ${answer.kind}`);
  project = { ...asked, path: answer.location };
}, 120_000);
afterAll(async () => {
  backend?.closeAllConnections();
  await new Promise((done) => backend?.close(done));
  await catalogue?.close();
});

/** The page as a request's loader asks for it: under the request's one deadline. */
async function timedDetail() {
  const started = performance.now();
  const answer = await withRequestDeadline(BUDGET_MS, () => core.pages.detail(project));
  return { answer, ms: performance.now() - started };
}

describe('issue 21 item 5: a deadline per page, not per call', () => {
  it('a project page seen before answers from its last good answers within the page deadline when the backend hangs (was 6.05 s)', async () => {
    mode = 'up';
    const fresh = await timedDetail();
    expect(fresh.answer.kind).toBe('page');
    const units = fresh.answer.kind === 'page' ? fresh.answer.view.units.length : 0;
    expect(units).toBeGreaterThan(1);

    mode = 'hang';
    const stale = await timedDetail();
    expect(stale.answer.kind).toBe('page');
    expect(stale.answer.kind === 'page' && stale.answer.view.units.length).toBe(units);
    // The whole budget is waited (the first two waves time out, then serve stale); the third wave is answered stale at once.
    expect(stale.ms).toBeGreaterThanOrEqual(BUDGET_MS - 50);
    expect(stale.ms).toBeLessThan(BUDGET_MS + SCHEDULING_MARGIN_MS);
  }, 30_000);

  it('on a slow backend (a call slower than a third of the budget) the page answers within the deadline with what it has: the calls past it are given up', async () => {
    mode = 'up';
    // Its address in another language, of which nothing is kept from before.
    const other = await core.pages.detail({ ...project, locale: 'fr', path: '/' });
    mode = 'slow';
    const started = performance.now();
    const answer = await withRequestDeadline(BUDGET_MS, () => core.pages.detail({ ...project, locale: 'fr', path: other.kind === 'redirect' ? other.location : '/' }));
    const ms = performance.now() - started;
    expect(answer.kind).toBe('page');
    expect(ms).toBeLessThan(BUDGET_MS + SCHEDULING_MARGIN_MS);
  }, 30_000);

  it('the site gives every request a backend budget that ends, with the margin measured above, before the page deadline README promises (4.5 s)', () => {
    expect(REQUEST_BACKEND_BUDGET_MS + 300).toBeLessThan(PAGE_DEADLINE_MS);
    expect(PAGE_DEADLINE_MS).toBeLessThanOrEqual(4_500);
    expect(BACKEND_DEADLINE_MS).toBeLessThanOrEqual(REQUEST_BACKEND_BUDGET_MS);
  });
});
