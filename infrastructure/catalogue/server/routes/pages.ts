import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orNotFound } from '../http-problems';
import { idParams, SITE_ID } from '../schemas/common-schemas';
import { siteScope } from '../site-scope';
import { parse } from '../validate';

/** A page's URL as the site writes it (may hold slashes, arrives decoded). */
const URL_TEXT = z.string().min(1).max(500).regex(/^[^\p{Cc}]+$/u);

/** §7 CMS pages: the list (GET /pages/, trailing slash as §7 writes it), by URL in a language, by id. */
export function pageRoutes(app: FastifyInstance): void {
  app.get('/pages', async (request) => siteScope(request).ports.directory.pages());

  app.get('/pages/by-url/:url', async (request) => {
    const { url } = parse(z.object({ siteId: SITE_ID, url: URL_TEXT }), request.params);
    const { ports, locale } = siteScope(request);
    return orNotFound(await ports.directory.pageByUrl(url, locale), `page ${url}`);
  });

  app.get('/pages/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    return orNotFound(await siteScope(request).ports.directory.page(id), `page ${id}`);
  });
}
