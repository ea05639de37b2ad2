import L from 'leaflet';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';
import { clusterMarkers, MAX_CLUSTER_ZOOM, type MapItem, type MarkerClusters } from './marker-clusters';

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
}

const ESTATE_ICON_SIZE = 32;
const clusterSize = (count: number): number => (count < 10 ? 40 : count < 100 ? 48 : 56);

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

/** Click, and (keyboard: true makes markers tabbable buttons) Enter or Space, all activate a marker. */
function onActivate(marker: L.Marker, activate: () => void): void {
  marker.on('click', activate);
  marker.getElement()?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate();
  });
}

function drawItem(layer: L.LayerGroup, item: MapItem, texts: MarkerTexts): L.Marker {
  const title = item.kind === 'cluster' ? texts.describeCluster(item.count) : texts.describe(item.entry);
  return L.marker([item.lat, item.lng], {
    icon: item.kind === 'cluster' ? clusterIcon(item.count) : estateIcon(item.entry),
    keyboard: true,
    title,
    alt: title,
    riseOnHover: true,
  }).addTo(layer);
}

const distance = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => Math.hypot(a.lat - b.lat, a.lng - b.lng);

/** Markers for the estates, clustered where dense; activating an estate's marker calls `onSelect`. */
export function markerLayer(map: L.Map, texts: () => MarkerTexts, onSelect: (entry: EstateMarker) => void): MarkerLayer {
  const layer = L.layerGroup().addTo(map);
  const drawn = new Map<EstateMarker, L.Marker>();
  let clusters: MarkerClusters = clusterMarkers([]);
  let focusAfterZoom: { lat: number; lng: number } | null = null;

  function draw(): void {
    layer.clearLayers();
    drawn.clear();
    const items = clusters.itemsAt(map.getZoom()).map((item) => ({ item, marker: drawItem(layer, item, texts()) }));
    for (const { item, marker } of items) {
      if (item.kind === 'estate') {
        drawn.set(item.entry, marker);
        onActivate(marker, () => onSelect(item.entry));
      } else {
        onActivate(marker, () => {
          focusAfterZoom = { lat: item.lat, lng: item.lng };
          map.setView([item.lat, item.lng], Math.min(clusters.expansionZoom(item.clusterId), MAX_CLUSTER_ZOOM + 1));
        });
      }
    }
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
  };
}
