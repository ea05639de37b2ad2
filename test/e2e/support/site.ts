import { afterAll, beforeAll } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { sharedOrOwnSite } from './shared-site';
import { startSite, type RunningSite, type SiteOptions } from './site-process';

export * from './browser';
export * from './site-process';

export interface SiteAndBrowser {
  readonly site: RunningSite;
  readonly browser: Browser;
}

/**
 * The site and a Chromium for a whole test file: started together before its tests, closed after them.
 * Options may be a function when they depend on something started first (a recording backend).
 */
export function useSiteAndBrowser(options: SiteOptions | (() => SiteOptions) = {}): SiteAndBrowser {
  const world = {} as { site: RunningSite; browser: Browser };
  beforeAll(async () => {
    [world.site, world.browser] = await Promise.all([startSite(typeof options === 'function' ? options() : options), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await world.browser?.close();
    await world.site?.close();
  });
  return world;
}

/**
 * The run's one shared site (a demo of 300 estates, started once by jest's global setup) and a Chromium, for a
 * file that only reads: it posts nothing that a page shows and reads no other file's writes (issue 22). Without the
 * global setup (a file run on its own by another runner) the file starts a site of its own.
 */
export function useSharedSiteAndBrowser(): SiteAndBrowser {
  const world = {} as { site: RunningSite; browser: Browser };
  beforeAll(async () => {
    [world.site, world.browser] = await Promise.all([sharedOrOwnSite(), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await world.browser?.close();
    await world.site?.close();
  });
  return world;
}
