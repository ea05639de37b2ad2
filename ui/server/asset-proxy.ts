import type { Request, Response } from 'express';
import { SITE_ID_HEADER, type ApiUpstream } from '../bridge/site-server';

// Headers worth passing on in each direction; hop-by-hop and cookie headers never cross.
const REQUEST_HEADERS = ['accept', 'accept-language', 'if-none-match', 'if-modified-since'];
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

/** A §7 backend over HTTP (API_BASE_URL). */
export function httpUpstream(baseUrl: string): ApiUpstream {
  return async ({ method, path, headers, body }) => {
    const answer = await fetch(`${baseUrl}${path}`, { method, headers, ...(body && { body }), signal: AbortSignal.timeout(4_000) }); // within the page deadline (issue 9 item 2)
    const out: Record<string, string | undefined> = {};
    for (const name of RESPONSE_HEADERS) out[name] = answer.headers.get(name) ?? undefined;
    return { status: answer.status, headers: out, body: Buffer.from(await answer.arrayBuffer()) };
  };
}

/**
 * Backend pictures under the site's own origin: GET and HEAD of `/assets/…` forwarded to the configured §7
 * backend with this site's id (API_BASE_URL over HTTP, or the embedded catalogue's routes in this process,
 * no socket). Nothing else of the backend is reachable through the site: the browser searches through the
 * site's ajax routes, which apply §5 (hidden statuses, hidden addresses) as every page does.
 */
export function assetProxy(upstream: ApiUpstream, siteId: string) {
  return async (req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').end();
      return;
    }
    const headers: Record<string, string> = { [SITE_ID_HEADER]: siteId };
    for (const name of REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      // HEAD asks the backend for the GET: Express answers a HEAD from that body (its Content-Length and ETag) without
      // sending it; a backend's HEAD answer has no body, and passing it on said "Content-Length: 0" (issue 20).
      // The path as asked (`originalUrl`), wherever the proxy is mounted under /assets.
      const answer = await upstream({ method: 'GET', path: req.originalUrl, headers });
      res.status(answer.status);
      for (const name of RESPONSE_HEADERS) {
        const value = answer.headers[name];
        if (value) res.setHeader(name, value);
      }
      res.send(answer.body);
    } catch {
      res.status(502).end();
    }
  };
}
