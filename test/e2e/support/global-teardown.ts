import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { WORKER_CHROMIUMS } from './browser';
import './global-setup';

/** Sends a signal; false when there is no such process (any more). */
function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops what global-setup.ts started and the workers' Chromiums (the demo's photos stay for the next run). What the
 * shared site logged on stderr is shown, to find a failing file's cause, but for the downloads a closed browser
 * context aborted.
 */
export default async function globalTeardown(): Promise<void> {
  const world = globalThis.e2eSharedWorld;
  if (!world) return;
  const logged = world.site
    .stderr()
    .split(/^(?=Error: )/m)
    .filter((entry) => !entry.startsWith('Error: Request aborted'))
    .join('')
    .trim();
  if (logged) process.stderr.write(`\nThe shared test site logged:\n${logged}\n`);
  await world.site.close();
  const chromiums = process.env[WORKER_CHROMIUMS];
  if (chromiums) {
    const pids = readdirSync(chromiums)
      .filter((name) => name.endsWith('.json'))
      .map((note) => (JSON.parse(readFileSync(join(chromiums, note), 'utf8')) as { pid: number }).pid);
    for (const pid of pids) signal(-pid, 'SIGKILL'); // the whole process group: the browser, its renderers, its helpers
    // Until they are gone: a Chromium still writing its profile made the folder's removal fail (ENOTEMPTY).
    for (let waited = 0; pids.some((pid) => signal(pid, 0)) && waited < 5_000; waited += 50) await new Promise((done) => setTimeout(done, 50));
    rmSync(chromiums, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}
