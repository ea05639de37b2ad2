// The terminal writes the web's labels (issue 19): every language registered, as the site server does.
import '../i18n/all-messages';
import { openEmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { SqlAbuseLimits } from '../../infrastructure/catalogue/sql/sql-abuse-limits';
import { createServerCore } from '../bridge/server-core';
import { readSiteConfig } from '../server/site-config';
import { runCli } from './run-cli';
import { publicOrigin } from '../../domain/site/public-origin';

/**
 * `npm run cli -- <command>`: the terminal front-end on the same core as the site. With API_BASE_URL it talks
 * to that §7 backend; otherwise it opens the site's embedded catalogue (DATA_DIR or DATABASE_URL, seeded with
 * the demo site when empty) in this process, as a site worker does: the ports are the SQL adapters, no HTTP.
 * Mail a command queues (a subscription's confirmation) stays in the outbox for the site's dispatcher.
 */
const config = readSiteConfig();
const embedded = config.apiBaseUrl
  ? undefined
  : await openEmbeddedCatalogue({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      smtpUrl: config.smtpUrl,
      origin: config.origin,
      siteId: config.siteId,
      demoEstates: config.demoEstates,
      seed: true,
    });
// The same abuse limits as the site (issue 9): per recipient, since a terminal has no client address.
const limits = SqlAbuseLimits.lazy({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const guard = { limits, abusePolicy: config.abusePolicy };
const { core } = createServerCore(
  embedded
    ? { adapters: embedded.adapters, alertsBy: 'site', ...guard }
    : { api: { baseUrl: config.apiBaseUrl!, siteId: config.siteId }, alertsBy: 'agency-platform', ...guard },
);
// Issue 20 item 2: the links it prints are on the site's one public origin (PUBLIC_ORIGIN, else the site's hostnames).
const site = await core.pages.shell({ locale: 'nl' }).then(
  (shell) => shell.site,
  () => ({ hostnames: [] }),
);
try {
  process.exitCode = await runCli(process.argv.slice(2), core, (line) => console.log(line), publicOrigin(site, config.origin));
} finally {
  await limits.close();
  await embedded?.close();
}
