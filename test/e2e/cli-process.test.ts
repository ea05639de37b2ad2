import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestCatalogue, type TestCatalogue } from '../infrastructure/catalogue/server/catalogue-test-server';

/**
 * Issue 8 item 2: `npm run cli` as a process of its own (what it prints is proved in-process, over every core, by
 * test/ui/cli/cli.test.ts): it reads its environment, prints to stdout and exits with its code.
 */
describe('issue 8 the terminal front-end as a process, against a §7 backend over HTTP (API_BASE_URL)', () => {
  let backend: TestCatalogue;
  beforeAll(async () => {
    backend = await startTestCatalogue();
  });
  afterAll(() => backend.close());

  it('npm run cli: the process reads API_BASE_URL and prints to stdout', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'ui/cli/main.ts', 'list', '--trans', 'kopen', '--city', '9000'], {
      env: { ...process.env, NODE_OPTIONS: '', API_BASE_URL: backend.origin, SITE_ID: 'demo' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise((done) => child.once('exit', done));
    expect(code).toBe(0);
    expect(out).toMatch(/^\d+ panden gevonden/);
    expect(out).toContain('#1 ');
  }, 30_000);
});

/** `npm run cli -- …` as a process: its exit code and what it printed. */
async function cliProcess(env: Record<string, string>, ...argv: string[]): Promise<{ code: unknown; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './test/ui/cli/support/no-listen.mjs', 'ui/cli/main.ts', ...argv], {
    env: { ...process.env, NODE_OPTIONS: '', API_BASE_URL: '', DATABASE_URL: '', SITE_ID: 'demo', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise((done) => child.once('exit', done));
  return { code, out, err };
}

describe('issue 8 the terminal front-end on the embedded catalogue, in-process (no API_BASE_URL)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cli-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, DEMO_ESTATES: '60' };

  it('lists, shows and subscribes on the SQL adapters of DATA_DIR, seeded on first use, without opening any socket', async () => {
    const listed = await cliProcess(env, 'list', '--trans', 'kopen', '--lang', 'en');
    expect(listed).toMatchObject({ code: 0, err: '' });
    expect(listed.out).toMatch(/^\d+ (estate|propert)/i);
    const id = /#(\d+) /.exec(listed.out)?.[1];
    expect(id).toBeDefined();
    const shown = await cliProcess(env, 'show', id!, '--lang', 'fr');
    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`/fr/offre/${id}/`);
    const subscribed = await cliProcess(env, 'subscribe', '--email', 'lies@example.be', '--consent', '--trans', 'huren');
    expect(subscribed).toMatchObject({ code: 0, err: '' });
  }, 60_000);
});
