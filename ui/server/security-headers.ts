import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/** A fresh CSP nonce per response: only scripts the server rendered may run. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string, tileOrigin: string | undefined): string {
  const images = ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/** Security headers on every response; the nonce is left on `res.locals.nonce` for the renderer. */
export function securityHeaders(tileOrigin: string | undefined) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    res.locals.nonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, tileOrigin));
    res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    next();
  };
}
