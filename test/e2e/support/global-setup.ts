import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoPhotoCache } from '../../support/demo-photo-cache';
import { WORKER_CHROMIUMS } from './browser';
import { ROOT } from './site-build';
import { SHARED_PHOTOS, SHARED_SITE_ESTATES, startSite, type RunningSite } from './site-process';

/**
 * Jest's global setup of the `site` project (issue 22): the production build made once, the demo's photos kept from
 * the last run (test/support/demo-photo-cache.ts), one site over a demo of 300 estates for the files that only read
 * (useSharedSiteAndBrowser), and a folder where each worker notes the one Chromium its files share (launchBrowser),
 * instead of a site and a Chromium started by each file. The workers read both from the environment;
 * global-teardown.ts stops them.
 */
export interface SharedWorld {
  site: RunningSite;
}

declare global {
  var e2eSharedWorld: SharedWorld | undefined;
}

export default async function globalSetup(): Promise<void> {
  process.env[SHARED_PHOTOS] = demoPhotoCache(ROOT);
  process.env[WORKER_CHROMIUMS] = mkdtempSync(join(tmpdir(), 'e2e-chromium-'));
  const site = await startSite({ demoEstates: SHARED_SITE_ESTATES });
  globalThis.e2eSharedWorld = { site };
  process.env.E2E_SHARED_SITE = JSON.stringify({ url: site.url, api: site.api, dataDir: site.dataDir });
}
