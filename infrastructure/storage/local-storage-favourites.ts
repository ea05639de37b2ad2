import { FAVOURITES_STORAGE_KEY, parseStoredFavourites, serializeFavourites } from '../../domain/favourites/favourites';
import type { FavouritesStorage } from '../../application/ports/favourites-storage';

/** §4 favourites in the browser's localStorage under key `favorites`, as a JSON array of id strings. */
export class LocalStorageFavourites implements FavouritesStorage {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'>) {}

  load(): readonly string[] {
    try {
      return parseStoredFavourites(this.storage.getItem(FAVOURITES_STORAGE_KEY));
    } catch {
      // Storage can be blocked (privacy mode, disabled cookies): start with no favourites.
      return [];
    }
  }

  save(ids: readonly string[]): void {
    try {
      this.storage.setItem(FAVOURITES_STORAGE_KEY, serializeFavourites(ids));
    } catch {
      // Quota exceeded or storage blocked: favourites then last for this page view only.
    }
  }
}
