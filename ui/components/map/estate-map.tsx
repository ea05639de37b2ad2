import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useIntl, type IntlShape } from 'react-intl';
import { MAP_MARKER_LIMIT, type EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';
import type { GeoRange } from '../../../domain/search/list-filter';
import { searchesArea, withSearchArea } from '../../../domain/search/list-url';
import { geoRangeOfBounds } from '../../../domain/search/visible-area';
import { toLocale } from '../../../domain/shared/locale';
import { loadMarkerMap } from './load-marker-map';
import type { MarkerMap, MarkerMapTexts } from './marker-map';
import { markerLabel } from './marker-label';
import { MapResults } from './map-results';
import { MarkerPopup } from './marker-popup';
import { useMapMarkers, type MapMarkersState } from './use-map-markers';

// useLayoutEffect warns on the server; there is nothing to lay out there anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface EstateMapProps {
  /**
   * Tile URL template (`https://…/{z}/{x}/{y}.png`, from the root loader's `tileUrl`). Without one no
   * tile is ever requested and the markers sit on a plain background.
   */
  readonly tileUrl?: string | null;
  /** The attribution the tile provider requires; shown only with tiles. */
  readonly tileAttribution?: string;
}

function mapTexts(intl: IntlShape): MarkerMapTexts {
  return {
    zoomIn: intl.formatMessage({ id: 'map.zoomIn', defaultMessage: 'Inzoomen' }),
    zoomOut: intl.formatMessage({ id: 'map.zoomOut', defaultMessage: 'Uitzoomen' }),
    describe: (entry) => markerLabel(intl, entry),
    describeCluster: (count) =>
      intl.formatMessage({ id: 'map.cluster', defaultMessage: '{count} panden in deze buurt, inzoomen' }, { count }),
  };
}

function statusText(intl: IntlShape, state: MapMarkersState, mapReady: boolean, mapFailed: boolean): string {
  if (mapFailed || state.status === 'failed') return intl.formatMessage({ id: 'map.error', defaultMessage: 'De kaart kon niet geladen worden. Probeer het later opnieuw of bekijk de lijst.' });
  if (!mapReady || state.status === 'loading') return intl.formatMessage({ id: 'map.loading', defaultMessage: 'Kaart laden…' });
  const shown = state.markers.length;
  if (shown === 0) return intl.formatMessage({ id: 'map.empty', defaultMessage: 'Geen panden met een gekende ligging voor deze zoekopdracht.' });
  if (state.total > MAP_MARKER_LIMIT) {
    return intl.formatMessage(
      { id: 'map.capped', defaultMessage: '{shown} van {total} panden op de kaart. Verfijn uw zoekopdracht om ze allemaal te zien.' },
      { shown, total: state.total },
    );
  }
  return intl.formatMessage({ id: 'map.count', defaultMessage: '{count, plural, one {# pand} other {# panden}} op de kaart' }, { count: shown });
}

const NONE: ReadonlySet<string> = new Set();

/** Issue 10 "search this area": the visible map becomes the list's geo_range filter (§5) in the URL; it replaces the place. */
function useSearchArea(map: MarkerMap | null) {
  const [params, setParams] = useSearchParams();
  const active = searchesArea(params);
  const change = useCallback(
    (area: GeoRange | null) => setParams((current) => withSearchArea(current, area), { preventScrollReset: true }),
    [setParams],
  );
  return {
    active,
    search: () => map && change(geoRangeOfBounds(map.visibleArea())),
    clear: () => change(null),
  };
}

/**
 * Map view of the list's current query (issue 5 item 4): Leaflet in the browser only, markers of what the
 * site's search shows (§5 applied by the core), clustered where dense, each marker a keyboard-reachable button whose Enter opens
 * a popup linking to the estate. The server renders the same box empty, so nothing shifts on hydration.
 */
export function EstateMap({ tileUrl = null, tileAttribution }: EstateMapProps) {
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  const hintId = useId();
  const markers = useMapMarkers();
  const canvas = useRef<HTMLDivElement>(null);
  const texts = useRef<MarkerMapTexts>(mapTexts(intl));
  texts.current = mapTexts(intl);
  const [map, setMap] = useState<MarkerMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<EstateMarker | null>(null);
  const [highlighted, setHighlighted] = useState<{ ids: ReadonlySet<string>; fromMap: boolean }>({ ids: NONE, fromMap: false });
  const area = useSearchArea(map);
  const highlightFromMap = useCallback(
    (entries: readonly EstateMarker[] | null) =>
      setHighlighted({ ids: entries ? new Set(entries.map((entry) => entry.card.id)) : NONE, fromMap: true }),
    [],
  );
  const highlightFromList = useCallback((id: string | null) => setHighlighted({ ids: id ? new Set([id]) : NONE, fromMap: false }), []);

  useEffect(() => {
    let live = true;
    let created: MarkerMap | null = null;
    loadMarkerMap().then(
      (createMarkerMap) => {
        if (!live || !canvas.current) return;
        created = createMarkerMap(canvas.current, {
          tileUrl,
          tileAttribution,
          locale,
          texts: () => texts.current,
          onSelect: setSelected,
          onHighlight: highlightFromMap,
        });
        setMap(created);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      created?.remove();
    };
  }, [tileUrl, tileAttribution, locale, highlightFromMap]);

  useEffect(() => {
    if (map && markers.status === 'ready') map.show(markers.markers);
  }, [map, markers]);

  useEffect(() => {
    map?.highlight(highlighted.ids);
  }, [map, highlighted]);

  // The popup opens once React has rendered its content into it, so Leaflet measures the real size.
  useBrowserLayoutEffect(() => {
    if (map && selected) map.openPopup(selected);
  }, [map, selected]);

  return (
    <div className="map-view">
      <div className="map-view__tools">
        {map && (
          <button type="button" className="button button--secondary map-view__search" onClick={area.search}>
            {intl.formatMessage({ id: 'map.searchArea', defaultMessage: 'Zoek in dit gebied' })}
          </button>
        )}
        {area.active && (
          <>
            <p className="map-view__area">{intl.formatMessage({ id: 'map.area.active', defaultMessage: 'Alleen panden in het gekozen kaartgebied.' })}</p>
            <button type="button" className="button button--quiet" onClick={area.clear}>
              {intl.formatMessage({ id: 'map.area.clear', defaultMessage: 'Gebied wissen' })}
            </button>
          </>
        )}
      </div>
      <div className="map-view__layout">
        <div className="estate-map">
          <p id={hintId} className="visually-hidden">
            {intl.formatMessage({
              id: 'map.hint',
              defaultMessage:
                'Gebruik Tab om de panden op de kaart te overlopen en Enter om er een te openen. De pijltjestoetsen verschuiven de kaart, + en - zoomen in en uit.',
            })}
          </p>
          <div
            ref={canvas}
            className="estate-map__canvas"
            role="group"
            aria-label={intl.formatMessage({ id: 'map.label', defaultMessage: 'Kaart van het aanbod' })}
            aria-describedby={hintId}
          />
          <p className="estate-map__status" role="status">
            {statusText(intl, markers, map !== null, failed)}
          </p>
          {map && selected && createPortal(<MarkerPopup entry={selected} onClose={() => map.closePopup()} />, map.popupContent)}
        </div>
        <MapResults
          markers={markers.markers}
          highlighted={highlighted.ids}
          onHighlight={highlightFromList}
          follow={highlighted.fromMap}
        />
      </div>
    </div>
  );
}
