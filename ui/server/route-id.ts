import { matchRoute } from '../../domain/routing/routes';

/** The site's ajax routes (ui/server/ajax-routes.ts), by their first segment after `/{lang}/ajax/`. */
const AJAX = new Set(['search-city', 'estate', 'similar-estate', 'search', 'contact-form-handler', 'send-to-a-friend', 'notifications']);
const OPERATOR = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Issue 21 item 4: what a request asked for, as one of a fixed set of names (logs and metrics label requests by it:
 * bounded cardinality whatever URLs clients invent). A page is its route's name (`detail`, `list`, … in every
 * language; `detail.data` for React Router's data request); anything unknown is `other`. Never the path itself: a
 * personal page's path carries a visitor's token.
 */
export function routeIdOf(path: string): string {
  if (OPERATOR.has(path)) return path.slice(1);
  if (path.startsWith('/assets/')) return 'assets';
  if (path === '/__manifest') return 'manifest';
  if (/^\/(?:robots\.txt|sitemap(?:-[a-z]{2})?\.xml)$/.test(path)) return 'sitemap';
  const ajax = /^\/[a-z]{2}\/ajax\/([^/]+)/.exec(path)?.[1];
  if (ajax !== undefined) return AJAX.has(ajax) ? `ajax:${ajax}` : 'ajax:other';
  if (/^\/[^/]+\.[a-z0-9]+$/i.test(path)) return 'public-file';
  const data = path.endsWith('.data');
  const route = matchRoute(data ? path.slice(0, -'.data'.length) : path)?.name;
  // `/` redirects to a language; a path of no route is a CMS page or a 404.
  if (route === undefined) return path === '/' ? 'root' : 'other';
  return data ? `${route}.data` : route;
}
