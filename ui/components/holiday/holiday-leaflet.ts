import L from 'leaflet';
import type { Locale } from '../../../domain/shared/locale';
import { addMapBase } from '../map/base/base-layer';
import { onActivate } from '../map/activate-marker';

/** A town on the holiday map: its centre and how many units lie there. */
export interface HolidayMapTown {
  readonly key: string;
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly count: number;
}

export interface HolidayMapOptions {
  readonly towns: readonly HolidayMapTown[];
  readonly tileUrl?: string | null;
  readonly tileAttribution?: string;
  readonly locale: Locale;
  readonly zoomIn: string;
  readonly zoomOut: string;
  /** The accessible name of a town's marker, or of a group of towns too close to tell apart at this zoom. */
  readonly describeTown: (town: HolidayMapTown) => string;
  readonly describeGroup: (towns: readonly HolidayMapTown[]) => string;
  /** A town's marker was activated (click, Enter or Space). */
  readonly onTown: (town: HolidayMapTown) => void;
}

/** Markers are 36px; closer than this on screen they would cover each other, so they are drawn as one. */
const MIN_GAP = 40;

/** Towns whose markers would overlap at the map's zoom, each group drawn as one marker. */
function groupsAtZoom(map: L.Map, towns: readonly HolidayMapTown[]): HolidayMapTown[][] {
  const groups: { point: L.Point; towns: HolidayMapTown[] }[] = [];
  for (const town of towns) {
    const point = map.project([town.lat, town.lon], map.getZoom());
    const near = groups.find((group) => group.point.distanceTo(point) < MIN_GAP);
    if (near) near.towns.push(town);
    else groups.push({ point, towns: [town] });
  }
  return groups.map((group) => group.towns);
}

/**
 * Issue 12 item 1: the holiday map. One marker per town (§3 gives rental units no coordinates, so units are shown
 * at their town's centre), each a keyboard-reachable button that names the town and its count; towns too close to
 * tell apart at the current zoom share one marker that zooms in. Tiles when configured, else the offline base map.
 */
export function createHolidayMap(element: HTMLElement, options: HolidayMapOptions): { remove(): void } {
  const map = L.map(element, {
    center: [50.64, 4.67],
    zoom: 7,
    minZoom: 6,
    maxZoom: 14,
    keyboard: true,
    zoomControl: false,
    attributionControl: Boolean(options.tileUrl),
    scrollWheelZoom: false,
  });
  addMapBase(map, options);
  if (options.towns.length > 0) {
    const bounds = L.latLngBounds(options.towns.map((town) => [town.lat, town.lon] as L.LatLngTuple));
    map.fitBounds(bounds, { padding: [48, 48], maxZoom: 11 });
  }
  const layer = L.layerGroup().addTo(map);
  const draw = () => {
    layer.clearLayers();
    for (const group of groupsAtZoom(map, options.towns)) {
      const count = group.reduce((sum, town) => sum + town.count, 0);
      const lat = group.reduce((sum, town) => sum + town.lat, 0) / group.length;
      const lon = group.reduce((sum, town) => sum + town.lon, 0) / group.length;
      const title = group.length === 1 ? options.describeTown(group[0]!) : options.describeGroup(group);
      const html = document.createElement('span');
      html.className = 'map-cluster__count';
      html.textContent = String(count);
      const marker = L.marker([lat, lon], {
        icon: L.divIcon({ className: `map-cluster holiday-map__town${group.length > 1 ? ' holiday-map__town--group' : ''}`, html, iconSize: [36, 36] }),
        keyboard: true,
        title,
        alt: title,
        riseOnHover: true,
      }).addTo(layer);
      marker.getElement()?.setAttribute('aria-label', title);
      onActivate(marker, () => {
        if (group.length === 1) options.onTown(group[0]!);
        else map.fitBounds(L.latLngBounds(group.map((town) => [town.lat, town.lon] as L.LatLngTuple)), { padding: [64, 64], maxZoom: map.getZoom() + 3 });
      });
    }
  };
  map.on('zoomend', draw);
  draw();
  return { remove: () => map.remove() };
}
