import Supercluster from 'supercluster';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';

/** What the map draws at one zoom level: an estate's own marker, or a cluster of nearby ones. */
export type MapItem =
  | { readonly kind: 'estate'; readonly entry: EstateMarker; readonly lat: number; readonly lng: number }
  | { readonly kind: 'cluster'; readonly clusterId: number; readonly count: number; readonly lat: number; readonly lng: number };

export interface MarkerClusters {
  /** The items at a zoom level, north to south then west to east: the order keyboard users tab through. */
  itemsAt(zoom: number): readonly MapItem[];
  /** The zoom level at which a cluster falls apart. */
  expansionZoom(clusterId: number): number;
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];
/** Pixels within which markers merge: a little over a cluster's width, so no two drawn markers overlap much. */
const RADIUS = 64;
export const MAX_CLUSTER_ZOOM = 16;

const readingOrder = (a: MapItem, b: MapItem): number => b.lat - a.lat || a.lng - b.lng;

/** Clusters markers only where they are dense (supercluster); a sparse map shows every marker. */
export function clusterMarkers(entries: readonly EstateMarker[]): MarkerClusters {
  const index = new Supercluster<{ readonly at: number }>({ radius: RADIUS, maxZoom: MAX_CLUSTER_ZOOM });
  index.load(
    entries.map((entry, at) => ({
      type: 'Feature' as const,
      properties: { at },
      geometry: { type: 'Point' as const, coordinates: [entry.marker.lng, entry.marker.lat] },
    })),
  );
  return {
    itemsAt(zoom) {
      const items = index.getClusters(WORLD, Math.round(zoom)).flatMap((feature): MapItem[] => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as Partial<Supercluster.ClusterProperties> & { at?: number };
        if (properties.cluster) {
          return [{ kind: 'cluster', clusterId: properties.cluster_id ?? 0, count: properties.point_count ?? 0, lat, lng }];
        }
        const entry = entries[properties.at ?? -1];
        return entry ? [{ kind: 'estate', entry, lat: entry.marker.lat, lng: entry.marker.lng }] : [];
      });
      return items.sort(readingOrder);
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
  };
}
