/**
 * What the cluster primary (ui/server/primary.ts, its own small bundle) takes from infrastructure/: its part of
 * the site server's root, the configuration and the log. Nothing of the core, so the bundle stays small.
 */
export { prepareSiteDatabase } from '../../infrastructure/container/primary-root';
export { readSiteConfig, type SiteConfig } from '../../infrastructure/container/site-config';
export { createSiteLog } from '../../infrastructure/logging/pino-logger';
