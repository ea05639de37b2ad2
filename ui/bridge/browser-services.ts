import type { Container } from 'inversify';
import { toLocale } from '../../domain/shared/locale';
import { createContainer, resolve } from '../../infrastructure/container/create-container';

/**
 * The tab's container. The server wrote what the browser needs on <html>: language, site id and the
 * site's hidden statuses (§5); the browser talks only to its own origin's /api proxy.
 */
export function createBrowserServices(html: HTMLElement): Container {
  const locale = toLocale(html.lang);
  const siteId = html.dataset.siteId ?? '';
  const container = createContainer('browser', { locale, api: { baseUrl: `${window.location.origin}/api`, siteId } });
  const hiddenStatus = (html.dataset.hiddenStatus ?? '').split(',').filter(Boolean).map(Number);
  resolve(container, 'siteSettings').dispatch({ type: 'settingsLoaded', settings: { hiddenStatus } });
  return container;
}
