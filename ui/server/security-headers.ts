import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** A `<script>` element: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;
const TYPE = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i;
/** The types of scripts a browser runs; any other (JSON-LD's application/ld+json) is data and needs no hash. */
const RUNS = /^(?:module|text\/javascript|application\/javascript)$/i;

/**
 * Issue 8 (the shared page cache): a page served from a cache cannot carry a fresh nonce, so its CSP names the
 * SHA-256 of each inline script it holds (CSP 3 hash sources), computed once when the page is rendered. An injected
 * script has another hash and is refused; `'self'` still allows the fingerprinted /assets. The page's bytes are read
 * as latin1 (one character a byte, no UTF-8 decoding of the whole page) and each script's bytes hashed as they are.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  const page = html.toString('latin1');
  // The page's own scripts come after its main content (ui/root.tsx: ScrollRestoration, AppScripts and the loader
  // data React Router streams). What <main> holds (a CMS page's or the contact intro's HTML from the backend) is
  // never hashed: a script it carried is refused as a nonce would have refused it. The LAST </main>: HTML inside
  // main cannot move the boundary past its own scripts.
  const ownScripts = page.slice(Math.max(0, page.lastIndexOf('</main>')));
  for (const [, attributes = '', text = ''] of ownScripts.matchAll(SCRIPT)) {
    const type = TYPE.exec(attributes)?.[1];
    if (HAS_SRC.test(attributes) || (type !== undefined && !RUNS.test(type))) continue;
    hashes.add(`'sha256-${createHash('sha256').update(Buffer.from(text, 'latin1')).digest('base64')}'`);
  }
  return [...hashes];
}

/** The site's CSP; `scriptHashes` are the page's own inline scripts (none: no inline script may run). */
export function contentSecurityPolicy(tileOrigin: string | undefined, scriptHashes: readonly string[] = []): string {
  const images = ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    // React and Leaflet position elements with style attributes; no style elements are injected.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers on every response. The CSP allows no inline script; a rendered page replaces it with one that
 * lists its own scripts' hashes (SiteLoadContext.allowScripts, entry.server.tsx).
 */
export function securityHeaders(tileOrigin: string | undefined) {
  const policy = contentSecurityPolicy(tileOrigin);
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
