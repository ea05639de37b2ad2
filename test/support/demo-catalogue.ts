import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core } from '../../application/core';
import { openEmbeddedCatalogue, type EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { SEEDED_DIR } from './demo-cache';
import { withSiteVisibility } from './site-ports';

/** The day the demo is seeded on and read at by the headless tests over the whole demo. */
export const DEMO_TODAY = new Date('2026-11-21T10:00:00Z');
export const DEMO_SITE = 'demo';

/** Seeds the whole demo (as `npm start` seeds it) into `dataDir` once and closes it. */
export async function seedDemoCatalogue(dataDir: string): Promise<void> {
  const embedded = await openEmbeddedCatalogue({ dataDir, siteId: DEMO_SITE, seed: true, clock: new FixedClock(DEMO_TODAY) });
  await embedded.close();
}

/**
 * Issue 22: the embedded demo catalogue as `npm start` seeds it, for a headless test over every estate. The
 * whole-demo project seeds it once per source (test/support/whole-demo-global-setup.ts); each file opens a copy of its
 * own (it may write), in milliseconds instead of the seconds a seed takes. Run without that setup, the file seeds its own.
 */
export async function openDemoCatalogue(): Promise<EmbeddedCatalogue> {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-catalogue-'));
  const seeded = process.env[SEEDED_DIR];
  if (seeded) copyFileSync(join(seeded, 'catalogue.sqlite'), join(dataDir, 'catalogue.sqlite'));
  const embedded = await openEmbeddedCatalogue({ dataDir, siteId: DEMO_SITE, seed: true, clock: new FixedClock(DEMO_TODAY) });
  return {
    ...embedded,
    close: async () => {
      await embedded.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The core over an opened demo catalogue as the site composes it (§5 bound once), on the demo's day. */
export function demoCore(embedded: EmbeddedCatalogue): Core {
  return createCore({ ...withSiteVisibility(embedded.adapters), clock: new FixedClock(DEMO_TODAY), logger: new MemoryLogger() });
}
