import type { Core } from '../../application/core';
import type { Locale } from '../../domain/shared/locale';
import { createAppServices, type AppServices, type BrowserSearch } from '../../infrastructure/container/app-services';
import { createContainer, resolve, type ContainerOptions } from '../../infrastructure/container/create-container';
import { MemoryFavouritesStorage } from '../../infrastructure/memory/memory-favourites-storage';

/** What a server-side runtime (the site server, the CLI) gets from the composition root. */
export interface ServerCore {
  /** Every page query and command (issue 8): loaders, actions, ajax routes and the CLI call these. */
  readonly core: Core;
  /** One render's browser-side services: empty favourites (they live in the browser, §4) and the page stores. */
  requestServices(locale: Locale): AppServices;
}

/** The server's composition root (inversify, factories only), reached by ui/ through this bridge alone. */
export function createServerCore(options: ContainerOptions): ServerCore {
  const core = resolve(createContainer(options), 'core');
  // Nothing searches during a render; if something did, it would go through the core like the browser does.
  const catalogue: BrowserSearch = {
    async search(body, locale = 'nl') {
      const result = await core.queries.search({ locale, body });
      if (result.kind !== 'page') throw Object.assign(new Error('Service Unavailable'), { status: 503 });
      return result.view;
    },
  };
  return {
    core,
    requestServices: (locale) => createAppServices({ locale, catalogue, storage: new MemoryFavouritesStorage() }),
  };
}
