import Supercluster from 'supercluster';
import type { EstateMarker } from '../../../application/use-cases/estate-list/load-map-markers';

/** What the map draws at one zoom level: an estate's own marker, or a cluster of nearby ones. */
export type MapItem =
  | { readonly kind: 'estate'; readonly entry: EstateMarker; readonly lat: number; readonly lng: number }
  | {
      readonly kind: 'cluster';
      readonly count: number;
      readonly lat: number;
      readonly lng: number;
      /** The zoom level at which the cluster falls apart (what activating it zooms to). */
      readonly zoomTo: number;
      /** The estates inside, so that the list can highlight them (issue 10). */
      readonly entries: readonly EstateMarker[];
    };

export interface MarkerClusters {
  /** The items at a zoom level, north to south then west to east: the order keyboard users tab through. */
  itemsAt(zoom: number): readonly MapItem[];
}

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];
/** Pixels within which markers merge: a little over a cluster's width, so no two drawn markers overlap much. */
const RADIUS = 64;
export const MAX_CLUSTER_ZOOM = 16;
/** An estate's pin, and a cluster by how many it holds: every target at least 24 px (WCAG 2.5.8). */
export const ESTATE_ICON_SIZE = 32;
export const clusterSize = (count: number): number => (count < 10 ? 40 : count < 100 ? 48 : 56);
/** Space kept between two targets' boxes. */
const GAP = 2;

const readingOrder = (a: MapItem, b: MapItem): number => b.lat - a.lat || a.lng - b.lng;

/** Web Mercator pixel position at a zoom level (256-pixel tiles, as Leaflet draws). */
function pixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const size = 256 * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** The inverse of `pixel`. */
function position(x: number, y: number, zoom: number): { lat: number; lng: number } {
  const size = 256 * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / size;
  return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lng: (x / size) * 360 - 180 };
}

const sizeOf = (item: MapItem): number => (item.kind === 'cluster' ? clusterSize(item.count) : ESTATE_ICON_SIZE);
const countOf = (item: MapItem): number => (item.kind === 'cluster' ? item.count : 1);
const entriesOf = (item: MapItem): readonly EstateMarker[] => (item.kind === 'cluster' ? item.entries : [item.entry]);

/** Targets whose centres are this far apart never overlap, in any direction. */
const SPREAD = (ESTATE_ICON_SIZE + GAP) * Math.SQRT2;

/**
 * Estates that stand (almost) on the same spot cannot be told apart even at the deepest zoom: they are drawn
 * around their common point instead, each its own target.
 */
function spread(pile: readonly MapItem[], zoom: number): MapItem[] {
  const points = pile.map((item) => pixel(item.lat, item.lng, zoom));
  const centre = { x: points.reduce((sum, p) => sum + p.x, 0) / points.length, y: points.reduce((sum, p) => sum + p.y, 0) / points.length };
  const radius = Math.max(SPREAD / 2, SPREAD / (2 * Math.sin(Math.PI / pile.length)));
  return pile.map((item, index) => {
    const angle = (2 * Math.PI * index) / pile.length - Math.PI / 2;
    return { ...item, ...position(centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle), zoom) };
  });
}

/** An item with its pixel position at the zoom level being drawn. */
interface Placed {
  readonly item: MapItem;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

const place = (item: MapItem, zoom: number): Placed => ({ item, ...pixel(item.lat, item.lng, zoom), size: sizeOf(item) });
const apart = (a: Placed, b: Placed): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const overlap = (a: Placed, b: Placed): boolean => apart(a, b) < (a.size + b.size) / 2 + GAP;

/** Cells wider than any two targets reach, so that overlapping items are always in neighbouring cells. */
const CELL = 64;
function neighbours(placed: readonly Placed[]): (index: number) => number[] {
  const cells = new Map<string, number[]>();
  const key = (x: number, y: number) => `${Math.floor(x / CELL)}:${Math.floor(y / CELL)}`;
  placed.forEach((entry, index) => {
    const cell = key(entry.x, entry.y);
    cells.set(cell, [...(cells.get(cell) ?? []), index]);
  });
  return (index) => {
    const { x, y } = placed[index]!;
    const found: number[] = [];
    for (const dx of [-CELL, 0, CELL]) for (const dy of [-CELL, 0, CELL]) found.push(...(cells.get(key(x + dx, y + dy)) ?? []));
    return found.filter((other) => other !== index);
  };
}

function merge(a: MapItem, b: MapItem, zoom: number): MapItem {
  const [ca, cb] = [countOf(a), countOf(b)];
  const count = ca + cb;
  const zoomTo = Math.max(zoom + 1, Math.min(a.kind === 'cluster' ? a.zoomTo : Infinity, b.kind === 'cluster' ? b.zoomTo : Infinity));
  return {
    kind: 'cluster',
    count,
    lat: (a.lat * ca + b.lat * cb) / count,
    lng: (a.lng * ca + b.lng * cb) / count,
    zoomTo: Number.isFinite(zoomTo) ? zoomTo : zoom + 1,
    entries: [...entriesOf(a), ...entriesOf(b)],
  };
}

/** The map's deepest zoom level (marker-map.ts). */
export const MAX_ZOOM = 18;

/** Estates that would still overlap at the deepest zoom are spread around their spot (see `spread`). */
function spreadPiles(items: readonly MapItem[], zoom: number, maxZoom: number): MapItem[] {
  const placed = items.map((item) => place(item, zoom));
  const near = neighbours(placed);
  // Two estates closer than a target's width divided by the zoom still to come never stand apart.
  const limit = ESTATE_ICON_SIZE / 2 ** Math.max(0, maxZoom - zoom);
  const pileOf = placed.map((_, index) => index);
  const root = (index: number): number => (pileOf[index] === index ? index : (pileOf[index] = root(pileOf[index]!)));
  placed.forEach((entry, index) => {
    if (entry.item.kind !== 'estate') return;
    for (const other of near(index)) {
      if (placed[other]!.item.kind === 'estate' && apart(entry, placed[other]!) < limit) pileOf[root(index)] = root(other);
    }
  });
  const piles = new Map<number, MapItem[]>();
  placed.forEach((entry, index) => piles.set(root(index), [...(piles.get(root(index)) ?? []), entry.item]));
  return [...piles.values()].flatMap((pile) => (pile.length > 1 ? spread(pile, zoom) : pile));
}

/**
 * Clustering by distance leaves a cluster's centre free to sit close to a neighbour: merges any two items
 * whose targets would overlap at this zoom, until none do, so that every marker can be hit (axe target-size).
 */
export function withoutOverlaps(items: readonly MapItem[], zoom: number, maxZoom: number = MAX_ZOOM): readonly MapItem[] {
  let placed = spreadPiles(items, zoom, maxZoom).map((item) => place(item, zoom));
  for (let changed = true; changed; ) {
    changed = false;
    const near = neighbours(placed);
    const gone = new Set<number>();
    const next: Placed[] = [];
    placed.forEach((entry, index) => {
      if (gone.has(index)) return;
      const other = near(index).find((candidate) => !gone.has(candidate) && candidate > index && overlap(entry, placed[candidate]!));
      if (other === undefined) return next.push(entry);
      gone.add(other);
      changed = true;
      next.push(place(merge(entry.item, placed[other]!.item, zoom), zoom));
    });
    placed = next;
  }
  return placed.map((entry) => entry.item);
}

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
  const leaves = (clusterId: number): readonly EstateMarker[] =>
    index
      .getLeaves(clusterId, Infinity)
      .map((leaf) => entries[(leaf.properties as { at: number }).at])
      .filter((entry): entry is EstateMarker => entry !== undefined);
  return {
    itemsAt(zoom) {
      const level = Math.round(zoom);
      const items = index.getClusters(WORLD, level).flatMap((feature): MapItem[] => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties as Partial<Supercluster.ClusterProperties> & { at?: number };
        if (properties.cluster) {
          const clusterId = properties.cluster_id ?? 0;
          return [
            {
              kind: 'cluster',
              count: properties.point_count ?? 0,
              lat,
              lng,
              zoomTo: Math.min(index.getClusterExpansionZoom(clusterId), MAX_CLUSTER_ZOOM + 1),
              entries: leaves(clusterId),
            },
          ];
        }
        const entry = entries[properties.at ?? -1];
        return entry ? [{ kind: 'estate', entry, lat: entry.marker.lat, lng: entry.marker.lng }] : [];
      });
      return [...withoutOverlaps(items, level)].sort(readingOrder);
    },
  };
}
