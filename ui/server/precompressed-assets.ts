import { existsSync, readdirSync } from 'node:fs';
import { extname } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { negotiateEncoding } from './compress-responses';

const YEAR_MS = 365 * 24 * 3600_000;

/**
 * Issue 8: the fingerprinted assets the build compressed once (`name.br`, `name.gz`, ui/server/build.mjs), sent as
 * they are to a client that accepts them: no compression per request, and the best ratio. Cached for a year,
 * immutable, like the plain files express.static sends to a client that accepts neither.
 */
export function precompressedAssets(dir: string) {
  const files = existsSync(dir) ? new Set(readdirSync(dir)) : new Set<string>();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    if (!files.has(`${name}.br`) || !files.has(`${name}.gz`)) return next();
    res.vary('Accept-Encoding');
    const coding = negotiateEncoding(req.headers['accept-encoding']);
    if (coding === 'identity') return next();
    res.type(extname(name));
    res.setHeader('Content-Encoding', coding);
    res.sendFile(`${name}.${coding === 'br' ? 'br' : 'gz'}`, { root: dir, maxAge: YEAR_MS, immutable: true }, (error?: Error) => {
      if (error) next(error);
    });
  };
}
