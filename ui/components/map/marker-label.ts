import type { IntlShape } from 'react-intl';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';
import { listingCard, type ListingCard } from '../../../domain/display/listing-card';
import { priceSummary } from '../../../domain/display/price-line';
import type { Locale } from '../../../domain/shared/locale';

/** The estate's name as its listing card shows it (§2): '{subType} in {city}', or a project's title. */
export function estateName(intl: IntlShape, card: ListingCard): string {
  if (card.projectTitle) return card.projectTitle;
  return card.city ? intl.formatMessage({ id: 'card.title', defaultMessage: '{subType} in {city}' }, { subType: card.subType, city: card.city }) : card.subType;
}

/** A marker's title and accessible name: what it is, and its price or (when sold) its status (§2). */
export function markerLabel(intl: IntlShape, entry: EstateMarker, locale: Locale): string {
  const card = listingCard(entry.estate, locale);
  const name = entry.marker.isProject
    ? intl.formatMessage({ id: 'map.marker.project', defaultMessage: 'Project {name}' }, { name: estateName(intl, card) })
    : estateName(intl, card);
  const detail = priceSummary(card.priceLine, locale);
  return detail ? `${name}, ${detail}` : name;
}
