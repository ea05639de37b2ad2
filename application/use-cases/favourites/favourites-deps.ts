import type { Locale } from '../../../domain/shared/locale';
import type { EstateCatalogue } from '../../ports/estate-catalogue';
import type { FavouritesStorage } from '../../ports/favourites-storage';
import type { FavouritesStore } from '../../stores/favourites-store';

export interface FavouritesDeps {
  readonly favourites: FavouritesStore;
  readonly storage: FavouritesStorage;
  /** The browser searches through the site's own ajax route (§5 applied there); only `search` is needed. */
  readonly catalogue: Pick<EstateCatalogue, 'search'>;
  readonly locale: Locale;
}
