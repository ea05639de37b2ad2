import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { toLocale } from '../../../domain/shared/locale';

export interface LocationMapProps {
  readonly latitude: number;
  readonly longitude: number;
  /** §3 address.visible: false draws an area, never a pin on the exact place. */
  readonly exact: boolean;
  /** The place in words ('Demostraat 1, 9000 Gent'), the map's accessible name. */
  readonly label: string;
  readonly tileUrl?: string | null;
  readonly tileAttribution?: string;
}

/**
 * Issue 13 items 1 and 6: a small map around one place. Leaflet loads in the browser only, in its own chunk, once the map nears the window;
 * the server renders the same empty box so nothing shifts. The address in text stays beside it on the page.
 */
export function LocationMap({ latitude, longitude, exact, label, tileUrl = null, tileAttribution }: LocationMapProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  const canvas = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const zoomIn = intl.formatMessage({ id: 'location.zoomIn', defaultMessage: 'Inzoomen' });
  const zoomOut = intl.formatMessage({ id: 'location.zoomOut', defaultMessage: 'Uitzoomen' });

  useEffect(() => {
    let live = true;
    let created: { remove(): void } | null = null;
    const load = () =>
      Promise.all([import('./location-leaflet'), import('leaflet/dist/leaflet.css').catch(() => undefined)]).then(
        ([{ createLocationMap }]) => {
          if (!live || !canvas.current) return;
          created = createLocationMap(canvas.current, { latitude, longitude, exact, tileUrl, tileAttribution, locale, zoomIn, zoomOut });
        },
        () => live && setFailed(true),
      );
    // Issue 8: Leaflet and the base map (≈ 80 KB) load when the map comes near the window, not with the page.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              void load();
            },
            { rootMargin: '400px 0px' },
          );
    if (observer && canvas.current) observer.observe(canvas.current);
    else void load();
    return () => {
      live = false;
      observer?.disconnect();
      created?.remove();
    };
  }, [latitude, longitude, exact, tileUrl, tileAttribution, locale, zoomIn, zoomOut]);

  return (
    <figure className="location-map">
      <div
        ref={canvas}
        className="location-map__canvas"
        role="group"
        aria-label={
          exact
            ? intl.formatMessage({ id: 'location.exact', defaultMessage: 'Kaart: {place}' }, { place: label })
            : intl.formatMessage({ id: 'location.area', defaultMessage: 'Kaart van de buurt: {place} (geen exacte ligging)' }, { place: label })
        }
      />
      {failed && (
        <figcaption className="location-map__status">
          {intl.formatMessage({ id: 'location.error', defaultMessage: 'De kaart kon niet geladen worden.' })}
        </figcaption>
      )}
    </figure>
  );
}
