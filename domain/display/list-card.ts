import type { Estate } from '../estate/estate';
import type { Locale } from '../shared/locale';
import { toCardEstate } from './card-estate';
import { listingCard, type ListingCard } from './listing-card';

/**
 * Issue 19 item 1: one card as every page view ships it (list, "load more", the map, favourites, home, notary sales,
 * similar estates): the card-sized estate, which the browser's stores keep (favourites, compare, the map's marker),
 * and what the card shows, decided here once (§2 listing card, its price line included). Front-ends render `card`.
 */
export interface ListCard {
  readonly estate: Estate;
  readonly card: ListingCard;
}

/** The card of one estate (a search hit: a property, or a project with its units) in the page's language. */
export const listCard = (estate: Estate, locale: Locale): ListCard => ({ estate: toCardEstate(estate, locale), card: listingCard(estate, locale) });
