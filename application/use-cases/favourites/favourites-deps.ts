import type { Locale } from '../../../domain/shared/locale';
import type { CardSearch } from '../../ports/card-search';
import type { FavouritesStorage } from '../../ports/favourites-storage';
import type { FavouritesStore } from '../../stores/favourites-store';

export interface FavouritesDeps {
  readonly favourites: FavouritesStore;
  readonly storage: FavouritesStorage;
  /** The browser searches through the site's own ajax route (§5 applied and the cards decided there). */
  readonly catalogue: CardSearch;
  readonly locale: Locale;
}
