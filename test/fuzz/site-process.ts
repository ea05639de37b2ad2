import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from '../e2e/support/site-build';

/**
 * A built site in a child process (test/e2e/support/serve-site.mjs) that a test may kill and start again,
 * with the heap bound `npm start` gives it (ui/server/start.mjs).
 */
export interface SiteProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly stderr: () => string;
  /** Resident set size in MB (Linux /proc). */
  rssMb(): number;
  /** SIGKILL: no drain, no shutdown hook. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  close(): Promise<void>;
}

export interface SiteProcessOptions {
  /** A private copy of the build (siteBuild().dir). */
  readonly buildDir: string;
  /** Kept between starts (the catalogue database and the outbox); default a fresh temp folder. */
  readonly dataDir?: string;
  readonly demoEstates?: number;
  readonly env?: Readonly<Record<string, string>>;
}

export const tempDataDir = (): string => mkdtempSync(join(tmpdir(), 'hostile-'));
export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

export async function startSiteProcess(options: SiteProcessOptions): Promise<SiteProcess> {
  let errors = '';
  const child: ChildProcess = spawn(process.execPath, ['--max-old-space-size=384', join(ROOT, 'test/e2e/support/serve-site.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      E2E_BUILD_DIR: options.buildDir,
      E2E_DATA_DIR: options.dataDir ?? ':memory:',
      // The site's own abuse counters live in the catalogue's database (issue 9).
      DATA_DIR: options.dataDir ?? ':memory:',
      E2E_DEMO_ESTATES: String(options.demoEstates ?? 300),
      SITE_ID: 'demo',
      API_BASE_URL: '',
      // Each site has its own database in its DATA_DIR, even when the suite runs with DATABASE_URL: a shared
      // PostgreSQL would share the abuse counters of every site (and every run within the hour) on 127.0.0.1.
      DATABASE_URL: '',
      TILE_URL: '',
      PUBLIC_ORIGIN: '',
      // The site stops when this process ends, however it ends (serve-site.mjs).
      E2E_EXIT_WITH_PARENT: '1',
      ...options.env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The site did not start in 90 s:\n${errors}`)), 90_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (!line.startsWith('READY ')) return;
      clearTimeout(timer);
      resolve((JSON.parse(line.slice('READY '.length)) as { url: string }).url);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The site exited with ${code}:\n${errors}`));
    });
  });
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid!,
    stderr: () => errors,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    kill: () => stop('SIGKILL'),
    close: () => stop('SIGTERM'),
  };
}
