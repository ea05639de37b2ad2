import type { Estate } from '../../../domain/estate/estate';
import { favouriteId, isFavourite } from '../../../domain/favourites/favourites';
import type { FavouritesDeps } from './favourites-deps';

type Deps = Pick<FavouritesDeps, 'favourites' | 'storage'>;

/** §4: every change to the favourites list is saved in local storage. */
function persist({ favourites, storage }: Deps): readonly string[] {
  const { favorites } = favourites.getSnapshot();
  storage.save(favorites);
  return favorites;
}

/** §4: read the stored list back (garbage tolerated by the storage adapter). */
export class RestoreFavourites {
  constructor(private readonly deps: Deps) {}

  execute(): readonly string[] {
    const favorites = this.deps.storage.load();
    this.deps.favourites.dispatch({ type: 'favouritesRestored', favorites });
    return favorites;
  }
}

/** §4: the id (as a string) is appended if absent; the estate, when given, joins the loaded results. */
export class AddFavourite {
  constructor(private readonly deps: Deps) {}

  execute(input: { readonly id: number | string; readonly estate?: Estate }): readonly string[] {
    this.deps.favourites.dispatch({ type: 'favouriteAdded', id: favouriteId(input.id), ...(input.estate && { estate: input.estate }) });
    return persist(this.deps);
  }
}

/** §4: removing deletes the id from the favourites and the estate from the results. */
export class RemoveFavourite {
  constructor(private readonly deps: Deps) {}

  execute(input: { readonly id: number | string }): readonly string[] {
    this.deps.favourites.dispatch({ type: 'favouriteRemoved', id: favouriteId(input.id) });
    return persist(this.deps);
  }
}

/** §4: the card's favourite toggle adds or removes the estate id. Returns whether it is now a favourite. */
export class ToggleFavourite {
  constructor(private readonly deps: Deps) {}

  execute(input: { readonly id: number | string; readonly estate?: Estate }): boolean {
    if (isFavourite(this.deps.favourites.getSnapshot().favorites, input.id)) {
      new RemoveFavourite(this.deps).execute(input);
      return false;
    }
    new AddFavourite(this.deps).execute(input);
    return true;
  }
}
