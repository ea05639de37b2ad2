import { chromium, type BrowserServer } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_PHOTOS, SHARED_SITE_ESTATES, startSite, type RunningSite } from './site-process';

/**
 * Jest's global setup of the `site` project (issue 22): the production build made once, one site over a demo of
 * 300 estates for the files that only read (useSharedSiteAndBrowser), and one Chromium that every file connects to
 * (launchBrowser), instead of a site and a Chromium started by each file. The workers read both from the
 * environment; global-teardown.ts stops them.
 */
export interface SharedWorld {
  site: RunningSite;
  chromium: BrowserServer;
}

declare global {
  var e2eSharedWorld: SharedWorld | undefined;
}

export default async function globalSetup(): Promise<void> {
  process.env[SHARED_PHOTOS] = mkdtempSync(join(tmpdir(), 'e2e-photos-'));
  const [site, server] = await Promise.all([
    startSite({ demoEstates: SHARED_SITE_ESTATES }),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
  globalThis.e2eSharedWorld = { site, chromium: server };
  process.env.E2E_SHARED_SITE = JSON.stringify({ url: site.url, api: site.api, dataDir: site.dataDir });
  process.env.E2E_CHROMIUM_WS = server.wsEndpoint();
}
