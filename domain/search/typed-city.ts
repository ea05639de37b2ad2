import { slugify } from '../routing/slug';
import type { Translated } from '../shared/locale';

/** A city as the city search finds it (§3: id, name, zip, alias per language). */
export interface TypedCityCandidate {
  readonly id: number;
  readonly name: string;
  readonly zip?: string;
  readonly alias?: Partial<Translated>;
}

/** What a typed city name comes to: one city, a choice among several, or none. */
export type TypedCity<C extends TypedCityCandidate> =
  | { readonly kind: 'one'; readonly city: C }
  | { readonly kind: 'several'; readonly cities: readonly C[] }
  | { readonly kind: 'none' };

/** Every way the visitor may write a city: its postal code, any of its names, postal code and name together. */
function spellings(city: TypedCityCandidate): Set<string> {
  const names = [city.name, ...Object.values(city.alias ?? {})].filter((name): name is string => !!name && name.trim() !== '');
  const zip = city.zip?.trim();
  return new Set(
    [...names, ...(zip ? [zip, ...names.flatMap((name) => [`${zip} ${name}`, `${name} ${zip}`, `${name} (${zip})`])] : [])].map(slugify),
  );
}

/**
 * What to ask the city search (§7 search-city, which matches the start of a postal code or name) for a typed
 * city: its postal code when the text has one ('4000 Luik', 'Luik (4000)'), else the text itself.
 */
export function typedCitySearchText(typed: string): string {
  return /\b\d{4}\b/.exec(typed)?.[0] ?? typed.trim();
}

/**
 * §2 city filter without JavaScript: the text typed in the city field, against what the city search (§7
 * search-city) found for it. A postal code, a name or alias in any language (§3), or 'postal code name' as
 * the field shows a chosen city, names one city when only one city is written that way; else the one city
 * found; else the visitor chooses among the cities found. Accents, case and punctuation do not count.
 */
export function resolveTypedCity<C extends TypedCityCandidate>(typed: string, found: readonly C[]): TypedCity<C> {
  const text = slugify(typed);
  if (text === '' || found.length === 0) return { kind: 'none' };
  const exact = found.filter((city) => spellings(city).has(text));
  const [only, ...others] = exact.length > 0 ? exact : found;
  if (only === undefined) return { kind: 'none' };
  return others.length === 0 ? { kind: 'one', city: only } : { kind: 'several', cities: [only, ...others] };
}
