import type { Locale } from '../../../domain/shared/locale';
import type { EstateCatalogue } from '../../ports/estate-catalogue';
import type { FavouritesStorage } from '../../ports/favourites-storage';
import type { FavouritesStore } from '../../stores/favourites-store';
import type { SiteSettingsStore } from '../../stores/site-settings-store';

export interface FavouritesDeps {
  readonly favourites: FavouritesStore;
  readonly storage: FavouritesStorage;
  /** The browser searches through the site's own ajax route; only `search` is needed. */
  readonly catalogue: Pick<EstateCatalogue, 'search'>;
  readonly siteSettings: SiteSettingsStore;
  readonly locale: Locale;
}
