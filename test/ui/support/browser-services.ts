import type { EstateCatalogue } from '../../../application/ports/estate-catalogue';
import type { FavouritesStorage } from '../../../application/ports/favourites-storage';
import { VisibleCatalogue } from '../../../application/visible-catalogue';
import type { Locale } from '../../../domain/shared/locale';
import { createAppServices, type AppServices } from '../../../infrastructure/container/app-services';
import { MemoryEstateCatalogue } from '../../../infrastructure/memory/memory-estate-catalogue';
import { MemoryFavouritesStorage } from '../../../infrastructure/memory/memory-favourites-storage';
import { MemorySiteDirectory } from '../../../infrastructure/memory/memory-site-directory';
import { SITE_FIXTURE } from '../../fixtures/site';
import { cardSearchOver } from '../../support/card-search';

export interface BrowserOptions {
  readonly locale?: Locale;
  /** The site's hidden statuses (§5), which the site's ajax search applies for the tab. */
  readonly hiddenStatus?: readonly number[];
  /** What the tab searches through the site's ajax route: an in-memory catalogue here, seen through §5 as the core sees it. */
  readonly catalogue?: EstateCatalogue;
  readonly storage?: FavouritesStorage;
}

/** The tab's services, as the browser's root (infrastructure/container/browser-root.ts) makes them, over in-memory adapters. */
export const aBrowser = (options: BrowserOptions = {}): AppServices =>
  createAppServices({
    locale: options.locale ?? 'nl',
    catalogue: cardSearchOver(
      new VisibleCatalogue(
        options.catalogue ?? new MemoryEstateCatalogue([]),
        new MemorySiteDirectory({ site: { ...SITE_FIXTURE.site, settings: { hiddenStatus: options.hiddenStatus ?? [] } } }),
      ),
    ),
    storage: options.storage ?? new MemoryFavouritesStorage(),
  });
