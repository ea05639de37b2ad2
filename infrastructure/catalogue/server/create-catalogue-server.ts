import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Clock } from '../../../application/ports/clock';
import type { PhotoLibrary } from '../photos/photo-library';
import type { SqlCatalogue } from '../sql/sql-catalogue';
import { NO_ASSETS, type AssetSource } from './asset-source';
import { installErrorHandling } from './error-handling';
import { checkHeaders } from './request-headers';
import { demoAssetRoutes, siteAssetRoutes } from './routes/assets';
import { estateCollectionRoutes } from './routes/estate-collections';
import { estateFilterRoutes } from './routes/estate-filters';
import { estateRoutes } from './routes/estates';
import { liveAgendaRoutes } from './routes/live-agenda';
import { navigationRoutes } from './routes/navigation';
import { pageRoutes } from './routes/pages';
import { photoRoutes } from './routes/photos';
import { rentalUnitRoutes } from './routes/rental-units';
import { siteContentRoutes } from './routes/site-content';
import { siteLookupRoutes, siteRoutes } from './routes/sites';
import { subscriptionRoutes } from './routes/subscriptions';
import { translationRoutes } from './routes/translations';
import { visitorRequestRoutes } from './routes/visitor-requests';
import { resolveSites } from './site-scope';

export interface CatalogueServerOptions {
  readonly catalogue: SqlCatalogue;
  /** Fastify's request log (pino). Without it only failures (500s) are logged. */
  readonly logger?: boolean;
  /** Largest request body in bytes; larger ones answer 413. */
  readonly bodyLimit?: number;
  /** Generated pictures served under /assets/demo/ (see asset-source.ts). */
  readonly assets?: AssetSource;
  /** Issue 20: the catalogue's photos and their variants, served under /assets/photos/ (none without it). */
  readonly photos?: PhotoLibrary;
  /** "Now" for rules that depend on it (an appointment can be cancelled until it starts). */
  readonly clock?: Clock;
}

export const DEFAULT_BODY_LIMIT = 256 * 1024;

/** Our implementation of the §7 backend API over a SqlCatalogue: one Fastify app, one module per resource. */
export function createCatalogueServer(options: CatalogueServerOptions): FastifyInstance {
  const { catalogue, assets = NO_ASSETS, clock = { now: () => new Date() } } = options;
  const app = Fastify({
    logger: options.logger ? true : { level: 'error' },
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    // Page URLs and host names travel as path parameters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // A URL that is not valid percent-encoding is the client's mistake, said like every other one.
    frameworkErrors: (_error, _request, reply) => {
      (reply as unknown as FastifyReply).code(400).send({ error: 'Bad Request', fields: { url: 'invalid' } });
    },
  });
  // JSON only: any other body type is refused with 415 rather than read as text.
  app.removeContentTypeParser('text/plain');
  installErrorHandling(app);
  checkHeaders(app);

  siteLookupRoutes(app, catalogue);
  translationRoutes(app, catalogue);
  demoAssetRoutes(app, assets);
  if (options.photos) photoRoutes(app, options.photos);
  app.register(
    async (site) => {
      resolveSites(site, catalogue);
      siteRoutes(site);
      navigationRoutes(site);
      pageRoutes(site);
      siteContentRoutes(site);
      siteAssetRoutes(site, assets);
      estateRoutes(site);
      estateFilterRoutes(site);
      estateCollectionRoutes(site);
      rentalUnitRoutes(site, assets);
      liveAgendaRoutes(site, clock);
      visitorRequestRoutes(site);
      subscriptionRoutes(site);
    },
    { prefix: '/sites/:siteId' },
  );
  return app;
}
