/** @jest-environment node */
import { spawn } from 'node:child_process';
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

/** A process that starts a site with the tests' own startSiteProcess (test/fuzz/site-process.ts) and prints its pid. */
const PARENT = `
const { startSiteProcess } = await import('./test/fuzz/site-process.ts');
const site = await startSiteProcess({ buildDir: process.env.BUILD_DIR, demoEstates: 20 });
console.log(site.pid);
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
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PARENT], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', BUILD_DIR: build.dir },
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
