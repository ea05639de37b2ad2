import type { Locale, Translated } from '../shared/locale';

/** §3 city alias per language: 'Anvers', 'Antwerp', 'Antwerpen'; the city's own name when it has none. */
export function cityNameIn(city: { readonly name: string; readonly alias?: Partial<Translated> }, locale: Locale): string {
  return city.alias?.[locale]?.trim() || city.name;
}

/** A city as a visitor picks it: its postal code and its name in the page's language ('9000 Gand'). */
export const cityLabelIn = (city: { readonly name: string; readonly zip?: string; readonly alias?: Partial<Translated> }, locale: Locale): string =>
  city.zip ? `${city.zip} ${cityNameIn(city, locale)}` : cityNameIn(city, locale);

/** Issue 20: the agency's city as a page in this language names it ('Gand' on a French page). */
export const agencyCityIn = (agency: { readonly city: string; readonly cityAlias?: Partial<Translated> }, locale: Locale): string =>
  cityNameIn({ name: agency.city, ...(agency.cityAlias && { alias: agency.cityAlias }) }, locale);

/** Cities in the alphabetical order of the page's language, by the names it shows ('Anvers' among the A's). */
export function byCityNameIn<C extends { readonly name: string; readonly alias?: Partial<Translated> }>(cities: readonly C[], locale: Locale): C[] {
  return [...cities].sort((a, b) => cityNameIn(a, locale).localeCompare(cityNameIn(b, locale), locale));
}
