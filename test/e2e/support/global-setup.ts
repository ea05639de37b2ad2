import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKER_CHROMIUMS } from './browser';
import { ROOT } from './site-build';
import { SHARED_PHOTOS, SHARED_SITE_ESTATES, startSite, type RunningSite } from './site-process';

/** What makes the demo's photos and their variants, byte for byte (infrastructure/catalogue/photos/demo-photos.ts). */
const PHOTO_SOURCES = [
  'infrastructure/catalogue/demo/demo-images.ts',
  'infrastructure/catalogue/photos/demo-photos.ts',
  'infrastructure/catalogue/photos/photo-library.ts',
  'domain/display/photo-variants.ts',
  'node_modules/sharp/package.json',
];
const PHOTO_CACHE_PREFIX = 'listing-site-e2e-photos-';
const A_WEEK = 7 * 24 * 3600 * 1000;

/**
 * The folder of the demo's photos that every site of the run shares, kept from run to run on this machine: the same
 * sources render the same bytes, and rendering them (sharp, about 40 s of CPU for a run) is no part of what a test
 * proves (issue 22). Named by a hash of the sources, so a change to them starts a new folder; folders no run used
 * for a week are removed.
 */
function demoPhotoCache(): string {
  const hash = createHash('sha256');
  for (const file of PHOTO_SOURCES) hash.update(readFileSync(join(ROOT, file)));
  const dir = join(tmpdir(), `${PHOTO_CACHE_PREFIX}${hash.digest('hex').slice(0, 16)}`);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(PHOTO_CACHE_PREFIX))) {
    const other = join(tmpdir(), name);
    if (other !== dir && Date.now() - statSync(other).mtimeMs > A_WEEK) rmSync(other, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Jest's global setup of the `site` project (issue 22): the production build made once, the demo's photos kept from
 * the last run, one site over a demo of
 * 300 estates for the files that only read (useSharedSiteAndBrowser), and a folder where each worker notes the one
 * Chromium its files share (launchBrowser), instead of a site and a Chromium started by each file. The workers read
 * both from the environment; global-teardown.ts stops them.
 */
export interface SharedWorld {
  site: RunningSite;
}

declare global {
  var e2eSharedWorld: SharedWorld | undefined;
}

export default async function globalSetup(): Promise<void> {
  process.env[SHARED_PHOTOS] = demoPhotoCache();
  process.env[WORKER_CHROMIUMS] = mkdtempSync(join(tmpdir(), 'e2e-chromium-'));
  const site = await startSite({ demoEstates: SHARED_SITE_ESTATES });
  globalThis.e2eSharedWorld = { site };
  process.env.E2E_SHARED_SITE = JSON.stringify({ url: site.url, api: site.api, dataDir: site.dataDir });
}
