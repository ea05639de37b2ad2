import { toLocale } from '../../domain/shared/locale';
import { ajaxSearch } from '../../infrastructure/ajax/ajax-search';
import { createAppServices, type AppServices } from '../../infrastructure/container/app-services';
import { LocalStorageFavourites } from '../../infrastructure/storage/local-storage-favourites';

/**
 * The tab's services. The server wrote what the browser needs on <html>: language and the site's hidden
 * statuses (§5); the browser searches through the site's own ajax route, never the backend.
 */
export function createBrowserServices(html: HTMLElement): AppServices {
  const locale = toLocale(html.lang);
  const hiddenStatus = (html.dataset.hiddenStatus ?? '').split(',').filter(Boolean).map(Number);
  return createAppServices({
    locale,
    hiddenStatus,
    catalogue: ajaxSearch(window.location.origin, locale),
    storage: new LocalStorageFavourites(globalThis.localStorage),
  });
}
