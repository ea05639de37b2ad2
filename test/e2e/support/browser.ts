import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/**
 * Chromium for a test file: the run's one Chromium when jest's global setup started it (E2E_CHROMIUM_WS, closing
 * this handle only disconnects), else one of the file's own.
 */
export function launchBrowser(): Promise<Browser> {
  const shared = process.env.E2E_CHROMIUM_WS;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A fresh browser context that can reach 127.0.0.1 only: no test touches the internet (no map tiles). */
export async function newSiteContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** A phone viewport (a mid-range Android phone) for the mobile cases. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

