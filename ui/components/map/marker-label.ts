import type { IntlShape } from 'react-intl';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';
import { listingCard } from '../../../domain/display/listing-card';
import { priceSummary } from '../../../domain/display/price-line';
import type { Locale } from '../../../domain/shared/locale';

/** A marker's title and accessible name: what it is, and its price or (when sold) its status (§2). */
export function markerLabel(intl: IntlShape, entry: EstateMarker, locale: Locale): string {
  const card = listingCard(entry.estate, locale);
  const name = entry.marker.isProject
    ? intl.formatMessage({ id: 'map.marker.project', defaultMessage: 'Project {name}' }, { name: card.title })
    : card.title;
  const detail = priceSummary(card.priceLine, locale);
  return detail ? `${name}, ${detail}` : name;
}
