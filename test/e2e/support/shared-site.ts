import { afterAll, beforeAll } from '@jest/globals';
import { sharedSite, startSite, SHARED_SITE_ESTATES, type RunningSite } from './site-process';

// No browser here: a file in jsdom's environment (one-language-html.test.ts) cannot load playwright-core.

/** The run's shared site (closing it leaves it running), or without one a site of the file's own like it. */
export function sharedOrOwnSite(): Promise<RunningSite> {
  const shared = sharedSite();
  if (!shared) return startSite({ demoEstates: SHARED_SITE_ESTATES });
  return Promise.resolve({ ...shared, stderr: () => '', close: async () => undefined });
}

/** The run's shared site alone, for a file that reads it over HTTP without a browser. */
export function useSharedSite(): RunningSite {
  const site = {} as { -readonly [K in keyof RunningSite]: RunningSite[K] };
  beforeAll(async () => {
    Object.assign(site, await sharedOrOwnSite());
  }, 120_000);
  afterAll(() => site.close?.());
  return site;
}
