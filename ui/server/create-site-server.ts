import type { Server } from 'node:http';
import { resolve as resolvePath } from 'node:path';
import { createRequestHandler } from '@react-router/express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ServerBuild } from 'react-router';
import { matchRoute } from '../../domain/routing/routes';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/shared/locale';
import { withRequestDeadline, type SiteConfig, type SiteServerRoot } from '../bridge/site-server';
import { ajaxRoutes } from './ajax-routes';
import { assetProxy, httpUpstream } from './asset-proxy';
import type { SiteLoadContext } from './load-context';
import { compressResponses } from './compress-responses';
import { createPageCache } from './page-cache';
import { pageCachePolicy } from './page-cache-policy';
import type { SharedPageStore } from './shared-page-store';
import { crossSiteGuard } from './cross-site-guard';
import { oneClickUnsubscribe } from './one-click-unsubscribe';
import { precompressedAssets } from './precompressed-assets';
import { pageDeadline } from './page-deadline';
import { hardenServer, requestGuard, toOriginForm } from './request-guard';
import { contentSecurityPolicy, securityHeaders } from './security-headers';
import { sitemapRoutes } from './sitemap-routes';
import { complianceRoutes } from './compliance-routes';
import { pageOrigin } from './page-origin';
import { languageBuilds, languageOfPath } from './language-builds';
import { createSiteMetrics, type SiteMetrics } from './site-metrics';
import { operatorRoutes } from './operator-routes';
import { requestIdOf, requestLog } from './request-log';
import { fairAdmission } from './fair-admission';

/** A file of the public folder (ui/public): one path segment with an extension. */
const ROOT_FILE = /^\/[^/]+\.[a-z0-9]+$/i;

export interface SiteServerOptions {
  readonly config: SiteConfig;
  readonly build: ServerBuild;
  /** Its composition root (infrastructure/container/site-server-root.ts): the core, the backend, the log. */
  readonly root: SiteServerRoot;
  /** Folder of the client build (fingerprinted assets). */
  readonly clientDir?: string;
  /** Its Prometheus metrics; default a registry of its own. */
  readonly metrics?: SiteMetrics;
  /** What /metrics answers; default this server's own metrics (a cluster worker's: the whole cluster's). */
  readonly scrape?: () => Promise<string>;
  /** True once the process drains (SIGTERM): /readyz answers 503 and connections close after their answer. */
  readonly draining?: () => boolean;
  /** Issue 23 item 3: the pages the other workers rendered (a cluster worker's: the primary's store); default none. */
  readonly sharedPages?: SharedPageStore;
}

const UNAVAILABLE_PAGE = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Even geduld · Un instant · One moment · Einen Moment</title></head><body><main>
<h1>Even geduld</h1><p>Onze site is tijdelijk niet bereikbaar. Probeer het zo meteen opnieuw.</p>
<p lang="fr">Notre site est momentanément indisponible. Veuillez réessayer dans un instant.</p>
<p lang="en">Our site is temporarily unavailable. Please try again in a moment.</p>
<p lang="de">Unsere Website ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.</p></main></body></html>`;

/**
 * Issue 21 item 5: all the backend calls of one request end within this from its arrival, however many waves of them
 * a page makes (infrastructure/http/request-deadline.ts); past it a read answers stale or fails at once, and the page
 * renders with what it has, in the time left before PAGE_DEADLINE_MS.
 */
export const REQUEST_BACKEND_BUDGET_MS = 3_800;
/** Whatever the backend does, a page answers within this (issue 9 item 2: 5 s). */
export const PAGE_DEADLINE_MS = 4_500;

/** §8 and issue 9: the four-language page of a backend that failed or did not answer in time. */
function unavailable(req: Request, res: Response): void {
  res.status(503).setHeader('Retry-After', '30').setHeader('Cache-Control', 'no-store');
  if (!req.path.includes('/ajax/') && req.accepts(['html', 'json']) === 'html') res.type('html').send(UNAVAILABLE_PAGE);
  else res.json({ error: 'Service Unavailable' });
}

function localeOfPath(pathname: string): Locale {
  const match = matchRoute(pathname);
  if (match) return match.locale;
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The site: security headers, compressed fingerprinted assets, the /api proxy, ajax routes, server-rendered pages. */
export function createSiteServer(options: SiteServerOptions) {
  const { config, build, root, clientDir = resolvePath('build/client') } = options;
  const { core, requestServices, backend, log, logger } = root;
  const metrics = options.metrics ?? createSiteMetrics();
  const health = backend.kind === 'embedded' ? backend.health : undefined;
  if (health) metrics.watchCatalogue(health);
  // 'https://{s}.tile.example.org/{z}/{x}/{y}.png' → 'https://*.tile.example.org' for the CSP.
  const tileOrigin = config.tileUrl ? /^https?:\/\/[^/]+/.exec(config.tileUrl.replace('{s}', '*'))?.[0] : undefined;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Issue 21 item 4: a request id and one log line for every request; health, readiness and metrics before the
  // request guard (a load balancer's probe names the address it reached in Host, not PUBLIC_ORIGIN's).
  app.use(requestLog({ log, metrics }));
  app.use(
    operatorRoutes({
      metricsToken: config.operate.metricsToken,
      scrape: options.scrape ?? (() => metrics.registry.metrics()),
      draining: options.draining ?? (() => false),
      health,
      outboxStuckSeconds: config.operate.outboxStuckSeconds,
    }),
  );
  // Issue 21 item 5: one deadline for all the backend calls of this request, from its arrival.
  app.use((_req: Request, _res: Response, next: NextFunction) => withRequestDeadline(REQUEST_BACKEND_BUDGET_MS, next));
  app.use(securityHeaders(tileOrigin));
  app.use(requestGuard({ publicOrigin: config.publicOrigin }));
  // Issue 11: RFC 8058 one-click posts come from mail providers, often cross-site: answered before the guard.
  app.use(oneClickUnsubscribe(core));
  app.use(crossSiteGuard(config.publicOrigin));
  // Issue 8: before compression, so that a page is kept as it was sent (compressed) and a hit costs neither.
  if (config.pageCache.seconds > 0 && config.pageCache.megabytes > 0) {
    const pageCache = createPageCache({
      revision: backend.kind === 'embedded' ? backend.revision : async () => 0,
      ttlSeconds: config.pageCache.seconds,
      maxBytes: config.pageCache.megabytes * 1024 * 1024,
      publicOrigin: config.publicOrigin,
      onLookup: metrics.pageCache,
      shared: options.sharedPages,
    });
    app.use(pageCache.middleware);
  }
  app.use(compressResponses());
  // Issue 20: a photo's variant is made by this process on its first request (our own CPU, 0.2–2 s, longer on a busy
  // machine with others queued), not a backend that hangs: it answers when made instead of a 503 at the page deadline.
  // An external backend's pictures keep the proxy's own deadline (httpUpstream).
  const assets = assetProxy(backend.kind === 'http' ? httpUpstream(backend.apiBaseUrl) : backend.api, config.siteId);
  app.use('/assets/photos', assets);
  // Issue 24: the agency's report reads every listing; it is not a visitor's page and has no page deadline.
  app.use(complianceRoutes(core, config.complianceToken));
  app.use(pageDeadline(PAGE_DEADLINE_MS, unavailable));

  // Issue 20 item 2: one origin for the pages' and the sitemap's absolute links (PUBLIC_ORIGIN, else the site's hostnames).
  const originOf = pageOrigin(config.publicOrigin, core);
  app.use(sitemapRoutes(core, originOf));
  app.use('/assets', precompressedAssets(`${clientDir}/assets`));
  app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }));
  // The public folder holds only files at the root with an extension (favicon.svg, …): a page's path is never
  // looked up on disk (issue 8: a stat per page request).
  const publicFiles = express.static(clientDir, { maxAge: '1h', index: false });
  app.use((req: Request, res: Response, next: NextFunction) => (ROOT_FILE.test(req.path) ? publicFiles(req, res, next) : next()));
  // Issue 13 item 8: browsers and crawlers ask for /favicon.ico whatever the page links; it is the site's icon (SVG).
  app.get('/favicon.ico', (_req, res) => res.type('image/svg+xml').sendFile('favicon.svg', { root: clientDir, maxAge: '1h' }));
  // Demo pictures and other backend assets; the rest of the backend is not reachable through the site.
  app.use('/assets', assets);
  app.use('/:lang/ajax', ajaxRoutes(core));

  app.use(pageCachePolicy());
  // Each language's pages are answered by a build of that language's routes (ui/server/language-builds.ts, issue 8).
  const builds = languageBuilds(build);
  const pageHandler = (forBuild: ServerBuild) =>
    createRequestHandler({
      build: forBuild,
      async getLoadContext(req, res) {
        const locale = localeOfPath(req.path);
        return {
          core,
          services: requestServices(locale),
          locale,
          allowScripts: (scriptHashes) => res.setHeader('Content-Security-Policy', contentSecurityPolicy(tileOrigin, scriptHashes)),
          clientAddress: req.ip,
          logger,
          origin: await originOf(req),
          ...(config.tileUrl && { tileUrl: config.tileUrl }),
          ...(config.tileAttribution && { tileAttribution: config.tileAttribution }),
        } satisfies SiteLoadContext;
      },
    });
  const wholeSite = pageHandler(builds.whole);
  const byLanguage = new Map([...builds.byLanguage].map(([locale, languageOnly]) => [locale, pageHandler(languageOnly)]));
  // Renders start in arrival order, a few each turn of the event loop (fair-admission.ts).
  app.all(
    '/{*path}',
    fairAdmission((req: Request, res: Response, next: NextFunction) => {
      const language = languageOfPath(req.path);
      return ((language && byLanguage.get(language)) || wholeSite)(req, res, next);
    }),
  );
  // A visitor's mistake (malformed JSON, an oversized form) is a 4xx; anything else means the backend is
  // unreachable: a short page in the four languages and 503, so caches and crawlers retry later.
  app.use((error: { status?: number } | URIError, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error instanceof URIError) error = { status: 400 };
    if ('status' in error && error.status && error.status >= 400 && error.status < 500) {
      res.status(error.status).json({ error: error.status === 413 ? 'Payload Too Large' : 'Bad Request' });
      return;
    }
    log.error({ err: error, reqId: requestIdOf(res) }, 'The request failed');
    unavailable(req, res);
  });
  // Express's typings omit `handle`, the entry every request goes through (app(req, res) calls it).
  const entry = app as unknown as { handle: (req: Request, res: Response, next?: NextFunction) => void };
  const handle = entry.handle.bind(app);
  entry.handle = (req, res, next) => {
    toOriginForm(req);
    handle(req, res, next);
  };
  // Whoever listens (npm start, the tests, a cluster worker) gets a server that answers CONNECT too.
  const listen = app.listen.bind(app) as (...args: unknown[]) => Server;
  app.listen = ((...args: unknown[]) => hardenServer(listen(...args))) as typeof app.listen;
  return app;
}
