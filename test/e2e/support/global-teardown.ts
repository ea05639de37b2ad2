import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { WORKER_CHROMIUMS } from './browser';
import './global-setup';

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
    for (const note of readdirSync(chromiums).filter((name) => name.endsWith('.json'))) {
      const { pid } = JSON.parse(readFileSync(join(chromiums, note), 'utf8')) as { pid: number };
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    rmSync(chromiums, { recursive: true, force: true });
  }
}
