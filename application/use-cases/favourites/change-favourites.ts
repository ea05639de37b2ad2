import type { ListCard } from '../../../domain/display/list-card';
import { favouriteId, isFavourite } from '../../../domain/favourites/favourites';
import type { FavouritesDeps } from './favourites-deps';

type Deps = Pick<FavouritesDeps, 'favourites' | 'storage'>;

/** A favourite asked for by its id (a number or its text), with its estate and card when the page has them. */
export interface FavouriteInput {
  readonly id: number | string;
  readonly entry?: ListCard;
}

/** §4: every change to the favourites list is saved in local storage. */
function persist({ favourites, storage }: Deps): readonly string[] {
  const { favorites } = favourites.getSnapshot();
  storage.save(favorites);
  return favorites;
}

/** §4: read the stored list back (garbage tolerated by the storage adapter). */
export function restoreFavourites(deps: Deps): readonly string[] {
  const favorites = deps.storage.load();
  deps.favourites.dispatch({ type: 'favouritesRestored', favorites });
  return favorites;
}

/** §4: the id (as a string) is appended if absent; the estate, when given, joins the loaded results. */
export function addFavourite(deps: Deps, input: FavouriteInput): readonly string[] {
  deps.favourites.dispatch({ type: 'favouriteAdded', id: favouriteId(input.id), ...(input.entry && { entry: input.entry }) });
  return persist(deps);
}

/** §4: removing deletes the id from the favourites and the estate from the results. */
export function removeFavourite(deps: Deps, input: Pick<FavouriteInput, 'id'>): readonly string[] {
  deps.favourites.dispatch({ type: 'favouriteRemoved', id: favouriteId(input.id) });
  return persist(deps);
}

/** §4: the card's favourite toggle adds or removes the estate id. Returns whether it is now a favourite. */
export function toggleFavourite(deps: Deps, input: FavouriteInput): boolean {
  if (isFavourite(deps.favourites.getSnapshot().favorites, input.id)) {
    removeFavourite(deps, input);
    return false;
  }
  addFavourite(deps, input);
  return true;
}
