import type { NextFunction, Request, Response } from 'express';
import { matchRoute } from '../../domain/routing/routes';
import { PERSONAL_ROUTES } from '../../domain/routing/personal-routes';

/**
 * Pages are the same for every visitor (favourites live in the browser), so a CDN may keep them briefly and, for ten
 * minutes more, answer with the copy it has while it asks us again (RFC 5861 stale-while-revalidate); with the ETag the
 * page cache gives, that revalidation is a 304 (page-cache.ts). Browsers revalidate every time (max-age=0).
 */
export const SHARED_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/**
 * Issue 8: pages that carry a visitor's token or personal data (an appointment, a subscription's links) are never
 * kept by a shared cache (ours or a CDN's), whatever their route answers, and neither are their data requests.
 */
export const PERSONAL_CACHE = 'private, no-store';

const isPersonal = (pathname: string) => {
  const route = matchRoute(pathname.replace(/\.data$/, ''))?.name;
  return route !== undefined && PERSONAL_ROUTES.has(route);
};

/**
 * The Cache-Control of pages and their data requests (`.data`), decided as their headers go out: the shared default
 * unless their route chose its own (a redirect); a 503 (the backend failed, §8) is never cached and tells when to retry
 * (issue 9 item 2), whichever route rendered it; a personal page, or an answer that sets a cookie (issue 23 item 3), is
 * private whatever its route said.
 */
export function pageCachePolicy() {
  return (req: Request, res: Response, next: NextFunction) => {
    const personal = isPersonal(req.path);
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
      if (status === 503) {
        this.setHeader('Cache-Control', 'no-store');
        if (!this.hasHeader('Retry-After')) this.setHeader('Retry-After', '30');
      } else if (personal || this.hasHeader('Set-Cookie')) {
        this.setHeader('Cache-Control', PERSONAL_CACHE);
      } else if ((req.method === 'GET' || req.method === 'HEAD') && !this.hasHeader('Cache-Control')) {
        this.setHeader('Cache-Control', SHARED_CACHE);
      }
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    next();
  };
}
