import type { EstateCatalogue } from '../../../application/ports/estate-catalogue';
import type { FavouritesStorage } from '../../../application/ports/favourites-storage';
import type { Locale } from '../../../domain/shared/locale';
import { createAppServices, type AppServices } from '../../../infrastructure/container/app-services';
import { MemoryEstateCatalogue } from '../../../infrastructure/memory/memory-estate-catalogue';
import { MemoryFavouritesStorage } from '../../../infrastructure/memory/memory-favourites-storage';

export interface BrowserOptions {
  readonly locale?: Locale;
  readonly hiddenStatus?: readonly number[];
  /** What the tab searches (the site's ajax route in the browser): an in-memory catalogue here. */
  readonly catalogue?: Pick<EstateCatalogue, 'search'>;
  readonly storage?: FavouritesStorage;
}

/** The tab's services, as ui/bridge/browser-services makes them, over in-memory adapters. */
export const aBrowser = (options: BrowserOptions = {}): AppServices =>
  createAppServices({
    locale: options.locale ?? 'nl',
    hiddenStatus: options.hiddenStatus ?? [],
    catalogue: options.catalogue ?? new MemoryEstateCatalogue([]),
    storage: options.storage ?? new MemoryFavouritesStorage(),
  });
