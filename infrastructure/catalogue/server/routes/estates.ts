import type { FastifyInstance } from 'fastify';
import type { Estate } from '../../../../domain/estate/estate';
import { toUpstreamEstate } from '../../../http/mappers/estate-mapper';
import { toUpstreamPriceChange } from '../../../http/mappers/price-history-mapper';
import { NotFound, orNotFound } from '../http-problems';
import { idParams } from '../schemas/common-schemas';
import { asSearchBody, searchBodySchema } from '../schemas/search-body-schema';
import { siteScope } from '../site-scope';
import { parse } from '../validate';

/** A found estate in the upstream JSON shape, or a 404. */
const found = (estate: Estate | null, what: string): unknown => toUpstreamEstate(orNotFound(estate, what));

/** §7 estates: search, a group, one estate, its contact, the alternative source, similar estates. */
export function estateRoutes(app: FastifyInstance): void {
  app.post('/estates', async (request) => {
    const body = asSearchBody(parse(searchBodySchema, request.body));
    const { ports, locale } = siteScope(request);
    const { total, results } = await ports.catalogue.search(body, locale);
    return { total: { value: total }, results: results.map(toUpstreamEstate) };
  });

  app.get('/estates/group/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const { ports, locale } = siteScope(request);
    return found(await ports.catalogue.estateGroup(id, locale), `estate group ${id}`);
  });

  app.get('/estates/v2/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const { ports, locale } = siteScope(request);
    return found(await ports.catalogue.estate(id, locale), `estate ${id}`);
  });

  app.get('/estates/skarabee/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    const { ports, locale } = siteScope(request);
    return found(await ports.catalogue.alternativeSourceEstate(id, locale), `alternative-source estate ${id}`);
  });

  // Optional upstream (§7): an estate without a sales representative answers 204, an unknown one 404.
  app.get('/estates/:id/contact-info', async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const { ports } = siteScope(request);
    if (!(await ports.catalogue.estate(id))) throw new NotFound(`estate ${id}`);
    const contact = await ports.catalogue.contactInfo(id);
    return contact ? contact : reply.code(204).send();
  });

  // Issue 11 price history (our catalogue's own route, beside §7): the recorded price changes, oldest first.
  app.get('/estates/:id/price-history', async (request) => {
    const { id } = parse(idParams, request.params);
    const { ports } = siteScope(request);
    if (!(await ports.catalogue.estate(id))) throw new NotFound(`estate ${id}`);
    return (await ports.catalogue.priceHistory(id)).map(toUpstreamPriceChange);
  });

  app.get('/estates/:id/similar', async (request) => {
    const { id } = parse(idParams, request.params);
    const { ports, locale } = siteScope(request);
    if (!(await ports.catalogue.estate(id))) throw new NotFound(`estate ${id}`);
    return (await ports.requests.similarEstates(id, locale)).map(toUpstreamEstate);
  });
}
