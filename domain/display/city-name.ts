import type { Locale, Translated } from '../shared/locale';

/** §3 city alias per language: 'Anvers', 'Antwerp', 'Antwerpen'; the city's own name when it has none. */
export function cityNameIn(city: { readonly name: string; readonly alias?: Partial<Translated> }, locale: Locale): string {
  return city.alias?.[locale]?.trim() || city.name;
}

/** Cities in the alphabetical order of the page's language, by the names it shows ('Anvers' among the A's). */
export function byCityNameIn<C extends { readonly name: string; readonly alias?: Partial<Translated> }>(cities: readonly C[], locale: Locale): C[] {
  return [...cities].sort((a, b) => cityNameIn(a, locale).localeCompare(cityNameIn(b, locale), locale));
}
