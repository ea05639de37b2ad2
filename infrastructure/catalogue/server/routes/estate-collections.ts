import type { FastifyInstance } from 'fastify';
import { orNotFound } from '../http-problems';
import { idParams } from '../schemas/common-schemas';
import { siteScope } from '../site-scope';
import { parse } from '../validate';

/** §7 GET /estate-collections/{id}, asked with or without the client header: the same answer. */
export function estateCollectionRoutes(app: FastifyInstance): void {
  app.get('/estate-collections/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    return orNotFound(await siteScope(request).ports.catalogue.collection(id), `estate collection ${id}`);
  });
}
