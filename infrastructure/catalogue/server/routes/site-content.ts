import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orNotFound } from '../http-problems';
import { idParams, LOCALE, NAME, SITE_ID } from '../schemas/common-schemas';
import { siteScope } from '../site-scope';
import { parse } from '../validate';

const agreementQuery = z.object({ locale: LOCALE.optional() });
const estatePageParams = z.object({ siteId: SITE_ID, a: NAME, b: NAME });

/** §7 the site's other content: entities and their items, agreements, estate pages. */
export function siteContentRoutes(app: FastifyInstance): void {
  app.get('/entities', async (request) => siteScope(request).ports.directory.entities());

  app.get('/entities/:id/items', async (request) => {
    const { id } = parse(idParams, request.params);
    return siteScope(request).ports.directory.entityItems(id);
  });

  // §7 GET /agreements?locale=: without the parameter, the language of the request.
  app.get('/agreements', async (request) => {
    const query = parse(agreementQuery, request.query);
    const { ports, locale } = siteScope(request);
    return ports.directory.agreements(query.locale ?? locale);
  });

  app.get('/estate-pages/:a/:b', async (request) => {
    const { a, b } = parse(estatePageParams, request.params);
    return orNotFound(await siteScope(request).ports.directory.estatePage(a, b), `estate page ${a}/${b}`);
  });
}
