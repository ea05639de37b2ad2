/** @jest-environment node */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ROOT, siteBuild, type SiteBuild } from './support/site-build';

// Issue 8 item 4: `npm start` runs the compiled server with plain node (no loader), React's and React Router's
// production builds, WEB_CONCURRENCY workers over one embedded database seeded once, and drains on SIGTERM.
jest.setTimeout(120_000);

let build: SiteBuild;
let dataDir: string;
let child: ChildProcess;
let url: URL;
let stderr = '';
let readyLine = '';
/** Every line the processes wrote to standard output: JSON, one object a line (issue 21 item 4). */
const stdout: string[] = [];
const METRICS_TOKEN = 'e2e-metrics-token-0123';
let exit: Promise<number | null>;

beforeAll(async () => {
  build = await siteBuild();
  dataDir = mkdtempSync(join(tmpdir(), 'production-server-'));
  child = spawn(process.execPath, ['ui/server/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: '',
      // Every module node loads, CommonJS and ESM, is named on stderr: the test reads which builds ran; and
      // the steps of the start (util.debuglog('site')), with their process ids.
      NODE_DEBUG: 'module,esm,site',
      SITE_BUILD_DIR: build.dir,
      DATA_DIR: dataDir,
      // Its own database in its DATA_DIR, as every test site (test/e2e/support/site.ts), even when the suite runs with DATABASE_URL.
      DATABASE_URL: '',
      DEMO_ESTATES: '80',
      WEB_CONCURRENCY: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      API_BASE_URL: '',
      SMTP_URL: '',
      TILE_URL: '',
      PUBLIC_ORIGIN: '',
      // The workers' memory settings at their defaults (ui/server/primary.ts).
      SITE_HEAP_MB: '',
      SITE_SEMI_SPACE_MB: '',
      SITE_HEAP_GROWTH_PERCENT: '',
      MALLOC_ARENA_MAX: '',
      // Issue 21: /metrics answers this token; after SIGTERM a worker serves 3 s more while /readyz says 503.
      METRICS_TOKEN,
      SHUTDOWN_DELAY_MS: '3000',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  exit = new Promise((done) => child.once('exit', (code) => done(code)));
  url = await new Promise<URL>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('npm start was not ready in 90 s')), 90_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      stdout.push(line);
      const address = /ready on (http:\/\/[\w.-]+:\d+)/.exec(line)?.[1];
      if (!address) return;
      readyLine = line;
      clearTimeout(timer);
      resolve(new URL(address));
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${stderr.slice(-2000)}`)));
  });
});

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  build.remove();
});

/** A request written by hand: its body is sent in two parts, the second one only when `between` is done. */
function slowPost(path: string, body: string, between: () => Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nAccept-Language: nl\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body.slice(0, 5));
    void between().then(() => socket.write(body.slice(5)));
  });
}

/**
 * The primary's worker processes, as the system lists them. Not read from stderr: one pipe is shared by every process,
 * and a line of one may carry another's text (CI once counted the preparing process as a third worker that way).
 */
const workerPids = () => execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).trim().split('\n');

describe('issue 8 item 4: the production server (npm start)', () => {
  it('serves pages and ajax from WEB_CONCURRENCY=2 worker processes', async () => {
    for (const path of ['/nl', '/nl/aanbod', '/fr/offre?sort=price-asc']) {
      expect((await fetch(new URL(path, url))).status).toBe(200);
    }
    const api = await fetch(new URL('/nl/ajax/search', url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"from":0,"size":2}' });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { cards: unknown[] }).cards).toHaveLength(2);
    expect(workerPids()).toHaveLength(2);
  });

  it('loads the production builds of react, react-dom and react-router, never a development build', () => {
    const loaded = [...stderr.matchAll(/"([^"]*node_modules\/[^"]*)"/g)].map((match) => match[1]!);
    expect(loaded.filter((file) => /\/(react|react-dom|react-router|@react-router\/[^/]+)\/.*development/.test(file))).toEqual([]);
    expect(loaded.some((file) => file.endsWith('react-dom/cjs/react-dom-server.node.production.js'))).toBe(true);
    expect(loaded.some((file) => file.endsWith('react/cjs/react.production.js'))).toBe(true);
    // React Router is bundled into the server (its production build): node never loads its package, nor tsx.
    expect(loaded.filter((file) => /node_modules\/(react-router|@react-router|tsx)\//.test(file))).toEqual([]);
  });

  it('the cluster primary loads its own small bundle: no React, React Router, Fastify, SQL driver or server bundle', () => {
    // NODE_DEBUG lines start with the process id ("MODULE 1234: …", "ESM 1234: …").
    const primary = stderr.split('\n').filter((line) => new RegExp(`^(MODULE|ESM) ${child.pid}:`).test(line));
    expect(primary.some((line) => line.includes('primary/primary.js'))).toBe(true);
    expect(primary.filter((line) => /node_modules\/(react|react-dom|fastify|kysely|better-sqlite3|pg)\/|server\/index\.js|prepare-catalogue/.test(line))).toEqual([]);
  });

  it('issue 8 (RSS): a worker on SQLite that has only served pages has loaded no PostgreSQL driver, Fastify or nodemailer', () => {
    const pidOf = (line: string) => /^(?:MODULE|ESM) (\d+):/.exec(line)?.[1];
    const lines = stderr.split('\n');
    const workers = new Set(workerPids());
    // A worker the primary started in place of one that stopped: its log line says why.
    expect({ workers: workers.size, replaced: stdout.filter((line) => line.includes('A worker stopped')) }).toEqual({ workers: 2, replaced: [] });
    const loadedByWorkers = lines.filter((line) => workers.has(pidOf(line) ?? ''));
    // The site itself did load: React's server renderer and the SQLite driver.
    expect(loadedByWorkers.some((line) => /node_modules\/better-sqlite3\//.test(line))).toBe(true);
    expect(loadedByWorkers.filter((line) => /node_modules\/(pg|pg-pool|fastify|nodemailer)\//.test(line))).toEqual([]);
  });

  it('issue 8 (RSS): each worker runs with bounded V8 heap spaces and two malloc arenas (ui/server/primary.ts)', () => {
    const workers = workerPids();
    expect(workers).toHaveLength(2);
    for (const pid of workers) {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      expect(argv).toEqual(expect.arrayContaining(['--max-old-space-size=384', '--max-semi-space-size=4', '--heap-growing-percent=20']));
      expect(readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2');
    }
  });

  it('the database is migrated and seeded once, by one process of its own, before any worker opens it', () => {
    expect(readyLine).toMatch(/80 estates in \d+ groups \(SQLite in .*, seeded now\)/);
    const pidOf = (line: string) => /^(?:MODULE|ESM|SITE) (\d+):/.exec(line)?.[1];
    // NODE_DEBUG's own lines (an entry may go on over more lines, without the process id). stderr is one pipe
    // shared by every process: its lines come in the order they were written.
    const lines = stderr.split('\n').filter((line) => pidOf(line) !== undefined);
    // Several processes write to that pipe at once: a step's line may follow another process's text on one line.
    // Each step carries its wall-clock time: under a full pipe, a process's writes may wait while another's pass.
    const steps = (text: string) => [...stderr.matchAll(new RegExp(`SITE (\\d+): ${text} at ([\\d.]+)\n`, 'g'))].map((match) => ({ at: Number(match[2]), pid: match[1] }));
    const prepared = steps('database prepared');
    const opened = steps('opening the embedded database');
    expect(prepared).toHaveLength(1);
    expect(opened).toHaveLength(2);
    const preparer = prepared[0]!.pid;
    const workers = new Set(workerPids());
    expect(new Set(opened.map((o) => o.pid))).toEqual(workers);
    expect([String(child.pid), ...workers]).not.toContain(preparer);
    // Only the preparing process loads the migrations and the seed: the process of each mention is the last one named
    // before it on its line (another process's entry may have been written into the middle of a line).
    const loaderOf = (line: string) => [...line.slice(0, line.indexOf('prepare-catalogue')).matchAll(/(?:MODULE|ESM|SITE) (\d+):/g)].at(-1)?.[1];
    expect(new Set(lines.filter((line) => line.includes('prepare-catalogue')).map(loaderOf))).toEqual(new Set([preparer]));
    for (const worker of opened) expect(worker.at).toBeGreaterThan(prepared[0]!.at);
  });

  it('issue 21 item 4: /healthz, /readyz, and /metrics summed over both workers by the primary', async () => {
    expect((await fetch(new URL('/healthz', url))).status).toBe(200);
    expect(await (await fetch(new URL('/readyz', url))).json()).toMatchObject({ status: 'ready', database: 'ok', migrations: 'done' });
    expect((await fetch(new URL('/metrics', url))).status).toBe(401);
    // A connection each: the primary hands connections to both workers in turn.
    for (let i = 0; i < 12; i++) expect((await plainGet('/nl/ajax/search-city?q=ge')).status).toBe(200);
    const scrape = await fetch(new URL('/metrics', url), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    expect(text).toMatch(/^site_http_request_duration_seconds_count\{method="GET",route="ajax:search-city",status_class="2xx"\} 12$/m);
    expect(text).toMatch(/^site_outbox_due_mails \d+$/m);
    // Each worker served some: the sum is not one worker's count.
    const served = stdout.filter((line) => line.includes('"route":"ajax:search-city"')).map((line) => (JSON.parse(line) as { pid: number }).pid);
    expect(new Set(served).size).toBe(2);
    console.log(`issue 21 /metrics scrape (excerpt):\n${text.split('\n').filter((line) => /^site_|^# TYPE site_/.test(line) && !/_bucket\{le="(0\.005|0\.01|0\.025|0\.05|0\.25|0\.5|2|10)"/.test(line)).join('\n')}`);
  });

  it('issue 21 item 4: one JSON line per request on standard output, with the X-Request-Id the answer carries', async () => {
    const response = await fetch(new URL('/nl/aanbod?email=anne%40example.be', url), { headers: { 'x-request-id': 'e2e-request-000001' } });
    expect(response.headers.get('x-request-id')).toBe('e2e-request-000001');
    await new Promise((done) => setTimeout(done, 200));
    const lines = stdout.filter((line) => line.includes('e2e-request-000001'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({ level: 'info', time: expect.any(String), pid: expect.any(Number), reqId: 'e2e-request-000001', method: 'GET', route: 'list', status: 200, ms: expect.any(Number), msg: 'request' });
    expect(stdout.join('\n')).not.toContain('anne');
    console.log(`issue 21 log line: ${lines[0]}`);
  });

  it('issue 21 item 3: SIGTERM under load: /readyz answers 503 at once, the site serves on for SHUTDOWN_DELAY_MS, the request in flight finishes, then every process exits 0', async () => {
    type Outcome = { readonly status?: number; readonly error?: string; readonly started: number };
    const outcomes: Outcome[] = [];
    let loading = true;
    let sigtermAt = Number.POSITIVE_INFINITY;
    // Four clients, each a new connection per request, until the site stops accepting.
    const load = Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        while (loading) {
          const path = i % 2 === 0 ? '/nl/aanbod' : '/nl/ajax/search-city?q=ge';
          const started = performance.now();
          const outcome: Outcome = await plainGet(path).then(
            (answer) => ({ status: answer.status, started }),
            (error: NodeJS.ErrnoException) => ({ error: error.code ?? error.message, started }),
          );
          outcomes.push(outcome);
          if (outcome.error === 'ECONNREFUSED') return;
        }
      }),
    );
    const readiness: number[] = [];
    const answer = await slowPost('/nl/ajax/search', '{"from":0,"size":1}', async () => {
      await new Promise((done) => setTimeout(done, 300));
      child.kill('SIGTERM');
      sigtermAt = performance.now();
      await new Promise((done) => setTimeout(done, 150));
      for (let i = 0; i < 3; i++) readiness.push((await plainGet('/readyz')).status);
      await new Promise((done) => setTimeout(done, 500));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"total"');
    expect(readiness).toEqual([503, 503, 503]);
    expect(await exit).toBe(0);
    loading = false;
    await load;
    // Until the port closes (SHUTDOWN_DELAY_MS after the signal) every request is answered, and answered well. Those
    // started in the first second are counted: on a loaded machine a request started later may connect only after the
    // port closed (seen once in CI at 1.4 s of 1.5).
    const served = outcomes.filter((outcome) => outcome.started < sigtermAt + 1_000);
    expect(served.filter((outcome) => outcome.started > sigtermAt).length).toBeGreaterThan(4);
    expect(served.filter((outcome) => outcome.status !== 200)).toEqual([]);
    // Then new connections are refused. One the kernel queued as the port closed, which no worker took, is reset: a load
    // balancer retries it on another instance (nginx: proxy_next_upstream error). Never a 5xx.
    expect(outcomes.filter((outcome) => outcome.status !== 200 && !['ECONNREFUSED', 'ECONNRESET'].includes(outcome.error ?? ''))).toEqual([]);
    expect(stdout.some((line) => line.includes('Draining'))).toBe(true);
  });
});

/** A GET on a connection of its own (no keep-alive), answered whole. */
function plainGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(new URL(path, url), { agent: false, headers: { accept: 'text/html' } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
