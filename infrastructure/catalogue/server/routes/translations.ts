import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SqlCatalogue } from '../../sql/sql-catalogue';
import { LOCALE } from '../schemas/common-schemas';
import { parse } from '../validate';

const params = z.object({ locale: LOCALE });

/** §7 GET /translations/{locale}, not under a site: message key to text; a language without table has none. */
export function translationRoutes(app: FastifyInstance, catalogue: SqlCatalogue): void {
  app.get('/translations/:locale', async (request) => {
    const { locale } = parse(params, request.params);
    return catalogue.translations(locale);
  });
}
