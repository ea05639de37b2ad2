import { toLocale } from '../../domain/shared/locale';
import { ajaxSearch } from '../ajax/ajax-search';
import { LocalStorageFavourites } from '../storage/local-storage-favourites';
import { createAppServices, type AppServices } from './app-services';

/**
 * The browser's composition root (issue 19 item 4), the tab's services: plain factories (app-services.ts), no
 * inversify. The server wrote the page's language on <html>; the browser searches through the site's own ajax
 * route, never the backend, and that route applies §5 (the core's catalogue).
 */
export function createBrowserServices(html: HTMLElement): AppServices {
  const locale = toLocale(html.lang);
  return createAppServices({
    locale,
    catalogue: ajaxSearch(window.location.origin, locale),
    storage: new LocalStorageFavourites(globalThis.localStorage),
  });
}
