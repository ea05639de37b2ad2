/**
 * §4 favourites: a list of estate ids as strings, saved in local storage under 'favorites'.
 * Ids are compared as text because upstream ids are numbers while stored ids are strings.
 */

export type FavouriteList = readonly string[];

/** §9 local storage key. */
export const FAVOURITES_STORAGE_KEY = 'favorites';

export function favouriteId(id: number | string): string {
  return String(id);
}

export function isFavourite(list: FavouriteList, id: number | string): boolean {
  return list.includes(favouriteId(id));
}

/** Appends the id when absent; the same list when present, so that nothing needs saving. */
export function addFavourite(list: FavouriteList, id: number | string): FavouriteList {
  return isFavourite(list, id) ? list : [...list, favouriteId(id)];
}

/** Removes the id; the same list when it was absent. */
export function removeFavourite(list: FavouriteList, id: number | string): FavouriteList {
  return isFavourite(list, id) ? list.filter((entry) => entry !== favouriteId(id)) : list;
}

/** §2 the card's favourite toggle adds or removes the estate id. */
export function toggleFavourite(list: FavouriteList, id: number | string): FavouriteList {
  return isFavourite(list, id) ? removeFavourite(list, id) : addFavourite(list, id);
}

function storedEntry(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry.trim() || undefined;
  if (typeof entry === 'number' && Number.isFinite(entry)) return favouriteId(entry);
  return undefined;
}

/**
 * §4 the stored JSON list read back. Storage is outside our control (older versions, other
 * scripts, hand edits), so anything unreadable gives an empty list and odd entries are dropped:
 * numbers become strings, duplicates go.
 */
export function parseStoredFavourites(json: string | null | undefined): FavouriteList {
  if (!json) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const ids = stored.map(storedEntry).filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}

export function serializeFavourites(list: FavouriteList): string {
  return JSON.stringify(list);
}

export { hasMorePages } from '../search/pagination';
