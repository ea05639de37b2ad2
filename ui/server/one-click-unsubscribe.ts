import type { NextFunction, Request, Response } from 'express';
import type { Core } from '../../application/core';
import { matchRoute, routePath } from '../../domain/routing/routes';

/** The RFC 8058 body is 26 bytes urlencoded, a few hundred as multipart. */
const MAX_BODY_BYTES = 4 * 1024;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
/** React Router's own posts from the page (with JavaScript) go to the route's `.data` address. */
const DATA_REQUEST = /\.data$/;

function readBody(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The posted fields, urlencoded or multipart (RFC 8058 allows both); null when the body cannot be read as a form. */
async function formOf(body: Buffer, type: string): Promise<FormData | null> {
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}

/**
 * Issue 11, RFC 8058 one-click unsubscribe: the alert mails' `List-Unsubscribe` is the unsubscribe page, and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` tells mail providers that a POST of that body there
 * unsubscribes without another click. Mail providers post from their servers (no Origin), some clients from
 * a page of their own (a foreign Origin, `Sec-Fetch-Site: cross-site`); both must work, so this runs before
 * the cross-site guard and React Router's own Origin check. That is safe: the token in the address is the only
 * capability (192 random bits on our catalogue, known only from the subscriber's mails), and the post can do nothing but remove
 * the subscription it names. It is limited per token, not per client address: a provider's few servers post
 * for all its users. The answer is the "you are unsubscribed" page itself (200, no redirect), rendered as a GET
 * of that page; an unknown token gets the page's 404, as a GET would.
 *
 * Anything else posted to the page passes through: the page's own form (an empty body, or React Router's
 * `.data` post with JavaScript) keeps its post/redirect/get. A non-empty body that is not the one-click body
 * is refused (400): the page's form never sends one, and this handler has read it.
 */
export function oneClickUnsubscribe(core: Core) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST' || DATA_REQUEST.test(req.path)) return next();
    const route = matchRoute(req.path);
    if (route?.name !== 'unsubscribe' || route.params.token === undefined) return next();
    const type = req.headers['content-type'] ?? '';
    const length = Number(req.headers['content-length']);
    if (!FORM_TYPE.test(type) || !(length > 0 || req.headers['transfer-encoding'] !== undefined)) return next();
    if (length > MAX_BODY_BYTES) return void res.status(413).setHeader('Cache-Control', 'no-store').type('text/plain').send('413 Payload Too Large');
    const body = await readBody(req);
    const form = body.length <= MAX_BODY_BYTES ? await formOf(body, type) : null;
    if (form?.get('List-Unsubscribe') !== 'One-Click') {
      return void res.status(400).setHeader('Cache-Control', 'no-store').type('text/plain').send('400 Bad Request: not an RFC 8058 one-click unsubscribe');
    }
    const { token } = route.params;
    const result = await core.commands.unsubscribe({ token, client: {} });
    if (!result.ok && result.reason === 'refused') {
      res.status(429).setHeader('Retry-After', String(result.retryAfterSeconds)).setHeader('Cache-Control', 'no-store');
      return void res.type('text/plain').send('429 Too Many Requests');
    }
    // The page answers as a GET: "done" when it went, the 404 page when the token was unknown.
    const page = `${routePath('unsubscribe', route.locale, { token })}${result.ok ? '?done=1' : ''}`;
    req.method = 'GET';
    req.url = page;
    req.originalUrl = page;
    delete req.headers['content-type'];
    delete req.headers['content-length'];
    delete req.headers['transfer-encoding'];
    next();
  };
}
