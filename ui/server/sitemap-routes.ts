import express, { type Request, type Response, type Router } from 'express';
import type { Core } from '../../application/core';
import type { SitemapView } from '../../application/pages/sitemap';
import { latestLastmod, sitemapLocale } from '../../domain/routing/sitemap';
import { sitemapIndexXml, sitemapXml } from './sitemap-xml';

/** Crawlers come back daily at most; an hour of caching keeps a sitemap from searching the catalogue on every fetch. */
const SITEMAP_CACHE = 'public, max-age=3600';

/** What crawlers may visit; the sitemap's address is absolute, as the robots.txt standard asks. */
const robots = (origin: string) => `User-agent: *\nAllow: /\nDisallow: /*/ajax/\n\nSitemap: ${origin}/sitemap.xml\n`;

/**
 * Issue 12 item 7: /sitemap.xml (an index of one sitemap per language), /sitemap-{lang}.xml and robots.txt
 * naming the index. Each sitemap is the core's one sitemap query rendered as XML.
 */
export function sitemapRoutes(core: Core, originOf: (req: Request) => Promise<string>): Router {
  const router = express.Router();
  let latest: { at: number; view: Promise<SitemapView | undefined> } | undefined;
  // The four sitemaps and the index are fetched together: one query serves them for a minute.
  const view = (): Promise<SitemapView | undefined> => {
    if (!latest || Date.now() - latest.at > 60_000) {
      latest = { at: Date.now(), view: core.pages.sitemap({}).then((result) => (result.kind === 'page' ? result.view : undefined)) };
    }
    return latest.view;
  };
  const send = async (res: Response, render: (view: SitemapView) => string | Promise<string>) => {
    const found = await view();
    if (!found) {
      latest = undefined;
      res.status(503).setHeader('Retry-After', '30').setHeader('Cache-Control', 'no-store').type('text/plain').send('Service Unavailable');
      return;
    }
    const xml = await render(found);
    res.setHeader('Cache-Control', SITEMAP_CACHE).type('application/xml').send(xml);
  };

  router.get('/robots.txt', (req, res, next) => {
    originOf(req).then((origin) => res.setHeader('Cache-Control', SITEMAP_CACHE).type('text/plain').send(robots(origin)), next);
  });
  router.get('/sitemap.xml', (req, res, next) => {
    send(res, async ({ entries }) => sitemapIndexXml(await originOf(req), latestLastmod(entries))).catch(next);
  });
  router.get(/^\/sitemap-[a-z]{2}\.xml$/, (req, res, next) => {
    const locale = sitemapLocale(req.path);
    if (!locale) return next();
    send(res, async ({ entries }) => sitemapXml(await originOf(req), locale, entries)).catch(next);
  });
  return router;
}
