import type { IntlShape } from 'react-intl';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';

/** A marker's title and accessible name: what it is, and its price or (when sold) its status (§2), from its card. */
export function markerLabel(intl: IntlShape, { marker, card }: EstateMarker): string {
  const name = marker.isProject ? intl.formatMessage({ id: 'map.marker.project', defaultMessage: 'Project {name}' }, { name: card.title }) : card.title;
  return card.priceSummary ? `${name}, ${card.priceSummary}` : name;
}
