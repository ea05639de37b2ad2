import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, siteBuild, type SiteBuild } from './site-build';

export interface SiteOptions {
  /** Estates in the embedded demo catalogue (ignored with apiBaseUrl). */
  readonly demoEstates?: number;
  /** An external §7 backend instead of the embedded catalogue. */
  readonly apiBaseUrl?: string;
  readonly siteId?: string;
  readonly env?: Readonly<Record<string, string>>;
}

export interface RunningSite {
  /** e.g. http://127.0.0.1:40047 */
  readonly url: string;
  /** The backend the site talks to (the embedded catalogue's URL, or apiBaseUrl). */
  readonly api: string;
  /** What the site process printed on stderr (errors logged by the server). */
  readonly stderr: () => string;
  /** The embedded catalogue's DATA_DIR (its `catalogue.sqlite`), for tests that read what a form stored. */
  readonly dataDir: string;
  close(): Promise<void>;
}

function waitForReady(child: ChildProcess, stderr: () => string): Promise<{ url: string; api: string }> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error(`The site did not start in 60 s:\n${stderr()}`)), 60_000);
    lines.on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('READY '.length)) as { url: string; api: string });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The site exited with ${code}:\n${stderr()}`));
    });
  });
}

/**
 * The built site in its own process (test/e2e/support/serve-site.mjs) on 127.0.0.1 and a free port,
 * over the embedded catalogue with a small demo in a temp DATA_DIR, or over `apiBaseUrl`.
 */
export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  const build: SiteBuild = await siteBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-data-'));
  // The photo folder every site shares, kept from run to run (global-setup.ts): each demo photo and variant rendered
  // by the first site that serves it, not again by every site (up to 0.5 s of sharp each; the library writes each
  // file whole, for this).
  const photos = process.env[SHARED_PHOTOS];
  if (photos) symlinkSync(photos, join(dataDir, 'photos'));
  let errors = '';
  const child = spawn(process.execPath, [join(ROOT, 'test/e2e/support/serve-site.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      E2E_BUILD_DIR: build.dir,
      E2E_DATA_DIR: dataDir,
      // The site's own tables (abuse counters, issue 9) beside the catalogue, not in the worktree's ./data:
      // counts left by an earlier run would refuse this run's posts.
      DATA_DIR: dataDir,
      E2E_DEMO_ESTATES: String(options.demoEstates ?? 300),
      SITE_ID: options.siteId ?? 'demo',
      API_BASE_URL: options.apiBaseUrl ?? '',
      // Each site has its own database in its DATA_DIR, even when the suite runs with DATABASE_URL: a shared
      // PostgreSQL would share the abuse counters of every site (and every run within the hour) on 127.0.0.1.
      DATABASE_URL: '',
      TILE_URL: '',
      PUBLIC_ORIGIN: '',
      // Browser tests fill forms faster than a person and post many from one address (issue 9 has its own tests).
      ABUSE_LIMITS: 'off',
      // The site stops when this process ends, however it ends (serve-site.mjs).
      E2E_EXIT_WITH_PARENT: '1',
      ...options.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const cleanUp = () => {
    build.remove();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { url, api } = await waitForReady(child, () => errors);
    return {
      url,
      api,
      stderr: () => errors,
      dataDir,
      close: async () => {
        if (child.exitCode === null) {
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        }
        cleanUp();
      },
    };
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    cleanUp();
    throw error;
  }
}

/** The run's shared site (jest's global setup, test/e2e/support/global-setup.ts), for files that only read. */
export interface SharedSite {
  readonly url: string;
  readonly api: string;
  readonly dataDir: string;
}

export const SHARED_SITE_ESTATES = 300;

/** The environment variable naming the photo folder every site of the run shares (test/e2e/support/global-setup.ts). */
export const SHARED_PHOTOS = 'E2E_PHOTOS_DIR';

export function sharedSite(): SharedSite | undefined {
  const shared = process.env.E2E_SHARED_SITE;
  return shared ? (JSON.parse(shared) as SharedSite) : undefined;
}
