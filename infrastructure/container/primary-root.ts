import type { SiteConfig } from './site-config';

/**
 * The cluster primary's part of the site server's root (its own small bundle, build/primary/primary.js): the
 * embedded database migrated and the demo seeded once, before the workers open it. The migrations, the seed and
 * the SQL drivers are a chunk of their own, loaded only by the short-lived process that prepares the database.
 * Answers what the database holds.
 */
export async function prepareSiteDatabase(config: SiteConfig): Promise<string> {
  const { prepareEmbeddedCatalogue } = await import('../catalogue/server/prepare-catalogue');
  return prepareEmbeddedCatalogue({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, siteId: config.siteId, demoEstates: config.demoEstates });
}
