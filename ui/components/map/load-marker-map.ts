import type { createMarkerMap } from './marker-map';

/**
 * Leaflet, supercluster and Leaflet's stylesheet load only in the browser and only when the map is
 * shown, in a chunk of their own: the list page's first load carries none of them.
 */
export async function loadMarkerMap(): Promise<typeof createMarkerMap> {
  const [module] = await Promise.all([
    import('./marker-map'),
    // The stylesheet only matters to the eye: a runtime that cannot load CSS (jsdom) still gets a working map.
    import('leaflet/dist/leaflet.css').catch(() => undefined),
  ]);
  return module.createMarkerMap;
}
