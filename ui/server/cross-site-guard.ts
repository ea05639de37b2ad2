import type { NextFunction, Request, Response } from 'express';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host (with port) of an Origin header, or undefined when it is not an http(s) origin (e.g. `null`). */
function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Issue 9 item 4: a state-changing request another site made the visitor's browser send is refused (403),
 * for the ajax routes, the /api proxy and the pages' plain form posts alike. Browsers say so in two ways:
 * `Sec-Fetch-Site: cross-site`, and an `Origin` that is not ours (our public origin, or the host asked for).
 * A request with neither (curl, an old browser) is not cross-site by anything we can read, and passes:
 * same-origin forms keep working without JavaScript.
 */
export function crossSiteGuard(publicOrigin: string | undefined) {
  const publicHost = publicOrigin ? hostOf(publicOrigin) : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE.has(req.method)) return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    const own = (host: string | undefined) => host !== undefined && (host === publicHost || host === req.host.toLowerCase() || host === req.headers.host?.toLowerCase());
    if (fetchSite === 'cross-site' || (origin !== undefined && !own(hostOf(origin)))) {
      res.status(403).setHeader('Cache-Control', 'no-store');
      if (req.accepts(['html', 'json']) === 'json') res.json({ error: 'Forbidden', reason: 'cross_site' });
      else res.type('text/plain').send('403 Forbidden: cross-site request');
      return;
    }
    next();
  };
}
