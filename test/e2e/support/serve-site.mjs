/**
 * A site process for the browser tests and the benchmark (`node test/e2e/support/serve-site.mjs`, plain JavaScript:
 * no loader between node and the compiled server, issue 22):
 * the compiled server from E2E_BUILD_DIR (build/server/index.js: the routes, the runtime, React Router's
 * production build), one process served on 127.0.0.1 on a free port, over the embedded catalogue in-process
 * seeded with E2E_DEMO_ESTATES estates in E2E_DATA_DIR, or over API_BASE_URL when set. With E2E_RUN_JOBS=1 it
 * also runs the background jobs (the mail outbox to SMTP_URL or .eml files, timed by OUTBOX_LEASE_MS and
 * OUTBOX_INTERVAL_MS; the alerts). Prints one line `READY {"url":…,"api":…}` when it listens; SIGTERM closes it, and
 * with E2E_EXIT_WITH_PARENT=1 so does the end of its stdin (its parent gone).
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const buildDir = resolve(process.env.E2E_BUILD_DIR ?? 'build');
/** @type {typeof import('../../../ui/server/entry')} */
const bundle = await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href);
// The site's root chooses the backend as `npm start`'s workers do (API_BASE_URL, else the embedded catalogue), the
// database seeded here since there is no primary; its abuse counters live in the same database (issue 9).
const config = bundle.readSiteConfig({
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: process.env.E2E_DATA_DIR ?? ':memory:',
  DEMO_ESTATES: process.env.E2E_DEMO_ESTATES ?? '300',
});
const root = await bundle.openSiteServerRoot(config, { seed: true, ...(process.env.E2E_RUN_JOBS === '1' && { backgroundJobs: {} }) });
const app = bundle.createSiteServer({ config, build: bundle.build, root, clientDir: join(buildDir, 'client') });
const server = app.listen(0, '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`READY ${JSON.stringify({ url: `http://127.0.0.1:${port}`, api: config.apiBaseUrl ?? '' })}`);
});

async function shutDown() {
  server.closeAllConnections();
  server.close();
  await root.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutDown());
process.once('SIGINT', () => void shutDown());
// Started by a test (E2E_EXIT_WITH_PARENT=1, stdin a pipe from the test's process): a test process that ends without
// closing its sites (jest killed mid-run, a worker that timed out) closes that pipe, and the site stops with it
// instead of serving on for hours.
if (process.env.E2E_EXIT_WITH_PARENT === '1') {
  process.stdin.once('close', () => void shutDown());
  process.stdin.resume();
}
