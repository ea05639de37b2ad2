import type { RouteName } from '../domain/routing/routes';
import { matchRoute } from '../domain/routing/routes';
import type { Locale } from '../domain/shared/locale';

/** React Router's ids of this adapter's routes (ui/routes.ts): a page in one language, '/', and every other path. */
export const pageRouteId = (name: RouteName, locale: Locale) => `${name}-${locale}`;
export const LANGUAGE_REDIRECT_ID = 'language-redirect';
export const NOT_FOUND_ID = 'not-found';

/**
 * The id of the route React Router matches for `pathname` among `known` (a build's routes), found by the §2 route
 * table (domain/routing) instead of React Router's matchRoutes, which flattens and ranks every route on each call
 * (issue 8: CPU of a rendered page). A page the table names but this adapter does not render is the not-found route.
 */
export function routeIdOfPath(pathname: string, known: Readonly<Record<string, unknown>>): string {
  if (pathname === '/') return LANGUAGE_REDIRECT_ID;
  const match = matchRoute(pathname);
  const id = match && pageRouteId(match.name, match.locale);
  return id && known[id] ? id : NOT_FOUND_ID;
}
