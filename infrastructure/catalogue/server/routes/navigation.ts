import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orNotFound } from '../http-problems';
import { ID, SITE_ID } from '../schemas/common-schemas';
import { siteScope } from '../site-scope';
import { parse } from '../validate';

const TYPE = z.string().min(1).max(50).regex(/^[A-Za-z0-9_-]+$/);

/** §7 GET /navigation/{type} and /navigation/{type}/{id}: one menu. */
export function navigationRoutes(app: FastifyInstance): void {
  app.get('/navigation/:type', async (request) => {
    const { type } = parse(z.object({ siteId: SITE_ID, type: TYPE }), request.params);
    return orNotFound(await siteScope(request).ports.directory.menu(type), `menu ${type}`);
  });

  app.get('/navigation/:type/:id', async (request) => {
    const { type, id } = parse(z.object({ siteId: SITE_ID, type: TYPE, id: ID }), request.params);
    return orNotFound(await siteScope(request).ports.directory.menu(type, id), `menu ${type}/${id}`);
  });
}
