/** @jest-environment node */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ROOT, siteBuild, type SiteBuild } from './support/site-build';

// The site processes the tests start (serve-site.mjs) stop when the process that started them ends, however it ends:
// a jest run cut short (killed, a worker timed out) left four of them serving for an hour, beside the next run.
jest.setTimeout(120_000);

let build: SiteBuild;
beforeAll(async () => {
  build = await siteBuild();
}, 120_000);
afterAll(() => build?.remove());

/** A process that starts a site as the tests' site-process.ts does (stdin a pipe, E2E_EXIT_WITH_PARENT=1) and prints its pid once it listens. */
const PARENT = `
const { spawn } = require('node:child_process');
const site = spawn(process.execPath, [process.env.SERVE_SITE], { env: process.env, stdio: ['pipe', 'pipe', 'inherit'] });
site.stdout.on('data', (chunk) => { if (String(chunk).startsWith('READY ')) console.log(site.pid); });
`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a test\'s site stops when the test process ends', () => {
  it('SIGKILL of the process that started a site: the site exits within 10 s', async () => {
    const parent = spawn(process.execPath, ['-e', PARENT], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'production',
        SERVE_SITE: join(ROOT, 'test/e2e/support/serve-site.mjs'),
        E2E_BUILD_DIR: build.dir,
        E2E_DATA_DIR: ':memory:',
        DATA_DIR: ':memory:',
        E2E_DEMO_ESTATES: '20',
        E2E_EXIT_WITH_PARENT: '1',
        DATABASE_URL: '',
        API_BASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const site = await new Promise<number>((resolve) => createInterface({ input: parent.stdout! }).once('line', (line) => resolve(Number(line))));
    expect(alive(site)).toBe(true);
    parent.kill('SIGKILL');
    const until = Date.now() + 10_000;
    while (alive(site) && Date.now() < until) await new Promise((done) => setTimeout(done, 100));
    const stillAlive = alive(site);
    if (stillAlive) process.kill(site, 'SIGKILL');
    expect(stillAlive).toBe(false);
  });
});
