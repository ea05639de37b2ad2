import { afterAll } from '@jest/globals';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP } from './browser';

export interface TabKind {
  /** The tab's device. */
  readonly viewport: BrowserContextOptions;
  /** What the tab's context gets before its first page (e.g. an init script that stores favourites). */
  readonly prepare?: (context: BrowserContext) => Promise<unknown>;
}

/** The two kinds most files take: a desktop tab with scripts, and one without (a visitor without JavaScript). */
export const DESKTOP_TAB: TabKind = { viewport: DESKTOP };
export const DESKTOP_TAB_WITHOUT_SCRIPTS: TabKind = { viewport: { ...DESKTOP, javaScriptEnabled: false } };

/**
 * One browser tab per kind for a whole test file, taken from page to page as a visitor's tab is (issue 22). A fresh
 * context and tab cost Chromium about a second of CPU (a renderer started, every script of the site compiled cold); a
 * navigation in a warm tab a fifth of that. Each call hands the kind's tab back clean: no cookies, empty storage; the
 * test then navigates it. For files that only read: a test that needs a visitor of its own opens a context of its own.
 */
export function useTabs(world: { readonly browser: Browser }): (kind: TabKind) => Promise<Page> {
  const tabs = new Map<TabKind, Promise<Page>>();
  afterAll(async () => {
    await Promise.all([...tabs.values()].map(async (tab) => (await tab).context().close()));
  });
  return async (kind) => {
    let tab = tabs.get(kind);
    if (!tab) {
      tab = (async () => {
        const context = await world.browser.newContext(kind.viewport);
        await kind.prepare?.(context);
        return context.newPage();
      })();
      tabs.set(kind, tab);
    }
    const page = await tab;
    await page.context().clearCookies();
    if (page.url().startsWith('http')) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    return page;
  };
}
