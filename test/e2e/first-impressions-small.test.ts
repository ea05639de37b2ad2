/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { PHONE, hydrated, useSiteAndBrowser } from './support/site';
import { useTabs } from './support/tabs';
import { ROOT, siteBuild } from './support/site-build';

// Issue 13 item 8, the smaller findings a first visit meets, each checked where a visitor or an installer sees it:
// the phone menu closes on Escape, the phone filter button says what it does while the filters are open, and
// `npm start` prints one plain ready line that counts estates as the README does, and nothing else.
jest.setTimeout(120_000);

const e2e = useSiteAndBrowser({ demoEstates: 60 });
/** The phone pages are only read and clicked: one warm phone tab for the whole file (issue 22). */
const tab = useTabs(e2e);
const PHONE_TAB = { viewport: PHONE };

async function onPhone(path: string): Promise<Page> {
  const page = await tab(PHONE_TAB);
  await page.goto(`${e2e.site.url}${path}`);
  await hydrated(page);
  return page;
}

describe('issue 13 item 8: the phone menu and the phone filter button', () => {
  it.each(['nl', 'fr'])('%s: Escape closes the open phone menu and gives the focus back to its button', async (locale) => {
    const page = await onPhone(`/${locale}`);
    const menu = page.locator('details.site-menu');
    await menu.locator('summary').click();
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    await menu.locator('nav a').first().focus();
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-menu__toggle'))).toBe(true);
  });

  it.each([
    ['/fr/offre', 'Afficher les filtres', 'Masquer les filtres'],
    ['/nl/aanbod', 'Filters tonen', 'Filters verbergen'],
    ['/de/angebot?trans=kopen', /^Filter anzeigen \(1/, 'Filter ausblenden'],
  ])('%s: the filter button says "%s" while closed and "%s" while open', async (path, closed, open) => {
    const page = await onPhone(path);
    const button = page.locator('summary.list-filters__summary');
    const said = async () => (await button.innerText()).trim();
    expect(await said()).toMatch(closed);
    await button.click();
    await page.locator('form.list-filters__form').waitFor({ state: 'visible' });
    expect(await said()).toBe(open);
    await button.click();
    expect(await said()).toMatch(closed);
  });
});

describe('issue 13 item 8: what npm start prints', () => {
  it('one plain ready line (no nested brackets) counting estates, and no warning: no envFile, no future flag', async () => {
    const build = await siteBuild();
    const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
    const child = spawn(process.execPath, ['ui/server/start.mjs'], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: '', SITE_BUILD_DIR: build.dir, DATA_DIR: dataDir, DEMO_ESTATES: '40', WEB_CONCURRENCY: '1', PORT: '0', HOST: '127.0.0.1', API_BASE_URL: '', SMTP_URL: '', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const lines: string[] = [];
    const printed: string[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready in 90 s: ${stderr}`)), 90_000);
        createInterface({ input: child.stdout! }).on('line', (line) => {
          lines.push(line);
          if (!/ready on/.test(line)) return;
          clearTimeout(timer);
          resolve();
        });
        child.once('exit', (code) => reject(new Error(`npm start exited with ${code}: ${stderr}`)));
      });
      // A moment for anything printed after the ready line.
      await new Promise((done) => setTimeout(done, 500));
      // What stopping prints (issue 21: the drain) is not what starting printed.
      printed.push(...lines);
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      build.remove();
    }
    expect(printed).toHaveLength(1);
    // Issue 21 item 4: standard output is JSON lines (pino); the ready line is one, its message the sentence.
    const ready = (JSON.parse(printed[0]!) as { msg: string }).msg;
    expect(ready).toMatch(/^Site 'demo' ready on http:\/\/127\.0\.0\.1:\d+ in \d+(\.\d+)? s: 40 estates in \d+ groups \([^()[\]{}]*\); 1 worker; mail: [^()[\]{}]*$/);
    expect(stderr).not.toMatch(/envFile|deprecat|future flag|v7_|v8_|warn/i);
  });
});
