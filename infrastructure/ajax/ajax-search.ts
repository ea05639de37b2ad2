import type { CardSearch, CardSearchOptions, FoundCards } from '../../application/ports/card-search';
import type { SearchBody } from '../../domain/search/search-body';
import type { Locale } from '../../domain/shared/locale';

/**
 * The browser's search: POST /{lang}/ajax/search on the site itself, which runs the core's search query
 * (§5 applied, each hit's card decided). No upstream mapping or card rule ships to the browser: the answer is already ours.
 */
export function ajaxSearch(origin: string, pageLocale: Locale, fetchImpl: typeof fetch = (...args) => fetch(...args)): CardSearch {
  return {
    async search(body: SearchBody, { locale = pageLocale, grouping, markers }: CardSearchOptions = {}): Promise<FoundCards> {
      const asked = new URLSearchParams({ ...(grouping && { grouping }), ...(markers && { markers: '1' }) }).toString();
      const response = await fetchImpl(`${origin}/${locale}/ajax/search${asked && `?${asked}`}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw Object.assign(new Error(response.statusText || `HTTP ${response.status}`), { status: response.status });
      return (await response.json()) as FoundCards;
    },
  };
}
