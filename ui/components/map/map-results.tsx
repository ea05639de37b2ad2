import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';

export interface MapResultsProps {
  readonly markers: readonly EstateMarker[];
  /** Estate ids to mark: those of the marker hovered or focused on the map. */
  readonly highlighted: ReadonlySet<string>;
  /** Hovering or focusing an estate of the list marks its marker on the map (null: no longer). */
  readonly onHighlight: (id: string | null) => void;
  /** The map's marker last asked for this estate: keep it in view. */
  readonly follow: boolean;
}

const northToSouth = (a: EstateMarker, b: EstateMarker): number => b.marker.lat - a.marker.lat || a.marker.lng - b.marker.lng;

/**
 * Issue 10: the estates on the map as a list beside it, in the order the keyboard meets their markers; hovering or
 * focusing one marks its marker, and the marker hovered or focused on the map marks its estates here.
 */
export function MapResults({ markers, highlighted, onHighlight, follow }: MapResultsProps) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!follow || highlighted.size === 0) return;
    list.current?.querySelector<HTMLElement>('.map-results__item.is-highlighted')?.scrollIntoView?.({ block: 'nearest' });
  }, [follow, highlighted]);
  if (markers.length === 0) return null;
  return (
    <section className="map-results" aria-labelledby="map-results-title">
      <h3 id="map-results-title" className="map-results__title">
        {intl.formatMessage({ id: 'map.results.title', defaultMessage: 'Panden op de kaart' })}
      </h3>
      <ul className="map-results__list" ref={list}>
        {[...markers].sort(northToSouth).map(({ card }) => {
          const { id } = card;
          return (
            <li key={id} className={highlighted.has(id) ? 'map-results__item is-highlighted' : 'map-results__item'} data-estate-id={id}>
              <Link
                to={card.href}
                className="map-results__link"
                onMouseEnter={() => onHighlight(id)}
                onMouseLeave={() => onHighlight(null)}
                onFocus={() => onHighlight(id)}
                onBlur={() => onHighlight(null)}
              >
                {card.title}
              </Link>
              {card.priceSummary && <span className="map-results__price">{card.priceSummary}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
