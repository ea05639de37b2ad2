/** @jest-environment node */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  exit = new Promise((done) => child.once('exit', (code) => done(code)));
  url = await new Promise<URL>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('npm start was not ready in 90 s')), 90_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
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

describe('issue 8 item 4: the production server (npm start)', () => {
  it('serves pages and ajax from WEB_CONCURRENCY=2 worker processes', async () => {
    for (const path of ['/nl', '/nl/aanbod', '/fr/offre?sort=price-asc']) {
      expect((await fetch(new URL(path, url))).status).toBe(200);
    }
    const api = await fetch(new URL('/nl/ajax/search', url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"from":0,"size":2}' });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { results: unknown[] }).results).toHaveLength(2);
    const workers = execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).trim().split('\n');
    expect(workers).toHaveLength(2);
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
    const workers = new Set(lines.filter((line) => /server\/index\.js/.test(line)).map(pidOf).filter((pid): pid is string => pid !== undefined));
    expect(workers.size).toBe(2);
    const loadedByWorkers = lines.filter((line) => workers.has(pidOf(line) ?? ''));
    // The site itself did load: React's server renderer and the SQLite driver.
    expect(loadedByWorkers.some((line) => /node_modules\/better-sqlite3\//.test(line))).toBe(true);
    expect(loadedByWorkers.filter((line) => /node_modules\/(pg|pg-pool|fastify|nodemailer)\//.test(line))).toEqual([]);
  });

  it('issue 8 (RSS): each worker runs with bounded V8 heap spaces and two malloc arenas (ui/server/primary.ts)', () => {
    const workers = execFileSync('pgrep', ['-P', String(child.pid)], { encoding: 'utf8' }).trim().split('\n');
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
    const steps = (text: string) => [...stderr.matchAll(new RegExp(`SITE (\\d+): ${text}\n`, 'g'))].map((match) => ({ at: match.index, pid: match[1] }));
    const prepared = steps('database prepared');
    const opened = steps('opening the embedded database');
    expect(prepared).toHaveLength(1);
    expect(opened).toHaveLength(2);
    const preparer = prepared[0]!.pid;
    const workers = new Set(lines.filter((line) => /server\/index\.js/.test(line)).map(pidOf));
    expect(new Set(opened.map((o) => o.pid))).toEqual(workers);
    expect([String(child.pid), ...workers]).not.toContain(preparer);
    // Only the preparing process loads the migrations and the seed.
    expect(new Set(lines.filter((line) => line.includes('prepare-catalogue')).map(pidOf))).toEqual(new Set([preparer]));
    for (const worker of opened) expect(worker.at).toBeGreaterThan(prepared[0]!.at);
  });

  it('SIGTERM lets a request in flight finish, then every process exits', async () => {
    const answer = await slowPost('/nl/ajax/search', '{"from":0,"size":1}', async () => {
      await new Promise((done) => setTimeout(done, 300));
      child.kill('SIGTERM');
      await new Promise((done) => setTimeout(done, 500));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"total"');
    expect(await exit).toBe(0);
  });
});
