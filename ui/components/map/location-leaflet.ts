import L from 'leaflet';
import type { Locale } from '../../../domain/shared/locale';
import { addMapBase } from './base/base-layer';

export interface LocationMapOptions {
  readonly latitude: number;
  readonly longitude: number;
  /**
   * §3 address.visible: true shows the exact place (a pin); false only the neighbourhood (a circle of
   * about a kilometre around a point the page already rounded), never the exact place.
   */
  readonly exact: boolean;
  /** Without one, the offline base map shipped with the site (issue 13 item 6). */
  readonly tileUrl?: string | null;
  readonly tileAttribution?: string;
  /** The language of the base map's place names. */
  readonly locale: Locale;
  readonly zoomIn: string;
  readonly zoomOut: string;
}

/**
 * The zoom a location map opens at. Tiles show streets, so closer; the offline base map shows municipalities
 * and their names, which at zoom 12 are a few centimetres apart: close enough for the pin, far enough to see
 * the names around it.
 */
export const locationZoom = (exact: boolean, tiles: boolean): number => (tiles ? (exact ? 15 : 13) : 12);

/** A small Leaflet map around one place (contact page, estate detail): tiles when configured, a pin or an area. */
export function createLocationMap(element: HTMLElement, options: LocationMapOptions): { remove(): void } {
  const centre: L.LatLngTuple = [options.latitude, options.longitude];
  const map = L.map(element, {
    center: centre,
    zoom: locationZoom(options.exact, Boolean(options.tileUrl)),
    minZoom: 7,
    maxZoom: 18,
    zoomControl: false,
    attributionControl: Boolean(options.tileUrl),
    scrollWheelZoom: false,
  });
  addMapBase(map, options);
  if (options.exact) {
    // A vector pin: Leaflet's default marker images would need asset URLs the bundle does not carry.
    L.circleMarker(centre, { radius: 9, weight: 3, color: '#ffffff', fillColor: '#b3261e', fillOpacity: 1, interactive: false }).addTo(map);
  } else {
    L.circle(centre, { radius: 900, weight: 2, color: '#b3261e', fillColor: '#b3261e', fillOpacity: 0.15, interactive: false }).addTo(map);
  }
  return { remove: () => map.remove() };
}
