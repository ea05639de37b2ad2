import type { FastifyInstance } from 'fastify';
import { asSearchBody, searchBodySchema } from '../schemas/search-body-schema';
import { siteScope } from '../site-scope';
import { parse } from '../validate';

/** §7 POST /estate-filters: the filter values left by the same search body. */
export function estateFilterRoutes(app: FastifyInstance): void {
  app.post('/estate-filters', async (request) => {
    const body = asSearchBody(parse(searchBodySchema, request.body));
    const { ports, locale } = siteScope(request);
    return ports.catalogue.filterValues(body, locale);
  });
}
