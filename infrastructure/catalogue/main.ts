/**
 * `npm run catalogue`: our implementation of the §7 backend API, standalone. Configuration from the
 * environment (ARCHITECTURE.md): CATALOGUE_PORT or PORT (default 3001), HOST, DATA_DIR, DATABASE_URL,
 * SMTP_URL, PUBLIC_ORIGIN, MAIL_FROM, DEMO_ESTATES (default 2000), SITE_ID (the demo site's id), OUTBOX_LEASE_MS, OUTBOX_INTERVAL_MS.
 */
import { pathToFileURL } from 'node:url';
import { outboxTimingFromEnv } from './mail/outbox-dispatcher';
import { originSettingsFromEnv } from './public-origin-env';
import { DEFAULTS, startCatalogue, type CatalogueOptions } from './server/start-catalogue';

export { startCatalogue, type CatalogueOptions, type RunningCatalogue } from './server/start-catalogue';

function integer(name: string, value: string | undefined, fallback: number, most: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > most) throw new Error(`${name} must be a whole number from 0 to ${most}, got '${value}'`);
  return n;
}

const set = (value: string | undefined): string | undefined => (value && value.trim() !== '' ? value.trim() : undefined);

export function catalogueOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogueOptions {
  const portName = set(env.CATALOGUE_PORT) ? 'CATALOGUE_PORT' : 'PORT';
  const outbox = outboxTimingFromEnv(env);
  return {
    port: integer(portName, env.CATALOGUE_PORT ?? env.PORT, DEFAULTS.port, 65_535),
    host: set(env.HOST) ?? DEFAULTS.host,
    dataDir: set(env.DATA_DIR) ?? DEFAULTS.dataDir,
    databaseUrl: set(env.DATABASE_URL),
    smtpUrl: set(env.SMTP_URL),
    origin: originSettingsFromEnv(env),
    demoEstates: integer('DEMO_ESTATES', env.DEMO_ESTATES, DEFAULTS.demoEstates, 1_000_000),
    demoSiteId: set(env.SITE_ID),
    logger: env.LOG_REQUESTS === 'true',
    dispatchIntervalMs: outbox.intervalMs,
    outboxLeaseMs: outbox.leaseMs,
  };
}

async function main(): Promise<void> {
  const running = await startCatalogue(catalogueOptionsFromEnv());
  console.log(running.summary);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1); // a second signal: stop waiting
    closing = true;
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Catalogue service: unclean shutdown after ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('Catalogue service failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
