import type { Request } from 'express';
import type { Core } from '../../application/core';
import { siteHostnameOrigin } from '../../domain/site/public-origin';

/** How long the site's hostnames are kept between two looks at its settings. */
const SITE_ORIGIN_MS = 60_000;

/**
 * Issue 20 item 2: the origin of the absolute links a page and the sitemap write, the same one the mails use
 * (domain/site/public-origin.ts): PUBLIC_ORIGIN, else the site's own first public hostname from its settings
 * (https), else, for a site that names only local hostnames (the demo, tests), the origin the request came to.
 */
export function pageOrigin(publicOrigin: string | undefined, core: Pick<Core, 'pages'>): (req: Request) => Promise<string> {
  let kept: { readonly at: number; readonly origin: Promise<string | undefined> } | undefined;
  const fromSite = (): Promise<string | undefined> => {
    if (!kept || Date.now() - kept.at > SITE_ORIGIN_MS) {
      const origin = core.pages.shell({ locale: 'nl' }).then(
        ({ site }) => siteHostnameOrigin(site),
        () => {
          kept = undefined; // the backend is down: ask again with the next request
          return undefined;
        },
      );
      kept = { at: Date.now(), origin };
    }
    return kept.origin;
  };
  const requestOrigin = (req: Request) => `${req.protocol === 'https' ? 'https' : 'http'}://${req.get('host')}`;
  return async (req) => publicOrigin ?? (await fromSite()) ?? requestOrigin(req);
}
