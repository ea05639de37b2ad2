import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { ServerBuild } from 'react-router';
import { startCatalogue } from '../../infrastructure/catalogue/server/start-catalogue';
import { createSiteServer } from './create-site-server';
import { readSiteConfig } from './site-config';

/**
 * `npm start`: the site on PORT; unless API_BASE_URL names an external backend, our catalogue service
 * runs in this process on loopback, on its embedded database (seeded with the demo site on first start).
 */
const config = readSiteConfig();
const catalogue = config.apiBaseUrl
  ? undefined
  : await startCatalogue({
      port: 0,
      host: '127.0.0.1',
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      smtpUrl: config.smtpUrl,
      siteUrl: config.publicOrigin ?? `http://localhost:${config.port}`,
      demoSiteId: config.siteId,
    });
const apiBaseUrl = config.apiBaseUrl ?? (catalogue as NonNullable<typeof catalogue>).url;
const build = (await import(pathToFileURL(resolve('build/server/index.js')).href)) as ServerBuild;
const server = createSiteServer({ config, build, apiBaseUrl }).listen(config.port, config.host, () => {
  const backend = catalogue ? `embedded catalogue (${catalogue.summary})` : `backend ${apiBaseUrl}`;
  console.log(`Site on http://localhost:${config.port} (site '${config.siteId}', ${backend})`);
});

async function shutDown() {
  server.close();
  await catalogue?.close();
  process.exit(0);
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
