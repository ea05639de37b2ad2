import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendAsset, type AssetSource } from '../asset-source';
import { NotFound, orNotFound } from '../http-problems';
import { NAME, SITE_ID, TEXT } from '../schemas/common-schemas';
import { siteScope } from '../site-scope';
import { parse } from '../validate';

const fileParams = z.object({ file: NAME });
const assetParams = z.object({ siteId: SITE_ID, name: NAME });
const assetQuery = z.object({ hash: TEXT.max(200).default(''), version: TEXT.max(200).default('') });

const hasStatus = (error: unknown, status: number) => (error as { status?: unknown } | null)?.status === status;

/** GET /assets/demo/{file}: the generated pictures, for plain <img> use (not under a site). */
export function demoAssetRoutes(app: FastifyInstance, assets: AssetSource): void {
  app.get('/assets/demo/:file', async (request, reply) => {
    const { file } = parse(fileParams, request.params);
    return sendAsset(reply, file, orNotFound(assets(`demo/${file}`), `asset demo/${file}`));
  });
}

/** §7 GET /sites/{siteId}/assets/{name}?hash=&version=: a generated file, else the site's own asset. */
export function siteAssetRoutes(app: FastifyInstance, assets: AssetSource): void {
  demoAssetRoutes(app, assets);

  app.get('/assets/:name', async (request, reply) => {
    const { name } = parse(assetParams, request.params);
    const { hash, version } = parse(assetQuery, request.query);
    const generated = assets(name);
    if (generated !== undefined) return sendAsset(reply, name, generated);
    try {
      return sendAsset(reply, name, await siteScope(request).ports.directory.asset(name, hash, version));
    } catch (error) {
      if (hasStatus(error, 404)) throw new NotFound(`asset ${name}`);
      throw error;
    }
  });
}
