/**
 * `npm run catalogue:alerts`: one alert run over every site (issue 11), for cron, then the outbox is sent.
 * Environment as `npm run catalogue`: DATA_DIR, DATABASE_URL, SMTP_URL, PUBLIC_ORIGIN (else the site's hostnames), MAIL_FROM. Safe beside running
 * workers: the lease row in the database lets one run at a time per site.
 */
import { pathToFileURL } from 'node:url';
import { systemClock } from '../../memory/clocks';
import { localiseEstate } from '../demo/generate-demo-catalogue';
import { createMailComposer } from '../mail/compose-mails';
import { mailTransport } from '../mail/mail-transport';
import { createOutboxDispatcher, outboxTimingFromEnv } from '../mail/outbox-dispatcher';
import { SqlCatalogue } from '../sql/sql-catalogue';
import { originSettingsFromEnv } from '../public-origin-env';
import { createAlertScheduler } from './alert-scheduler';

const set = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

export async function runAlertsOnce(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const dataDir = set(env.DATA_DIR) ?? './data';
  const catalogue = await SqlCatalogue.open({
    dataDir,
    databaseUrl: set(env.DATABASE_URL),
    clock: systemClock,
    mails: createMailComposer(originSettingsFromEnv(env)),
    localise: localiseEstate,
  });
  try {
    const reports = await createAlertScheduler({ catalogue, clock: systemClock }).runOnce();
    const transport = mailTransport({ smtpUrl: set(env.SMTP_URL), dataDir });
    const dispatcher = createOutboxDispatcher({ db: catalogue.database.db, transport, leaseMs: outboxTimingFromEnv(env).leaseMs });
    let sent = 0;
    for (let report = await dispatcher.runOnce(); report.sent > 0; report = await dispatcher.runOnce()) sent += report.sent;
    const sites = [...reports].map(([site, r]) => (r.ran ? `${site}: ${r.checked} due, ${r.mailed} digests, ${r.failed} failed` : `${site}: another run holds the lease`));
    return `Alerts: ${sites.join('; ') || 'no sites'}; ${sent} mails sent (${transport.description})`;
  } finally {
    await catalogue.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAlertsOnce().then(
    (summary) => console.log(summary),
    (error: unknown) => {
      console.error('Alerts run failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
