import type { FastifyReply } from 'fastify';

/**
 * Generated files the service serves itself (demo pictures, agent portraits): a name such as
 * `demo/12.svg` gives the file's text, or undefined. No file system is involved, so no name can
 * reach outside the set.
 */
export type AssetSource = (name: string) => string | undefined;

export const NO_ASSETS: AssetSource = () => undefined;

const TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  html: 'text/plain; charset=utf-8',
};

export function contentType(name: string): string {
  return TYPES[/\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''] ?? 'text/plain; charset=utf-8';
}

/** Generated assets never change under one name: cache them for a year. SVG may not run script. */
export function sendAsset(reply: FastifyReply, name: string, text: string): FastifyReply {
  return reply
    .header('content-type', contentType(name))
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(text);
}
