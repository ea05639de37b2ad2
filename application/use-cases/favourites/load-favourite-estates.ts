import { favouritesSearchBody } from '../../../domain/search/search-body';
import { toErrorInfo } from '../../stores/error-info';
import type { FavouritesDeps } from './favourites-deps';

export type LoadFavouritesResult = { readonly ok: true; readonly total: number } | { readonly ok: false; readonly error: string };

/** §4: favourite estates are loaded by searching on children.general.id; a failure clears the results. */
export async function loadFavouriteEstates(deps: Pick<FavouritesDeps, 'favourites' | 'catalogue' | 'locale'>): Promise<LoadFavouritesResult> {
  const { favourites, catalogue, locale } = deps;
  favourites.dispatch({ type: 'fetchStarted' });
  const body = favouritesSearchBody(favourites.getSnapshot().favorites);
  if (body === null) {
    favourites.dispatch({ type: 'fetchSucceeded', total: 0, results: [] });
    return { ok: true, total: 0 };
  }
  try {
    const { cards: results } = await catalogue.search(body, { locale });
    favourites.dispatch({ type: 'fetchSucceeded', total: results.length, results });
    return { ok: true, total: results.length };
  } catch (error) {
    const info = toErrorInfo(error);
    favourites.dispatch({ type: 'fetchFailed', error: info });
    return { ok: false, error: info.message };
  }
}
