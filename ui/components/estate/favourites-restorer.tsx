import { useEffect } from 'react';
import { FAVOURITES_STORAGE_KEY } from '../../../domain/favourites/favourites';
import { useAppServices } from '../../bridge/services';

/**
 * §4 the initialising action: reads the stored favourites back once per tab, after hydration (the
 * server cannot know them, so both renders start empty), so every favourite toggle on every page
 * shows the right state. Another tab's change to the list is read back too. Renders nothing.
 */
export function FavouritesRestorer() {
  const restore = useAppServices().restoreFavourites;
  useEffect(() => {
    restore();
    const onStorage = (event: StorageEvent) => {
      if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [restore]);
  return null;
}
