import type { Locale } from '../../../domain/shared/locale';
import type { EstateCatalogue } from '../../ports/estate-catalogue';
import type { FavouritesStorage } from '../../ports/favourites-storage';
import type { FavouritesStore } from '../../stores/favourites-store';
import type { SiteSettingsStore } from '../../stores/site-settings-store';

export interface FavouritesDeps {
  readonly favourites: FavouritesStore;
  readonly storage: FavouritesStorage;
  readonly catalogue: EstateCatalogue;
  readonly siteSettings: SiteSettingsStore;
  readonly locale: Locale;
}
