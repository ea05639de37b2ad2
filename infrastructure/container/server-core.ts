import type { Core } from '../../application/core';
import type { CardSearch } from '../../application/ports/card-search';
import type { Locale } from '../../domain/shared/locale';
import { MemoryFavouritesStorage } from '../memory/memory-favourites-storage';
import { createAppServices, type AppServices } from './app-services';
import { createContainer, resolve, type ContainerOptions } from './create-container';

/** What a server-side render gets from the container: the core, and one render's browser-side services. */
export interface ServerCore {
  /** Every page query and command (issue 8): loaders, actions, ajax routes and the CLI call these. */
  readonly core: Core;
  /** One render's browser-side services: empty favourites (they live in the browser, §4) and the page stores. */
  requestServices(locale: Locale): AppServices;
}

/**
 * The core from the inversify container (factories only), and the render's services over it. Apart from the site
 * server's root (site-server-root.ts), which opens a backend, so that a render over adapters it is given (the tests of
 * the React views and of the CLI) loads no database driver or backend gateway it does not use.
 */
export function serverCore(options: ContainerOptions): ServerCore {
  const core = resolve(createContainer(options), 'core');
  // Nothing searches during a render; if something did, it would go through the core like the browser does.
  const catalogue: CardSearch = {
    async search(body, { locale = 'nl', ...extras } = {}) {
      const result = await core.queries.search({ locale, body, ...extras });
      if (result.kind !== 'page') throw Object.assign(new Error('Service Unavailable'), { status: 503 });
      return result.view;
    },
  };
  return {
    core,
    requestServices: (locale) => createAppServices({ locale, catalogue, storage: new MemoryFavouritesStorage() }),
  };
}
