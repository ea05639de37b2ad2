/** Where the visitor's favourite estate ids are kept (§4: local storage key `favorites`). */
export interface FavouritesStorage {
  load(): readonly string[];
  save(ids: readonly string[]): void;
}
