import L from 'leaflet';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';
import type { MapBounds } from '../../../domain/search/visible-area';
import { toLocale, type Locale } from '../../../domain/shared/locale';
import { markerLayer, type MarkerTexts } from './marker-layer';
import { addMapBase } from './base/base-layer';

/** Words the map needs in the page's language; read on use, so they follow the latest render. */
export interface MarkerMapTexts extends MarkerTexts {
  readonly zoomIn: string;
  readonly zoomOut: string;
}

export interface MarkerMapOptions {
  /**
   * Tile URL template; without one no tile is ever requested and the markers sit on the offline base map
   * shipped with the site (issue 13 item 6: Belgium's borders, coast, regions and place names).
   */
  readonly tileUrl?: string | null;
  /** The attribution the tile provider requires (TILE_ATTRIBUTION), shown with the tiles. */
  readonly tileAttribution?: string;
  /** The language of the base map's place names; the page's (html lang) when not given. */
  readonly locale?: Locale;
  readonly texts: () => MarkerMapTexts;
  /** A marker was activated (click, Enter or Space), or its popup closed (null). */
  readonly onSelect: (entry: EstateMarker | null) => void;
  /** A marker or cluster is hovered or focused (its estates), or no longer (null): issue 10, list and map in sync. */
  readonly onHighlight?: (entries: readonly EstateMarker[] | null) => void;
}

/** The imperative Leaflet side of the map view; React renders the popup's content into `popupContent`. */
export interface MarkerMap {
  readonly popupContent: HTMLElement;
  show(entries: readonly EstateMarker[]): void;
  /** Opens the popup on an estate once its content is rendered, and moves focus into it. */
  openPopup(entry: EstateMarker): void;
  closePopup(): void;
  /** Marks the markers of these estate ids (issue 10). */
  highlight(ids: ReadonlySet<string>): void;
  /** What the map shows now (issue 10 "search this area"). */
  visibleArea(): MapBounds;
  remove(): void;
}

/** Belgium, when there is nothing to fit the view to. */
const BELGIUM: L.LatLngTuple = [50.64, 4.67];

function baseMap(element: HTMLElement, options: MarkerMapOptions): L.Map {
  const texts = options.texts();
  const map = L.map(element, {
    center: BELGIUM,
    zoom: 7,
    minZoom: 3,
    maxZoom: 18,
    keyboard: true,
    zoomControl: false,
    attributionControl: Boolean(options.tileUrl),
    // The page scrolls under the wheel; zoom is the buttons, the keyboard (+/-) or a double click.
    scrollWheelZoom: false,
  });
  addMapBase(map, {
    tileUrl: options.tileUrl,
    tileAttribution: options.tileAttribution,
    locale: options.locale ?? toLocale(document.documentElement.lang),
    zoomIn: texts.zoomIn,
    zoomOut: texts.zoomOut,
  });
  return map;
}

export function createMarkerMap(element: HTMLElement, options: MarkerMapOptions): MarkerMap {
  const map = baseMap(element, options);
  const markers = markerLayer(map, options.texts, { onSelect: options.onSelect, ...(options.onHighlight && { onHighlight: options.onHighlight }) });
  const popup = L.popup({ closeButton: false, className: 'map-popup', minWidth: 200, maxWidth: 280, offset: [0, -8] });
  const popupContent = document.createElement('div');
  // Leaflet closes on Escape only while the map itself has focus; in the popup, focus is on its link.
  popupContent.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') map.closePopup(popup);
  });
  let opened: EstateMarker | null = null;
  let removed = false;

  map.on('popupclose', () => {
    if (removed) return;
    const inside = popupContent.contains(document.activeElement) || document.activeElement === document.body;
    const element = opened ? markers.elementOf(opened) : undefined;
    opened = null;
    options.onSelect(null);
    // Escape or the close button returns focus to the marker the popup belonged to (or the map, once clustered).
    if (inside) (element?.isConnected ? element : map.getContainer()).focus();
  });

  return {
    popupContent,
    show(entries) {
      // New results (the query changed): the open popup may belong to an estate no longer listed.
      map.closePopup(popup);
      markers.show(entries);
    },
    openPopup(entry) {
      opened = entry;
      popup.setLatLng([entry.marker.lat, entry.marker.lng]).setContent(popupContent);
      if (map.hasLayer(popup)) popup.update();
      else popup.openOn(map);
      popupContent.querySelector<HTMLElement>('a[href], button')?.focus();
    },
    closePopup: () => void map.closePopup(popup),
    highlight: (ids) => markers.highlight(ids),
    visibleArea() {
      const bounds = map.getBounds();
      return { north: bounds.getNorth(), south: bounds.getSouth(), east: bounds.getEast(), west: bounds.getWest() };
    },
    remove() {
      removed = true;
      map.remove();
    },
  };
}
