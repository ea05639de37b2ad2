import L from 'leaflet';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';
import { onActivate } from './activate-marker';
import { clusterMarkers, clusterSize, ESTATE_ICON_SIZE, type MapItem, type MarkerClusters } from './marker-clusters';

/** How markers read to people: a marker's title (tooltip and accessible name), a cluster's. */
export interface MarkerTexts {
  describe(entry: EstateMarker): string;
  describeCluster(count: number): string;
}

/** The markers of a map, redrawn (clustered for the zoom level) on every zoom. */
export interface MarkerLayer {
  show(entries: readonly EstateMarker[]): void;
  /** The element of an estate's own marker, while it is drawn (not inside a cluster). */
  elementOf(entry: EstateMarker): HTMLElement | undefined;
  /** Marks the markers (or the clusters holding them) of these estate ids (issue 10: list and map in sync). */
  highlight(ids: ReadonlySet<string>): void;
}

export interface MarkerEvents {
  /** An estate's marker was activated (click, Enter or Space). */
  readonly onSelect: (entry: EstateMarker) => void;
  /** A marker or cluster is hovered or focused (its estates), or no longer (null). */
  readonly onHighlight?: (entries: readonly EstateMarker[] | null) => void;
}

const HIGHLIGHTED = 'is-highlighted';
const idOf = (entry: EstateMarker): string => entry.card.id;
const entriesOf = (item: MapItem): readonly EstateMarker[] => (item.kind === 'cluster' ? item.entries : [item.entry]);

function estateIcon(entry: EstateMarker): L.DivIcon {
  const kind = entry.marker.isProject ? 'project' : 'estate';
  return L.divIcon({ className: `map-pin map-pin--${kind}`, html: '<span class="map-pin__dot"></span>', iconSize: [ESTATE_ICON_SIZE, ESTATE_ICON_SIZE] });
}

function clusterIcon(count: number): L.DivIcon {
  const size = clusterSize(count);
  const html = document.createElement('span');
  html.className = 'map-cluster__count';
  html.textContent = String(count);
  return L.divIcon({ className: 'map-cluster', html, iconSize: [size, size] });
}


/** Hover and keyboard focus both tell the list which estates a marker stands for. */
function onHighlight(marker: L.Marker, entries: readonly EstateMarker[], events: MarkerEvents): void {
  const element = marker.getElement();
  if (!element || !events.onHighlight) return;
  const on = () => events.onHighlight?.(entries);
  const off = () => events.onHighlight?.(null);
  element.addEventListener('mouseenter', on);
  element.addEventListener('focus', on);
  element.addEventListener('mouseleave', off);
  element.addEventListener('blur', off);
}

function drawItem(layer: L.LayerGroup, item: MapItem, texts: MarkerTexts): L.Marker {
  const title = item.kind === 'cluster' ? texts.describeCluster(item.count) : texts.describe(item.entry);
  const marker = L.marker([item.lat, item.lng], {
    icon: item.kind === 'cluster' ? clusterIcon(item.count) : estateIcon(item.entry),
    keyboard: true,
    title,
    alt: title,
    riseOnHover: true,
  }).addTo(layer);
  // The accessible name says which estate (or how many) the button stands for, whatever the icon holds.
  marker.getElement()?.setAttribute('aria-label', title);
  return marker;
}

const distance = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => Math.hypot(a.lat - b.lat, a.lng - b.lng);

/** Markers for the estates, clustered where dense; activating an estate's marker calls `onSelect`. */
export function markerLayer(map: L.Map, texts: () => MarkerTexts, events: MarkerEvents): MarkerLayer {
  const layer = L.layerGroup().addTo(map);
  const drawn = new Map<EstateMarker, L.Marker>();
  let items: { readonly item: MapItem; readonly marker: L.Marker }[] = [];
  let highlighted: ReadonlySet<string> = new Set();
  let clusters: MarkerClusters = clusterMarkers([]);
  let focusAfterZoom: { lat: number; lng: number } | null = null;

  function paint(): void {
    for (const { item, marker } of items) {
      marker.getElement()?.classList.toggle(HIGHLIGHTED, entriesOf(item).some((entry) => highlighted.has(idOf(entry))));
    }
  }

  function draw(): void {
    layer.clearLayers();
    drawn.clear();
    items = clusters.itemsAt(map.getZoom()).map((item) => ({ item, marker: drawItem(layer, item, texts()) }));
    for (const { item, marker } of items) {
      onHighlight(marker, entriesOf(item), events);
      if (item.kind === 'estate') {
        drawn.set(item.entry, marker);
        onActivate(marker, () => events.onSelect(item.entry));
      } else {
        onActivate(marker, () => {
          focusAfterZoom = { lat: item.lat, lng: item.lng };
          map.setView([item.lat, item.lng], Math.min(item.zoomTo, map.getMaxZoom()));
        });
      }
    }
    paint();
    // A keyboard user who opened a cluster lands on what it fell apart into.
    const origin = focusAfterZoom;
    focusAfterZoom = null;
    if (origin) [...items].sort((a, b) => distance(a.item, origin) - distance(b.item, origin))[0]?.marker.getElement()?.focus();
  }

  map.on('zoomend', draw);
  return {
    show(entries) {
      clusters = clusterMarkers(entries);
      const zoom = map.getZoom();
      if (entries.length > 0) {
        const bounds = L.latLngBounds(entries.map((entry) => [entry.marker.lat, entry.marker.lng] as L.LatLngTuple));
        map.fitBounds(bounds, { padding: [40, 40], maxZoom: 14, animate: false });
      }
      // fitBounds redraws through zoomend only when the zoom changed.
      if (map.getZoom() === zoom) draw();
    },
    elementOf: (entry) => drawn.get(entry)?.getElement(),
    highlight(ids) {
      highlighted = ids;
      paint();
    },
  };
}
