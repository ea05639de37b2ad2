import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale } from '../../../domain/shared/locale';
import type { Site } from '../../../domain/site/site';
import { SITE_ID_HEADER } from '../../http/api-headers';
import type { SiteAdapters, SqlCatalogue } from '../sql/sql-catalogue';
import { BadRequest, NotFound } from './http-problems';
import { requestLocale } from './request-locale';
import { siteParams } from './schemas/common-schemas';
import { parse } from './validate';

/** What every route under /sites/{siteId} works with: the site, its ports and the asker's language. */
export interface SiteScope {
  readonly site: Site;
  readonly ports: SiteAdapters;
  readonly locale: Locale;
}

const scopes = new WeakMap<FastifyRequest, SiteScope>();

/**
 * Resolves the site once per request, before the body is read: an unknown site is a 404 whatever the
 * body, and a site id header that names another site is refused (no answer mixes two sites' data).
 */
export function resolveSites(app: FastifyInstance, catalogue: SqlCatalogue): void {
  app.addHook('onRequest', async (request) => {
    const { siteId } = parse(siteParams, request.params);
    const header = request.headers[SITE_ID_HEADER];
    if (header !== undefined && header !== siteId) throw new BadRequest({ [SITE_ID_HEADER]: 'invalid' });
    const site = await catalogue.site(siteId);
    if (!site) throw new NotFound(`site ${siteId}`);
    scopes.set(request, { site, ports: catalogue.forSite(siteId), locale: requestLocale(request.headers['accept-language']) });
  });
}

export function siteScope(request: FastifyRequest): SiteScope {
  const scope = scopes.get(request);
  if (!scope) throw new Error('siteScope used on a route outside /sites/{siteId}');
  return scope;
}
