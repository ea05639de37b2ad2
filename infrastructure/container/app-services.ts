import type { CardSearch } from '../../application/ports/card-search';
import type { FavouritesStorage } from '../../application/ports/favourites-storage';
import { createFavouritesStore, type FavouritesStore } from '../../application/stores/favourites-store';
import { addFavourite, removeFavourite, restoreFavourites, toggleFavourite, type FavouriteInput } from '../../application/use-cases/favourites/change-favourites';
import { loadFavouriteEstates, type LoadFavouritesResult } from '../../application/use-cases/favourites/load-favourite-estates';
import type { Locale } from '../../domain/shared/locale';

export interface AppServicesOptions {
  readonly locale: Locale;
  /** How the browser searches after load: the site's own ajax route (cards decided and §5 applied by the core). */
  readonly catalogue: CardSearch;
  readonly storage: FavouritesStorage;
}

/** What lives as long as the visitor's tab (browser) or one render (server): language and favourites. */
export interface AppServices {
  readonly locale: Locale;
  readonly catalogue: CardSearch;
  readonly favourites: FavouritesStore;
  readonly restoreFavourites: () => readonly string[];
  readonly addFavourite: (input: FavouriteInput) => readonly string[];
  readonly removeFavourite: (input: Pick<FavouriteInput, 'id'>) => readonly string[];
  /** Whether the estate is a favourite now. */
  readonly toggleFavourite: (input: FavouriteInput) => boolean;
  readonly loadFavouriteEstates: () => Promise<LoadFavouritesResult>;
}

/**
 * The browser runtime's composition root (issue 8 item 5): factories only, each made when first used. The
 * browser does without inversify, which ships reflect-metadata (ReflectLite) with it whatever the bindings;
 * the server, the CLI and the tests keep the inversify container (create-container.ts) for the core.
 */
export function createAppServices({ locale, catalogue, storage }: AppServicesOptions): AppServices {
  const favourites = createFavouritesStore();
  const deps = { favourites, storage, catalogue, locale };
  return {
    locale,
    catalogue,
    favourites,
    restoreFavourites: () => restoreFavourites(deps),
    addFavourite: (input) => addFavourite(deps, input),
    removeFavourite: (input) => removeFavourite(deps, input),
    toggleFavourite: (input) => toggleFavourite(deps, input),
    loadFavouriteEstates: () => loadFavouriteEstates(deps),
  };
}
