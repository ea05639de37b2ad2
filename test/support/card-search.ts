import type { CardSearch } from '../../application/ports/card-search';
import type { EstateCatalogue } from '../../application/ports/estate-catalogue';
import { foundCards } from '../../application/queries/search-estates';

/**
 * The browser's search (its ajax route runs the core's search query) over a catalogue in this process: the hits'
 * cards made as that query makes them, the catalogue's errors passed on as the route's status would be.
 */
export const cardSearchOver = (catalogue: Pick<EstateCatalogue, 'search'>): CardSearch => ({
  search: async (body, { locale = 'nl', ...extras } = {}) => foundCards(await catalogue.search(body, locale), locale, extras),
});
