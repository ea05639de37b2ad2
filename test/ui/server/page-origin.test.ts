import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Site } from '../../../domain/site/site';
import { MemoryEstateCatalogue } from '../../../infrastructure/memory/memory-estate-catalogue';
import { MemoryRentalUnits } from '../../../infrastructure/memory/memory-rental-units';
import { MemorySiteDirectory } from '../../../infrastructure/memory/memory-site-directory';
import { pageOrigin } from '../../../ui/server/page-origin';
import { sitemapRoutes } from '../../../ui/server/sitemap-routes';
import { FIXTURE_ESTATES } from '../../fixtures/estates';
import { DEMO_SITE } from '../../fixtures/site';
import { aCore } from '../support/site-context';

/** Issue 20 item 2: robots.txt and the sitemap write the same one public origin as the mails, over real HTTP. */
async function serve(site: Site, publicOrigin: string | undefined): Promise<{ base: string; close: () => Promise<void> }> {
  const core = aCore({ catalogue: new MemoryEstateCatalogue(FIXTURE_ESTATES), directory: new MemorySiteDirectory({ site }), rentals: new MemoryRentalUnits([], {}) });
  const app = express();
  app.use(sitemapRoutes(core, pageOrigin(publicOrigin, core)));
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('issue 20 item 2: the sitemap\'s origin', () => {
  it.each([
    ['PUBLIC_ORIGIN when set', DEMO_SITE, 'https://www.agence.example', 'https://www.agence.example'],
    ['without PUBLIC_ORIGIN, the site\'s first public hostname (its settings), whatever host the request named', DEMO_SITE, undefined, 'https://www.immo-demo.be'],
    ['a site with only local hostnames (the demo): the origin the request came to', { ...DEMO_SITE, hostnames: ['localhost', '127.0.0.1'] }, undefined, 'REQUEST'],
  ])('%s', async (_title, site, publicOrigin, expected) => {
    const served = await serve(site, publicOrigin);
    try {
      const origin = expected === 'REQUEST' ? served.base : expected;
      expect(await (await fetch(`${served.base}/robots.txt`)).text()).toContain(`Sitemap: ${origin}/sitemap.xml\n`);
      expect(await (await fetch(`${served.base}/sitemap.xml`)).text()).toContain(`<loc>${origin}/sitemap-nl.xml</loc>`);
      expect(await (await fetch(`${served.base}/sitemap-fr.xml`)).text()).toContain(`<loc>${origin}/fr`);
    } finally {
      await served.close();
    }
  });
});
