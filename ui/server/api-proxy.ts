import type { Request, Response } from 'express';
import type { ApiUpstream } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { SITE_ID_HEADER } from '../../infrastructure/http/api-headers';

// Headers worth passing on in each direction; hop-by-hop and cookie headers never cross.
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'x-client', 'x-property-software-client'];
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];
const MAX_BODY = 256 * 1024;
/**
 * What the browser may send besides reads: the searches (§7 estates, estate filters, rental units and
 * their filters). Every write goes through the site's own forms and ajax routes, which validate, limit
 * abuse and refuse cross-site posts; the proxy must not be a way around them.
 */
const BROWSER_POSTS = /^\/sites\/[^/?]+\/(?:estates|estate-filters|rental-units|rental-units\/filters)(?:\?|$)/;

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
 * The browser's only backend: same-origin `/api/…` forwarded to the configured §7 backend with this
 * site's id: API_BASE_URL over HTTP, or the embedded catalogue's routes in this process (no socket).
 * Requests for another site's data answer 404, so the browser cannot reach other sites.
 */
export function apiProxy(upstream: ApiUpstream, siteId: string) {
  return async (req: Request, res: Response) => {
    const path = req.url.replace(/^\/api/, '') || '/';
    const other = /^\/sites\/([^/?]+)/.exec(path);
    if (other && other[1] !== encodeURIComponent(siteId) && other[1] !== 'by-hostname') {
      res.status(404).json({ error: 'Not Found' });
      return;
    }
    const reads = req.method === 'GET' || req.method === 'HEAD';
    if (!reads && !(req.method === 'POST' && BROWSER_POSTS.test(path))) {
      res.status(405).set('Allow', BROWSER_POSTS.test(path) ? 'GET, HEAD, POST' : 'GET, HEAD').json({ error: 'Method Not Allowed' });
      return;
    }
    const headers: Record<string, string> = { [SITE_ID_HEADER]: siteId };
    for (const name of REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    try {
      const answer = await upstream({ method: req.method, path, headers, ...(!reads && { body: new Uint8Array(await readBody(req)) }) });
      res.status(answer.status);
      for (const name of RESPONSE_HEADERS) {
        const value = answer.headers[name];
        if (value) res.setHeader(name, value);
      }
      res.send(answer.body);
    } catch (error) {
      if (error instanceof PayloadTooLarge) res.status(413).json({ error: 'Payload Too Large' });
      else res.status(502).json({ error: 'Bad Gateway' });
    }
  };
}

class PayloadTooLarge extends Error {}

async function readBody(req: Request): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new PayloadTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
