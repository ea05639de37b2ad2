import { cityNameIn } from '../../domain/display/city-name';
import type { City } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';

/**
 * §7 ajax search-city: the cities whose name or zip matches what the visitor typed (accents and aliases
 * folded), each named in the page's language (§3 city alias; issue 13 item 3: 'Namur', not 'Namen').
 */
export async function searchCity({ requests }: Pick<CoreDeps, 'requests'>, { locale, q }: { readonly locale: Locale; readonly q: string }): Promise<readonly City[]> {
  const cities = await requests.searchCity(q, locale);
  return cities.map((city) => ({ ...city, name: cityNameIn(city, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
