import type { ListCard } from '../../domain/display/list-card';
import { addFavourite, favouriteId, removeFavourite } from '../../domain/favourites/favourites';
import type { ErrorInfo } from './error-info';
import { createStore, type Store } from './store';

/** §3 client-side state of the favourites. */
export interface FavouritesState {
  readonly isLoading: boolean;
  /** The favourite estates found, each card-sized with its card as the core decided it (issue 19 item 1). */
  readonly estates: { readonly total: number; readonly results: readonly ListCard[] };
  /** Estate ids as strings (§4). */
  readonly favorites: readonly string[];
  readonly error: ErrorInfo | null;
}

export type FavouritesAction =
  | { readonly type: 'favouritesRestored'; readonly favorites: readonly string[] }
  | { readonly type: 'favouriteAdded'; readonly id: string; readonly entry?: ListCard }
  | { readonly type: 'favouriteRemoved'; readonly id: string }
  | { readonly type: 'fetchStarted' }
  | { readonly type: 'fetchSucceeded'; readonly total: number; readonly results: readonly ListCard[] }
  | { readonly type: 'fetchFailed'; readonly error: ErrorInfo };

export const initialFavouritesState: FavouritesState = {
  isLoading: false,
  estates: { total: 0, results: [] },
  favorites: [],
  error: null,
};

const idOf = ({ card }: ListCard): string => favouriteId(card.id);

/** §4 favourites transitions. */
export function favouritesReducer(state: FavouritesState, action: FavouritesAction): FavouritesState {
  switch (action.type) {
    case 'favouritesRestored':
      return { ...state, favorites: action.favorites };
    case 'favouriteAdded': {
      const favorites = addFavourite(state.favorites, action.id);
      const { entry } = action;
      // §4: a successful add of an estate puts it in the results if absent.
      const results =
        entry && !state.estates.results.some((e) => idOf(e) === action.id)
          ? [...state.estates.results, entry]
          : state.estates.results;
      return { ...state, favorites, estates: { total: results.length, results } };
    }
    case 'favouriteRemoved': {
      const results = state.estates.results.filter((e) => idOf(e) !== action.id);
      return { ...state, favorites: removeFavourite(state.favorites, action.id), estates: { total: results.length, results } };
    }
    case 'fetchStarted':
      return { ...state, isLoading: true, error: null };
    case 'fetchSucceeded':
      return { ...state, isLoading: false, estates: { total: action.total, results: action.results } };
    case 'fetchFailed':
      // §4: an error clears the results to total 0 and is stored.
      return { ...state, isLoading: false, estates: { total: 0, results: [] }, error: action.error };
  }
}

export type FavouritesStore = Store<FavouritesState, FavouritesAction>;

export const createFavouritesStore = (initial: FavouritesState = initialFavouritesState): FavouritesStore =>
  createStore(initial, favouritesReducer);

/** §4: find one estate in the already loaded favourites, comparing ids as text. */
export const findLoadedFavourite = (state: FavouritesState, id: number | string): ListCard | undefined =>
  state.estates.results.find((estate) => idOf(estate) === favouriteId(id));
