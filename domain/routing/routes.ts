import { isLocale } from '../shared/locale';
import type { Locale } from '../shared/locale';
import { NUMERIC_PARAMS, ROUTE_NAMES, ROUTE_TABLE, isRouteName } from './route-table';
import type { ParamName, RouteName, Segment } from './route-table';

export { ROUTE_NAMES, PARAM_NAMES, isRouteName } from './route-table';
export type { ParamName, RouteName } from './route-table';

/** Values for a route's parameters; ids may be given as numbers. */
export type RouteParams = Readonly<Partial<Record<ParamName, string | number>>>;

/** A pathname read back as a route (§2): parameters are decoded text. */
export interface RouteMatch {
  readonly name: RouteName;
  readonly locale: Locale;
  readonly params: Readonly<Partial<Record<ParamName, string>>>;
}

const DIGITS = /^\d+$/;

function isValidParam(name: ParamName, value: string | undefined): value is string {
  return !!value && (!NUMERIC_PARAMS.has(name) || DIGITS.test(value));
}

/** The react-router style pattern of a route, e.g. `/nl/aanbod/:estateId`. */
export function routePattern(name: RouteName, locale: Locale): string {
  const parts = ROUTE_TABLE[name].map((segment) => ('word' in segment ? segment.word[locale] : `:${segment.param}`));
  return `/${[locale, ...parts].join('/')}`;
}

/**
 * §2: the path of a route with its parameters substituted (URL-encoded). An unknown name gives '/';
 * so does a missing, empty or (for ids) non-numeric parameter, so that a link never points at a
 * path that `matchRoute` would not read back.
 */
// `name` is any text, not only RouteName, because names may come from CMS menu data.
export function routePath(name: string, locale: Locale, params: RouteParams = {}): string {
  if (!isRouteName(name)) return '/';
  const parts: string[] = [locale];
  for (const segment of ROUTE_TABLE[name]) {
    if ('word' in segment) {
      parts.push(segment.word[locale]);
      continue;
    }
    const value = String(params[segment.param] ?? '');
    if (!isValidParam(segment.param, value)) return '/';
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join('/')}`;
}

const literalCount = (name: RouteName): number => ROUTE_TABLE[name].filter((s) => 'word' in s).length;

// Literal segments beat parameters: /nl/hou-me-op-de-hoogte/succes is the success page, not a token.
const BY_SPECIFICITY: readonly RouteName[] = [...ROUTE_NAMES].sort((a, b) => literalCount(b) - literalCount(a));

function decodeSegments(pathname: string): string[] | null {
  const path = pathname.replace(/[?#].*$/s, '');
  try {
    return path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null; // malformed percent-encoding: not one of our paths
  }
}

function matchSegments(
  pattern: readonly Segment[],
  segments: readonly string[],
  locale: Locale,
): Partial<Record<ParamName, string>> | null {
  if (segments.length > pattern.length) return null; // a shorter path fails on its first missing segment
  const params: Partial<Record<ParamName, string>> = {};
  for (const [index, segment] of pattern.entries()) {
    const value = segments[index];
    if ('word' in segment) {
      if (segment.word[locale] !== value) return null;
    } else {
      if (!isValidParam(segment.param, value)) return null;
      params[segment.param] = value;
    }
  }
  return params;
}

/**
 * §2 in reverse: which route a pathname is, in which language and with which parameters. Ignores a
 * query string, a hash and empty segments (a trailing slash); literal segments are compared after
 * percent-decoding. Null when no route matches.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = decodeSegments(pathname);
  if (segments === null) return null;
  const [locale, ...rest] = segments;
  if (!isLocale(locale)) return null;
  for (const name of BY_SPECIFICITY) {
    const params = matchSegments(ROUTE_TABLE[name], rest, locale);
    if (params !== null) return { name, locale, params };
  }
  return null;
}

/**
 * The same page in another language (the language switcher): same route, same parameters and slug,
 * same query string and hash. A path that is no route leads to the home page of that language.
 */
export function localizedPath(pathname: string, targetLocale: Locale): string {
  const match = matchRoute(pathname);
  if (match === null) return routePath('home', targetLocale);
  const suffix = pathname.slice(pathname.search(/[?#]|$/));
  return routePath(match.name, targetLocale, match.params) + suffix;
}
