import type { Core } from '../../application/core';
import { SqlAbuseLimits } from '../catalogue/sql/sql-abuse-limits';
import { createContainer, resolve } from './create-container';
import { backendBindings, openSiteBackend } from './site-backend';
import { readSiteConfig, type SiteConfig } from './site-config';

export interface CliRoot {
  readonly config: SiteConfig;
  readonly core: Core;
  close(): Promise<void>;
}

/**
 * Issue 19 item 4: the terminal front-end's composition root, on the same backend choice as the site server
 * (site-backend.ts): API_BASE_URL, or the site's embedded catalogue (seeded with the demo when empty) in this
 * process. Mail a command queues (a subscription's confirmation) stays in the outbox for the site's dispatcher.
 */
export async function openCliRoot(config: SiteConfig = readSiteConfig()): Promise<CliRoot> {
  const opened = await openSiteBackend(config, { seed: true });
  // The same abuse limits as the site (issue 9): per recipient, since a terminal has no client address.
  const limits = SqlAbuseLimits.lazy({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const core = resolve(createContainer({ ...backendBindings(opened.backend, config.siteId), limits, abusePolicy: config.abusePolicy }), 'core');
  return {
    config,
    core,
    async close() {
      await limits.close();
      await opened.close();
    },
  };
}
