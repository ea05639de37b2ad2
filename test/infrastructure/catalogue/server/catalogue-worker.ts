/**
 * One worker process of the catalogue service for the cross-process tests (`node --import tsx …`): the
 * service over WORKER_DATA_DIR (SQLite) or WORKER_DATABASE_URL (PostgreSQL), already seeded by the test, on a
 * free port of 127.0.0.1, without background jobs. Prints `READY <url>` when it listens; SIGTERM closes it.
 */
import { startCatalogue } from '../../../../infrastructure/catalogue/server/start-catalogue';

const running = await startCatalogue({
  host: '127.0.0.1',
  port: 0,
  dataDir: process.env.WORKER_DATA_DIR ?? ':memory:',
  databaseUrl: process.env.WORKER_DATABASE_URL || undefined,
  demoEstates: 0,
  dispatchIntervalMs: 0,
  alertIntervalMs: 0,
});
console.log(`READY ${running.url}`);
process.once('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
