/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Core } from '../../../application/core';
import { buildSearchBody } from '../../../domain/search/search-body';
import { openCliRoot } from '../../../infrastructure/container/cli-root';
import { readSiteConfig, type SiteConfig } from '../../../infrastructure/container/site-config';
import { openSiteServerRoot } from '../../../infrastructure/container/site-server-root';
import { createSiteLog } from '../../../infrastructure/logging/pino-logger';
import { startTestCatalogue, type TestCatalogue } from '../catalogue/server/catalogue-test-server';

// Issue 19 item 4: one composition root per runtime, and the choice "embedded catalogue or §7 backend over HTTP" made
// once (infrastructure/container/site-backend.ts) for the site server and the CLI alike, from the same configuration.

const silent = createSiteLog({ level: 'silent' });

async function ids(core: Core): Promise<number[]> {
  const result = await core.queries.search({ locale: 'nl', body: buildSearchBody({ filter: {}, size: 500 }) });
  if (result.kind !== 'page') throw new Error(result.kind);
  return result.view.cards.map(({ card }) => Number(card.id)).sort((a, b) => a - b);
}

/** Both roots opened on one configuration: the site server's first (it seeds the demo here), then the CLI's. */
async function bothRoots(config: SiteConfig) {
  const site = await openSiteServerRoot(config, { log: silent, seed: true });
  const cli = await openCliRoot(config);
  return { site, cli, close: async () => (await cli.close(), await site.close()) };
}

describe('issue 19 item 4: the site server and the CLI roots choose the backend in one place', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'roots-'));
  let backend: TestCatalogue;
  beforeAll(async () => {
    backend = await startTestCatalogue();
  });
  afterAll(async () => {
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('without API_BASE_URL: the embedded catalogue in this process (DATA_DIR), the same estates for both', async () => {
    // DATABASE_URL empty: this test's own SQLite in its temp DATA_DIR, whatever the suite runs on.
    const config = readSiteConfig({ DATA_DIR: dataDir, DATABASE_URL: '', API_BASE_URL: '', SITE_ID: 'demo', DEMO_ESTATES: '12', ABUSE_LIMITS: 'off' });
    const { site, cli, close } = await bothRoots(config);
    try {
      expect(site.backend.kind).toBe('embedded');
      const seen = await ids(site.core);
      expect(seen.length).toBeGreaterThan(0);
      expect(await ids(cli.core)).toEqual(seen);
    } finally {
      await close();
    }
  }, 60_000);

  it('with API_BASE_URL: the §7 backend over HTTP, the same estates for both', async () => {
    const config = readSiteConfig({ DATA_DIR: ':memory:', DATABASE_URL: '', API_BASE_URL: backend.origin, SITE_ID: 'demo', ABUSE_LIMITS: 'off' });
    const { site, cli, close } = await bothRoots(config);
    try {
      expect(site.backend).toEqual({ kind: 'http', apiBaseUrl: backend.origin });
      const seen = await ids(site.core);
      expect(seen.length).toBeGreaterThan(0);
      expect(await ids(cli.core)).toEqual(seen);
    } finally {
      await close();
    }
  });
});
