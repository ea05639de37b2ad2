import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PhotoLibrary } from '../../photos/photo-library';
import { NotFound } from '../http-problems';
import { NAME } from '../schemas/common-schemas';
import { parse } from '../validate';

const photoParams = z.object({ id: NAME, file: NAME });

/**
 * Issue 20 item 3: GET /assets/photos/{id}/{file}, a photo's variant (`domain/display/photo-variants.ts`),
 * made on its first request and kept on disk. An address names one set of bytes forever (a new photo gets a
 * new id): cached a year by browsers and CDNs.
 */
export function photoRoutes(app: FastifyInstance, photos: PhotoLibrary): void {
  app.get('/assets/photos/:id/:file', async (request, reply) => {
    const { id, file } = parse(photoParams, request.params);
    const variant = await photos.variant(id, file);
    if (!variant) throw new NotFound(`photo ${id}/${file}`);
    return reply
      .header('content-type', variant.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(variant.body);
  });
}
