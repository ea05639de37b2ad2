import type { ServerBuild } from 'react-router';
import { LOCALES, isLocale, type Locale } from '../../domain/shared/locale';

/** A route of the build, as both its server modules and its browser manifest list it. */
interface BuildRoute {
  readonly path?: string | undefined;
}

/** The first path segment when it is a language: whose routes can answer this path. */
export function languageOfPath(pathname: string): Locale | null {
  const first = pathname.split('/', 2)[1];
  return isLocale(first) ? first : null;
}

/** A route another language's paths cannot reach: the root (no path), '/', '*', or a path under this language. */
function servesLanguage(route: BuildRoute, locale: Locale): boolean {
  const path = route.path;
  if (path === undefined || path === '') return true;
  const first = languageOfPath(path.startsWith('/') ? path : `/${path}`);
  return first === null || first === locale;
}

function routesOf<R extends BuildRoute>(routes: Readonly<Record<string, R | undefined>>, locale: Locale): Record<string, R> {
  const kept: Record<string, R> = {};
  for (const [id, route] of Object.entries(routes)) if (route && servesLanguage(route, locale)) kept[id] = route;
  return kept;
}

/**
 * Issue 8 (CPU of a rendered page): the server build narrowed to one language's pages. React Router matches,
 * ranks and rebuilds its route tree from every route of the build on each request, several times (the
 * request, the render, the partial manifest for each prefix of the path); a `/nl/…` path can only be one of
 * the Dutch routes, the root, '/' or the not-found route, so its handler gets those: 23 routes instead of 83.
 * Paths without a language, and `/__manifest` (the browser discovering a route of any language), keep the
 * whole build. What a page renders, its partial manifest included, is the same either way.
 */
export function languageBuild(build: ServerBuild, locale: Locale): ServerBuild {
  return {
    ...build,
    routes: routesOf(build.routes, locale),
    assets: { ...build.assets, routes: routesOf(build.assets.routes, locale) },
  };
}

/** The whole build and one narrowed build per language. */
export function languageBuilds(build: ServerBuild): { readonly whole: ServerBuild; readonly byLanguage: ReadonlyMap<Locale, ServerBuild> } {
  return { whole: build, byLanguage: new Map(LOCALES.map((locale) => [locale, languageBuild(build, locale)])) };
}
