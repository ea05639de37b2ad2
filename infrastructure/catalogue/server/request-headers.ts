import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CLIENT_HEADER, PROPERTY_SOFTWARE_CLIENT_HEADER, SITE_ID_HEADER } from '../../http/api-headers';
import { SITE_ID } from './schemas/common-schemas';
import { parse } from './validate';

const FLAG = z.enum(['true', 'false']).optional();
const [PROPERTY_SOFTWARE_HEADER = 'x-property-software-client'] = Object.keys(PROPERTY_SOFTWARE_CLIENT_HEADER);

/** The §7 headers (api-headers.ts). Accept-language is read leniently later; here only its size is bounded. */
const headers = z.object({
  [SITE_ID_HEADER]: SITE_ID.optional(),
  [CLIENT_HEADER]: FLAG,
  [PROPERTY_SOFTWARE_HEADER]: FLAG,
  'accept-language': z.string().max(1000).optional(),
});

/** Every request's headers are checked before routing does any work; a bad one is a 400 naming it. */
export function checkHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    parse(headers, request.headers);
  });
}
