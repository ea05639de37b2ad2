import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SqlCatalogue } from '../../sql/sql-catalogue';
import { orNotFound } from '../http-problems';
import { siteScope } from '../site-scope';
import { parse } from '../validate';

/** A host name as a browser sends it (a port, if any, is not part of the site's identity). */
const hostnameParams = z.object({
  hostname: z
    .string()
    .max(260)
    .regex(/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/)
    .transform((host) => host.replace(/:\d+$/, '')),
});

/** §7 GET /sites/by-hostname/{hostname}: not under a site, the site is what is asked for. */
export function siteLookupRoutes(app: FastifyInstance, catalogue: SqlCatalogue): void {
  app.get('/sites/by-hostname/:hostname', async (request) => {
    const { hostname } = parse(hostnameParams, request.params);
    return orNotFound(await catalogue.siteByHostname(hostname), `site for ${hostname}`);
  });
}

/** §7 GET /sites/{siteId}: the site and its settings (hiddenStatus). */
export function siteRoutes(app: FastifyInstance): void {
  app.get('/', async (request) => siteScope(request).site);
}
