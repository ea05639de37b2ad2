import { startCatalogue } from '../../infrastructure/catalogue/server/start-catalogue';
import { createServerCore } from '../bridge/server-core';
import { readSiteConfig } from '../server/site-config';
import { SqlAbuseLimits } from '../../infrastructure/catalogue/sql/sql-abuse-limits';
import { runCli } from './run-cli';

/**
 * `npm run cli -- <command>`: the terminal front-end on the same core as the site. With API_BASE_URL it talks
 * to that §7 backend; otherwise it opens the site's embedded catalogue (DATA_DIR or DATABASE_URL, seeded with
 * the demo site when empty), exactly as `npm start` does.
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
      logger: false,
    });
const apiBaseUrl = config.apiBaseUrl ?? (catalogue as NonNullable<typeof catalogue>).url;
// The same abuse limits as the site (issue 9): per recipient, since a terminal has no client address.
const limits = SqlAbuseLimits.lazy({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const { core } = createServerCore({ api: { baseUrl: apiBaseUrl, siteId: config.siteId }, limits, abusePolicy: config.abusePolicy });
try {
  process.exitCode = await runCli(process.argv.slice(2), core, (line) => console.log(line), config.publicOrigin ?? `http://localhost:${config.port}`);
} finally {
  await limits.close();
  await catalogue?.close();
}
