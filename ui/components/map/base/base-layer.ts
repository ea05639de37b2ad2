import L from 'leaflet';
import type { Locale } from '../../../../domain/shared/locale';
import { maxRankAt, placeLabels, placeName, type BaseMapData, type BasePlace, type LabelBox, type Line, type MultiPolygon } from './base-map-data';

/**
 * Colours of the offline base map (issue 13 item 6). Every line is at least 3:1 against the fills beside it
 * (WCAG 1.4.11) and the place names 4.5:1 and more against their halo (1.4.3); test/ui/base-map.test.ts checks it.
 */
export const BASE_COLOURS = {
  sea: '#cddfe9',
  land: '#e9e6df',
  belgium: '#faf8f4',
  coast: '#4f7189',
  border: '#4f5b63',
  region: '#6b757c',
  label: '#14212b',
} as const;

const toLatLngs = (line: Line): L.LatLngTuple[] => line.map(([lon, lat]) => [lat, lon]);
const polygons = (shape: MultiPolygon): L.LatLngTuple[][][] => shape.map((polygon) => polygon.map(toLatLngs));

/** The map's own panes: the base under every overlay and marker, its place names above the base, under the markers. */
function panes(map: L.Map): { base: string; labels: string } {
  if (!map.getPane('basemap')) {
    const base = map.createPane('basemap');
    base.style.zIndex = '150';
    base.style.pointerEvents = 'none';
    const labels = map.createPane('basemap-labels');
    labels.style.zIndex = '450';
    labels.style.pointerEvents = 'none';
    // The names are the map's picture of where things are; the markers and the list beside the map carry
    // what a screen reader needs, so the names stay out of the markers' way in the accessibility tree.
    labels.setAttribute('aria-hidden', 'true');
  }
  return { base: 'basemap', labels: 'basemap-labels' };
}

/** Belgium's borders, coast and regions under the markers, drawn as vectors at every zoom the map allows. */
function shapes(data: BaseMapData, pane: string): L.LayerGroup {
  const renderer = L.svg({ pane, padding: 0.5 });
  const common = { renderer, pane, interactive: false } as const;
  return L.layerGroup([
    L.polygon(polygons(data.land), { ...common, stroke: false, fill: true, fillColor: BASE_COLOURS.land, fillOpacity: 1 }),
    L.polygon(polygons(data.belgium), { ...common, stroke: false, fill: true, fillColor: BASE_COLOURS.belgium, fillOpacity: 1 }),
    L.polyline(data.coast.map(toLatLngs), { ...common, color: BASE_COLOURS.coast, weight: 1.25, opacity: 1 }),
    L.polyline(data.regions.map(toLatLngs), { ...common, color: BASE_COLOURS.region, weight: 1.5, opacity: 1, dashArray: '6 4' }),
    L.polyline(data.borders.map(toLatLngs), { ...common, color: BASE_COLOURS.border, weight: 2, opacity: 1 }),
  ]);
}

const LABEL_HEIGHT = 18;
/** Average glyph width per rank's type size (map.css .map-place--rank-n): a label's box before it is drawn. */
const CHAR_WIDTH: Record<BasePlace['rank'], number> = { 1: 9.5, 2: 8.3, 3: 7.6, 4: 7 };
/** A name goes right of its dot, else left, above or below it (map.css .map-place--left …). */
const SIDES = ['right', 'left', 'above', 'below'] as const;
const DOT_GAP = 5;

type Side = (typeof SIDES)[number];

function sideBoxes(x: number, y: number, width: number): (LabelBox & { readonly side: Side })[] {
  const height = LABEL_HEIGHT;
  return [
    { side: 'right', x: x + DOT_GAP, y: y - height / 2, width, height },
    { side: 'left', x: x - DOT_GAP - width, y: y - height / 2, width, height },
    { side: 'above', x: x - width / 2, y: y - DOT_GAP - height, width, height },
    { side: 'below', x: x - width / 2, y: y + DOT_GAP, width, height },
  ];
}

/** The markers' boxes on screen, relative to the map: place names keep clear of them. */
function markerBoxes(map: L.Map): LabelBox[] {
  const origin = map.getContainer().getBoundingClientRect();
  const icons = map.getPane('markerPane')?.querySelectorAll('.leaflet-marker-icon') ?? [];
  return [...icons].map((icon) => {
    const rect = icon.getBoundingClientRect();
    return { x: rect.left - origin.left, y: rect.top - origin.top, width: rect.width, height: rect.height };
  });
}

/**
 * Place names as text: the ones the zoom level shows, most important first, each right or left of its dot
 * where it touches neither another name nor a marker (base-map-data.ts placeLabels). Redrawn when the view
 * settles and when the markers change.
 */
function labels(map: L.Map, data: BaseMapData, locale: Locale, pane: string): { layer: L.LayerGroup; update(): void } {
  const layer = L.layerGroup();
  const drawn = new Map<BasePlace, L.Marker>();
  const markerOf = (place: BasePlace): L.Marker => {
    const existing = drawn.get(place);
    if (existing) return existing;
    const html = document.createElement('span');
    html.className = 'map-place__name';
    html.textContent = placeName(place, locale);
    const icon = L.divIcon({ className: `map-place map-place--rank-${place.rank}`, html, iconSize: [0, 0] });
    const marker = L.marker([place.lat, place.lon], { icon, pane, interactive: false, keyboard: false });
    drawn.set(place, marker);
    return marker;
  };
  const update = () => {
    const rank = maxRankAt(map.getZoom());
    const size = map.getSize();
    const candidates = data.places
      .filter((place) => place.rank <= rank)
      .map((place) => {
        const point = map.latLngToContainerPoint([place.lat, place.lon]);
        const width = 4 + placeName(place, locale).length * CHAR_WIDTH[place.rank];
        // Only whole names: one the map's edge would cut is left out.
        const boxes = sideBoxes(point.x, point.y, width).filter((box) => box.x >= 0 && box.y >= 0 && box.x + box.width <= size.x && box.y + box.height <= size.y);
        return { item: place, boxes };
      })
      .filter(({ boxes }) => boxes.length > 0);
    const sidesOf = new Map(candidates.map(({ item, boxes }) => [item, boxes.map((box) => box.side)]));
    const shown = new Map(placeLabels(candidates, markerBoxes(map)).map(({ item, position }) => [item, sidesOf.get(item)?.[position] ?? 'right']));
    drawn.forEach((marker, place) => {
      if (!shown.has(place) && layer.hasLayer(marker)) layer.removeLayer(marker);
    });
    shown.forEach((side, place) => {
      const marker = markerOf(place);
      if (!layer.hasLayer(marker)) layer.addLayer(marker);
      const element = marker.getElement();
      for (const other of SIDES) element?.classList.toggle(`map-place--${other}`, other === side);
    });
  };
  return { layer, update };
}

/** Map data: Natural Earth is public domain; GeoNames asks for this credit (CC BY 4.0). Names, so one text for every language. */
export const BASE_ATTRIBUTION = 'Natural Earth · © GeoNames (CC BY 4.0)';

/** Draws the offline base map on a Leaflet map that has no tiles. The place names follow the page's language. */
export function drawBaseLayer(map: L.Map, data: BaseMapData, locale: Locale): void {
  const pane = panes(map);
  map.getContainer().classList.add('has-base-map');
  shapes(data, pane.base).addTo(map);
  const names = labels(map, data, locale, pane.labels);
  names.layer.addTo(map);
  names.update();
  map.on('moveend zoomend resize', names.update);
  // Markers come and go (new results, clusters redrawn for a zoom): the names make room for them.
  let scheduled = 0;
  const observer = new MutationObserver(() => {
    if (!scheduled) scheduled = requestAnimationFrame(() => {
      scheduled = 0;
      names.update();
    });
  });
  const markerPane = map.getPane('markerPane');
  if (markerPane) observer.observe(markerPane, { childList: true });
  map.once('unload', () => {
    observer.disconnect();
    cancelAnimationFrame(scheduled);
  });
  L.control.attribution({ prefix: false }).addAttribution(BASE_ATTRIBUTION).addTo(map);
}

/** The data loads in a chunk of its own, only with a map (list map, detail and contact location maps). */
export const loadBaseData = async (): Promise<BaseMapData> => (await import('./belgium-base.json', { with: { type: 'json' } })).default as unknown as BaseMapData;

/**
 * Issue 13 item 6: without TILE_URL, the offline base map under the markers. Until its data has loaded (a
 * few tens of KB) the map shows its plain background; a map removed meanwhile is left alone.
 */
export function addOfflineBase(map: L.Map, locale: Locale, load: () => Promise<BaseMapData> = loadBaseData): Promise<void> {
  let removed = false;
  map.once('unload', () => {
    removed = true;
  });
  return load().then(
    (data) => {
      if (!removed) drawBaseLayer(map, data, locale);
    },
    () => undefined,
  );
}

/** What every map of the site starts with: its zoom buttons (named in the page's language) and its base. */
export interface MapBase {
  readonly tileUrl?: string | null;
  readonly tileAttribution?: string;
  readonly locale: Locale;
  readonly zoomIn: string;
  readonly zoomOut: string;
}

/** The zoom buttons top right, then TILE_URL's tiles with their attribution, else the offline base map. */
export function addMapBase(map: L.Map, base: MapBase): void {
  L.control.zoom({ position: 'topright', zoomInTitle: base.zoomIn, zoomOutTitle: base.zoomOut }).addTo(map);
  if (base.tileUrl) {
    L.tileLayer(base.tileUrl, { maxZoom: 19, ...(base.tileAttribution && { attribution: base.tileAttribution }) }).addTo(map);
  } else {
    void addOfflineBase(map, base.locale);
  }
}
