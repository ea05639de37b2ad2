import type { Request, Response } from 'express';
import { SITE_ID_HEADER } from '../../infrastructure/http/api-headers';

// Headers worth passing on in each direction; hop-by-hop and cookie headers never cross.
const REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'x-client', 'x-property-software-client'];
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];
const MAX_BODY = 256 * 1024;

/**
 * The browser's only backend: same-origin `/api/…` forwarded to the configured §7 backend with this
 * site's id. Requests for another site's data answer 404, so the browser cannot reach other sites.
 */
export function apiProxy(backend: () => string, siteId: string) {
  return async (req: Request, res: Response) => {
    const path = req.url.replace(/^\/api/, '') || '/';
    const other = /^\/sites\/([^/?]+)/.exec(path);
    if (other && other[1] !== encodeURIComponent(siteId) && other[1] !== 'by-hostname') {
      res.status(404).json({ error: 'Not Found' });
      return;
    }
    const headers: Record<string, string> = { [SITE_ID_HEADER]: siteId };
    for (const name of REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    try {
      const upstream = await fetch(`${backend()}${path}`, {
        method: req.method,
        headers,
        ...(hasBody && { body: new Uint8Array(await readBody(req)) }),
        signal: AbortSignal.timeout(4_000), // within the page deadline (issue 9 item 2)
      });
      res.status(upstream.status);
      for (const name of RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.send(Buffer.from(await upstream.arrayBuffer()));
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
