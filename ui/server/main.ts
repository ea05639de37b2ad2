import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import { debuglog } from 'node:util';
import { createSiteLog, openSiteServerRoot, type SiteConfig } from '../bridge/site-server';
import { createSiteServer } from './create-site-server';
import { clusterScrape, inCluster } from './cluster-metrics';
import { createSiteMetrics } from './site-metrics';
import { primaryPageStore } from './shared-page-store';
import { DATABASE_PREPARED, JOBS_ROLE, WAITING_FOR_DATABASE, wallClock } from './roles';

export interface RunSiteOptions {
  readonly config: SiteConfig;
  readonly build: ServerBuild;
  /** Folder of the client build (fingerprinted assets). */
  readonly clientDir: string;
  /** When the start began (performance.now()), for the cold start the ready line prints; default the process start. */
  readonly startedAt?: number;
  /** Longest a SIGTERM waits for requests in flight before closing their connections; default DRAIN_TIMEOUT_MS. */
  readonly drainMs?: number;
}

/** `NODE_DEBUG=site`: each step of the start, with its process id (the tests read the order of the steps). */
const trace = debuglog('site');

/**
 * In a worker of the cluster: resolves when the primary says the embedded database is migrated and seeded (the
 * worker loads the site meanwhile, ui/server/primary.ts). Outside a cluster at once.
 */
function databasePrepared(): Promise<void> {
  if (!cluster.isWorker || !process.send) return Promise.resolve();
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== DATABASE_PREPARED) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send!(WAITING_FOR_DATABASE);
  });
}

/** Stops accepting, lets the requests in flight finish, closes each keep-alive connection as it goes idle. */
export function drain(server: Server, drainMs: number): Promise<void> {
  return new Promise((done) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), drainMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      done();
    });
    server.closeIdleConnections();
  });
}

/**
 * One worker of `npm start`: the site over the embedded catalogue (SQL ports in this process) or over API_BASE_URL.
 * On SIGTERM (issue 21 item 3): /readyz answers 503 at once and every answer closes its connection; after
 * SHUTDOWN_DELAY_MS (a load balancer's time to notice) it stops accepting, finishes the requests in flight (at most
 * DRAIN_TIMEOUT_MS), closes the database and exits 0.
 */
export async function serveWorker({ config, build, clientDir, drainMs = config.operate.drainTimeoutMs }: RunSiteOptions): Promise<void> {
  const log = createSiteLog({ level: config.operate.logLevel });
  const metrics = createSiteMetrics();
  const root = await openSiteServerRoot(config, {
    log,
    beforeOpening: async () => {
      await databasePrepared();
      trace('opening the embedded database at %d', wallClock());
    },
    ...(process.env[JOBS_ROLE] === '1' && { backgroundJobs: { onAlertRun: metrics.alertRun } }),
  });
  let stopping = false;
  const scrape = inCluster() ? clusterScrape(metrics.registry) : undefined;
  // Issue 23 item 3: in the cluster, a page one worker rendered answers the others too (the primary holds it).
  const sharedPages = inCluster() ? primaryPageStore() : undefined;
  const app = createSiteServer({ config, build, root, clientDir, metrics, draining: () => stopping, ...(scrape && { scrape }), ...(sharedPages && { sharedPages }) });
  const server = app.listen(config.port, config.host);
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, shutdownDelayMs: config.operate.shutdownDelayMs, drainMs }, 'Draining: /readyz answers 503; then no new connections, the requests in flight finish');
    if (config.operate.shutdownDelayMs > 0) await new Promise((done) => setTimeout(done, config.operate.shutdownDelayMs));
    await drain(server, drainMs);
    await root.close();
    log.info('Drained; exiting');
    log.flush();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/**
 * A worker of `npm start`, what ui/server/start.mjs calls in each worker. The primary runs from its own bundle
 * (build/primary/primary.js): this one never holds the primary's code, nor the primary the site's.
 */
export async function runSite(options: RunSiteOptions): Promise<void> {
  if (!cluster.isWorker) throw new Error('runSite serves a worker of the cluster; the primary runs build/primary/primary.js (ui/server/start.mjs).');
  return serveWorker(options);
}
