import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/**
 * Names no host but 127.0.0.1: no test touches the internet (no map tiles, no fonts), and no request pays for an
 * interception by the test (a route on every context cost each page load a round trip through the test process).
 */
const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1';

/** The folder where jest's global setup lets each worker note its Chromium (global-setup.ts), for the teardown. */
export const WORKER_CHROMIUMS = 'E2E_CHROMIUM_DIR';

/** Starts a Chromium that a test file connects to over CDP; resolves with its endpoint once it listens. */
function startChromium(userDataDir: string): Promise<{ pid: number; endpoint: string }> {
  // A process group of its own, so that the teardown stops its renderers and helpers with it.
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, LOCAL_ONLY, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stderr! });
    lines.on('line', (line) => {
      const endpoint = /^DevTools listening on (ws:\S+)/.exec(line)?.[1];
      if (endpoint) resolve({ pid: child.pid!, endpoint });
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code} before it listened`)));
  });
}

/**
 * Chromium for a test file. Under jest's global setup, the worker's own Chromium: started by the worker's first file
 * and reused by its next ones (a file connects over CDP, and closing that handle only disconnects), so that a run
 * starts one Chromium per worker and no process relays the traffic between a test and its browser (issue 22).
 * A file run without the global setup starts one of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const dir = process.env[WORKER_CHROMIUMS];
  if (!dir) return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, LOCAL_ONLY] });
  // jest gives each test file a copy of process.env: the worker's Chromium is noted in a file named by the worker's pid.
  const note = join(dir, `${process.pid}.json`);
  if (!existsSync(note)) {
    const userData = join(dir, `profile-${process.pid}`);
    mkdirSync(userData, { recursive: true });
    writeFileSync(note, JSON.stringify(await startChromium(userData)));
  }
  const { endpoint } = JSON.parse(readFileSync(note, 'utf8')) as { endpoint: string };
  return chromium.connectOverCDP(endpoint);
}

/** A phone viewport (a mid-range Android phone) for the mobile cases. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/**
 * Waits until React committed the page's hydration (`<html data-hydrated>`, ui/entry.client.tsx) and the network
 * is quiet: a click before hydration lands on server HTML only, and a quiet network alone is no sign of it on a busy CPU.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
}
