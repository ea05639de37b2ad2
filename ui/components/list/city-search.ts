import type { Locale } from '../../../domain/shared/locale';

import type { CityChoice } from '../../../application/pages/list-page';

export type { CityChoice };

/** Looks cities up by name or postal code; aborted when the visitor types on. */
export type CitySearch = (query: string, signal: AbortSignal) => Promise<readonly CityChoice[]>;

function isCityChoice(value: unknown): value is CityChoice {
  const city = value as Partial<CityChoice> | null;
  return typeof city === 'object' && city !== null && typeof city.id === 'number' && typeof city.name === 'string';
}

/** §7 the site's own `/{lang}/ajax/search-city?q=` route; the browser never calls the backend directly. */
export function ajaxCitySearch(locale: Locale): CitySearch {
  return async (query, signal) => {
    const response = await fetch(`/${locale}/ajax/search-city?q=${encodeURIComponent(query)}`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return [];
    const body: unknown = await response.json();
    return Array.isArray(body) ? body.filter(isCityChoice) : [];
  };
}
