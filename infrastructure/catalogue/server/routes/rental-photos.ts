import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendAsset, type AssetSource } from '../asset-source';
import { orNotFound } from '../http-problems';
import { NAME, SITE_ID } from '../schemas/common-schemas';
import { parse } from '../validate';

const photoParams = z.object({ siteId: SITE_ID, a: NAME, b: NAME });

/** §7 GET /rental-units/photo/{a}/{b}: the generated picture named `{a}/{b}` (e.g. demo/12.svg). */
export function rentalPhotoRoute(app: FastifyInstance, assets: AssetSource): void {
  app.get('/rental-units/photo/:a/:b', async (request, reply) => {
    const { a, b } = parse(photoParams, request.params);
    return sendAsset(reply, b, orNotFound(assets(`${a}/${b}`), `photo ${a}/${b}`));
  });
}
