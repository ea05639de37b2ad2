import type { City } from '../../domain/estate/estate';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';

/** §7 ajax search-city: the cities whose name or zip matches what the visitor typed (accents and aliases folded). */
export function searchCity({ requests }: Pick<CoreDeps, 'requests'>, { locale, q }: { readonly locale: Locale; readonly q: string }): Promise<readonly City[]> {
  return requests.searchCity(q, locale);
}
