/**
 * What the site server (ui/server) takes from infrastructure/, and the only way it reaches it (issue 19 item 4,
 * the layer rule `ui-sees-only-the-bridge`): its composition root and configuration, its log, and the few
 * adapters' names an HTTP route needs (the §7 search body's schema, the site header, the backend's health).
 */
export { openSiteServerRoot, type SiteServerRoot } from '../../infrastructure/container/site-server-root';
export { readSiteConfig, type SiteConfig } from '../../infrastructure/container/site-config';
export { accessLineId, accessLog, createSiteLog, type SiteLog } from '../../infrastructure/logging/pino-logger';
export { withRequestDeadline } from '../../infrastructure/http/request-deadline';
export { SITE_ID_HEADER } from '../../infrastructure/http/api-headers';
export { asSearchBody, searchBodySchema } from '../../infrastructure/catalogue/server/schemas/search-body-schema';
export type { ApiUpstream } from '../../infrastructure/catalogue/server/embedded-catalogue';
export type { CatalogueHealth } from '../../infrastructure/catalogue/sql/catalogue-health';
export type { AlertRunOutcome } from '../../infrastructure/catalogue/alerts/alert-scheduler';
