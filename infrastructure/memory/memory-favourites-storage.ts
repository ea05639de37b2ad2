import { parseStoredFavourites, serializeFavourites } from '../../domain/favourites/favourites';
import type { FavouritesStorage } from '../../application/ports/favourites-storage';

/** Favourites kept as the same JSON text localStorage would hold, so garbage can be planted in tests. */
export class MemoryFavouritesStorage implements FavouritesStorage {
  constructor(public stored: string | null = null) {}

  load(): readonly string[] {
    return parseStoredFavourites(this.stored);
  }

  save(ids: readonly string[]): void {
    this.stored = serializeFavourites(ids);
  }
}
