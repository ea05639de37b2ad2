import { toLocale } from '../../domain/shared/locale';
import { ajaxSearch } from '../../infrastructure/ajax/ajax-search';
import { createAppServices, type AppServices } from '../../infrastructure/container/app-services';
import { LocalStorageFavourites } from '../../infrastructure/storage/local-storage-favourites';

/**
 * The tab's services. The server wrote the page's language on <html>; the browser searches through the site's
 * own ajax route, never the backend, and that route applies §5 (the core's catalogue).
 */
export function createBrowserServices(html: HTMLElement): AppServices {
  const locale = toLocale(html.lang);
  return createAppServices({
    locale,
    catalogue: ajaxSearch(window.location.origin, locale),
    storage: new LocalStorageFavourites(globalThis.localStorage),
  });
}
