import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { ServerBuild } from 'react-router';
import { openEmbeddedCatalogue, type EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { createSiteServer, type SiteBackend } from './create-site-server';
import { JOBS_ROLE, runPrimary } from './primary';
import type { SiteConfig } from './site-config';

export interface RunSiteOptions {
  readonly config: SiteConfig;
  readonly build: ServerBuild;
  /** Folder of the client build (fingerprinted assets). */
  readonly clientDir: string;
  /** When the start began (performance.now()), for the cold start the ready line prints; default the process start. */
  readonly startedAt?: number;
  /** Longest a SIGTERM waits for requests in flight before closing their connections. */
  readonly drainMs?: number;
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

/** One worker: the site over the embedded catalogue (SQL ports in this process) or over API_BASE_URL. */
/** One worker of `npm start` (ui/server/start.mjs starts the primary from its own small bundle). */
export async function serveWorker({ config, build, clientDir, drainMs = 10_000 }: RunSiteOptions): Promise<void> {
  let embedded: EmbeddedCatalogue | undefined;
  let backend: SiteBackend;
  if (config.apiBaseUrl) backend = { kind: 'http', apiBaseUrl: config.apiBaseUrl };
  else {
    embedded = await openEmbeddedCatalogue({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      smtpUrl: config.smtpUrl,
      siteUrl: config.publicOrigin ?? `http://localhost:${config.port}`,
      siteId: config.siteId,
      outbox: config.outbox,
    });
    if (process.env[JOBS_ROLE] === '1') embedded.runBackgroundJobs();
    backend = { kind: 'embedded', adapters: embedded.adapters, api: embedded.api };
  }
  const server = createSiteServer({ config, build, backend, clientDir }).listen(config.port, config.host);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await drain(server, drainMs);
    await embedded?.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

/** The whole start in one call (the primary, or a worker): what a caller holding only this bundle uses. */
export async function runSite(options: RunSiteOptions): Promise<void> {
  if (cluster.isWorker) return serveWorker(options);
  return runPrimary(options);
}
