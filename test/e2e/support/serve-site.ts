/**
 * A site process for the browser tests and the benchmark (`node --import tsx test/e2e/support/serve-site.ts`):
 * the production build from E2E_BUILD_DIR, served on 127.0.0.1 on a free port, over the embedded catalogue
 * seeded with E2E_DEMO_ESTATES estates in E2E_DATA_DIR, or over API_BASE_URL when set. Prints one line
 * `READY {"url":…,"api":…}` when it listens; SIGTERM closes it.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { startCatalogue } from '../../../infrastructure/catalogue/server/start-catalogue';
import { createSiteServer } from '../../../ui/server/create-site-server';
import { readSiteConfig } from '../../../ui/server/site-config';

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
const config = readSiteConfig({ ...process.env, HOST: '127.0.0.1', PORT: '0' });
const catalogue = config.apiBaseUrl
  ? undefined
  : await startCatalogue({
      port: 0,
      host: '127.0.0.1',
      dataDir: process.env.E2E_DATA_DIR ?? ':memory:',
      demoEstates: Number(process.env.E2E_DEMO_ESTATES ?? 300),
      demoSiteId: config.siteId,
      dispatchIntervalMs: 0,
    });
const apiBaseUrl = config.apiBaseUrl ?? catalogue!.url;
const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
const app = createSiteServer({ config, build, apiBaseUrl, clientDir: join(buildDir, 'client') });
const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(`READY ${JSON.stringify({ url: `http://127.0.0.1:${port}`, api: apiBaseUrl })}`);
});

async function shutDown() {
  server.closeAllConnections();
  server.close();
  await catalogue?.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutDown());
process.once('SIGINT', () => void shutDown());
