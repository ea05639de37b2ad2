import type { AbuseLimits } from '../../application/ports/abuse-limits';
import type { Logger } from '../../application/ports/logger';
import type { AlertRunOutcome } from '../catalogue/alerts/alert-scheduler';
import { SqlAbuseLimits } from '../catalogue/sql/sql-abuse-limits';
import { createSiteLog, loggerPort, type SiteLog } from '../logging/pino-logger';
import { serverCore, type ServerCore } from './server-core';
import { backendBindings, openSiteBackend, type OpenBackendOptions, type SiteBackend } from './site-backend';
import type { SiteConfig } from './site-config';

/** A backend call's deadline, at most (issue 9 item 2). */
export const BACKEND_DEADLINE_MS = 2_000;
/** Last good answers kept for `stale-if-error` (RFC 5861): how many, and for how long. */
const STALE_IF_ERROR = { maxEntries: 500, maxAgeMs: 24 * 3600_000 };

/** Everything the site server (ui/server/create-site-server.ts) is given: its core, its backend and its log. */
export interface SiteServerRoot extends ServerCore {
  readonly backend: SiteBackend;
  /** Issue 21 item 4: the server's JSON log, and the same as the core's Logger port. */
  readonly log: SiteLog;
  readonly logger: Logger;
}

export interface SiteServerRootOptions {
  readonly log: SiteLog;
  /** Where abuse counts are kept; default the SQL table of the catalogue's database (issue 9). */
  readonly abuseLimits?: AbuseLimits;
}

/**
 * The site server's composition root over an open backend. Issue 9 item 2: each backend call has a deadline and
 * falls back on its last good answer (RFC 5861). Issue 9 item 3: abuse counts in the catalogue's database (DATA_DIR
 * or DATABASE_URL, also with API_BASE_URL), shared by every worker; opened on the first form.
 */
export function siteServerRoot(config: SiteConfig, backend: SiteBackend, { log, abuseLimits }: SiteServerRootOptions): SiteServerRoot {
  const logger = loggerPort(log);
  const limits = abuseLimits ?? SqlAbuseLimits.lazy({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const bindings = backendBindings(backend, config.siteId, {
    timeoutMs: BACKEND_DEADLINE_MS,
    staleIfError: STALE_IF_ERROR,
    logger: (message, ...details) => log.warn(details.length > 0 ? { detail: details } : {}, message),
  });
  return { ...serverCore({ ...bindings, logger, limits, abusePolicy: config.abusePolicy }), backend, log, logger };
}

export interface OpenSiteServerOptions extends OpenBackendOptions {
  /** Default standard output at LOG_LEVEL. */
  readonly log?: SiteLog;
  /** Run the embedded catalogue's mail outbox and alerts in this process (one worker of the cluster does). */
  readonly backgroundJobs?: { readonly onAlertRun?: (outcome: AlertRunOutcome) => void };
}

/** Issue 19 item 4: the site server's root, from its configuration: the backend chosen and opened, the core bound. */
export async function openSiteServerRoot(config: SiteConfig, { log = createSiteLog({ level: config.operate.logLevel }), backgroundJobs, ...opening }: OpenSiteServerOptions = {}): Promise<SiteServerRoot & { close(): Promise<void> }> {
  const opened = await openSiteBackend(config, opening);
  if (backgroundJobs) opened.embedded?.runBackgroundJobs({ logger: loggerPort(log), ...backgroundJobs });
  return { ...siteServerRoot(config, opened.backend, { log }), close: () => opened.close() };
}
