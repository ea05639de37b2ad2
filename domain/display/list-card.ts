import type { Estate } from '../estate/estate';
import type { MapMarker } from '../estate/map-marker';
import { groupSlot, NO_GROUP_KEY, type GroupSlot } from '../grouping/group-key';
import { groupLabeller } from '../grouping/group-labels';
import type { Grouping } from '../grouping/grouping';
import type { Locale } from '../shared/locale';
import { listingCard, type ListingCard } from './listing-card';
import { mapMarkerOf } from './map-location';

/**
 * Issue 19 item 1: one card as every page view ships it (list, "load more", the map, favourites, home, notary sales,
 * similar estates): what the card shows, decided here once (§2 listing card, its price line included). Front-ends
 * render `card`. Issue 23 item 2: no estate ships beside it (it was half a list page's loader data); what the browser
 * does with a card after the page has loaded (group it, keep it as a favourite) reads the card and its group.
 */
export interface ListCard {
  readonly card: ListingCard;
  /**
   * §1, §9: the card's group under the search's grouping, its heading in the page's language ('Projecten' for the
   * hits without a key); absent when the search was not grouped. Cards loaded later ("load more") join their group.
   */
  readonly group?: GroupSlot;
  /** §3 the estate's map marker, when a map asked for the cards (absent too for an estate without coordinates). */
  readonly marker?: MapMarker;
}

/** What a search's cards carry beyond the card: their group under the list's grouping, their map markers. */
export interface CardExtras {
  readonly grouping?: Grouping | null;
  readonly markers?: boolean;
}

/** The card of one estate (a search hit: a property, or a project with its units) in the page's language. */
export const listCard = (estate: Estate, locale: Locale): ListCard => ({ card: listingCard(estate, locale) });

/**
 * The cards of a search's hits in the page's language. Grouped, each card is in its §9 group: the key groupSlot gives
 * it and its heading (groupLabeller's, else the data's own label), so that the groups a page draws from its cards
 * (domain/grouping/list-groups.ts) are the groups of its estates. With `markers`, each carries its map marker.
 */
export function listCards(estates: readonly Estate[], locale: Locale, { grouping, markers = false }: CardExtras = {}): ListCard[] {
  const label = grouping ? groupLabeller(estates, locale) : undefined;
  return estates.map((estate) => {
    const entry: { card: ListingCard; group?: GroupSlot; marker?: MapMarker } = { card: listingCard(estate, locale) };
    if (grouping && label) {
      const slot = groupSlot(estate, grouping);
      const key = slot?.key ?? NO_GROUP_KEY;
      entry.group = { key, label: label(key, grouping) ?? slot?.label ?? key };
    }
    const marker = markers ? mapMarkerOf(estate) : undefined;
    if (marker) entry.marker = marker;
    return entry;
  });
}
