import { resolve as resolvePath } from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ServerBuild } from 'react-router';
import { matchRoute } from '../../domain/routing/routes';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../domain/shared/locale';
import { createContainer, createRequestContainer } from '../../infrastructure/container/create-container';
import { requestContainer } from './request-container';
import { ajaxRoutes } from './ajax-routes';
import { apiProxy } from './api-proxy';
import type { SiteLoadContext } from './load-context';
import { securityHeaders } from './security-headers';
import type { SiteConfig } from './site-config';

export interface SiteServerOptions {
  readonly config: SiteConfig;
  readonly build: ServerBuild;
  /** The §7 backend the server (and, through /api, the browser) talks to. */
  readonly apiBaseUrl: string;
  /** Folder of the client build (fingerprinted assets). */
  readonly clientDir?: string;
}

// HTML is the same for every visitor (favourites live in the browser), so a CDN may keep it briefly.
const HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

function localeOfPath(pathname: string): Locale {
  const match = matchRoute(pathname);
  if (match) return match.locale;
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The site: security headers, compressed fingerprinted assets, the /api proxy, ajax routes, server-rendered pages. */
export function createSiteServer({ config, build, apiBaseUrl, clientDir = resolvePath('build/client') }: SiteServerOptions) {
  const root = createContainer('server', { api: { baseUrl: apiBaseUrl, siteId: config.siteId } });
  // 'https://{s}.tile.example.org/{z}/{x}/{y}.png' → 'https://*.tile.example.org' for the CSP.
  const tileOrigin = config.tileUrl ? /^https?:\/\/[^/]+/.exec(config.tileUrl.replace('{s}', '*'))?.[0] : undefined;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders(tileOrigin));
  app.use(compression());

  app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));
  // Demo pictures and other backend assets, through the same proxy as the API.
  const proxy = apiProxy(() => apiBaseUrl, config.siteId);
  app.use('/assets', (req, res) => proxy(Object.assign(req, { url: `/api/assets${req.url}` }), res));
  app.use('/api', (req, res) => proxy(Object.assign(req, { url: `/api${req.url}` }), res));
  app.use('/:lang/ajax', ajaxRoutes((locale) => createRequestContainer(root, locale)));

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET') res.setHeader('Cache-Control', HTML_CACHE);
    next();
  });
  app.all(
    '/{*path}',
    createRequestHandler({
      build,
      async getLoadContext(req, res) {
        const locale = localeOfPath(req.path);
        return {
          container: await requestContainer(root, locale),
          locale,
          nonce: String(res.locals.nonce),
          origin: config.publicOrigin ?? `${req.protocol}://${req.get('host')}`,
          ...(config.tileUrl && { tileUrl: config.tileUrl }),
        } satisfies SiteLoadContext;
      },
    }),
  );
  // Malformed JSON or an oversized form: the visitor's mistake, never a 500.
  app.use((error: { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) console.error(error);
    res.status(status).json({ error: status === 413 ? 'Payload Too Large' : status === 500 ? 'Internal Server Error' : 'Bad Request' });
  });
  return app;
}
