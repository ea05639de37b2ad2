import type { EstateMarker } from '../../application/use-cases/estate-list/load-map-markers';
import { estateId } from '../../domain/estate/estate';
import { clusterMarkers, clusterSize, ESTATE_ICON_SIZE, type MapItem } from '../../ui/components/map/marker-clusters';

// Issue 10 "a map for everyone": every marker and cluster a target of its own (axe target-size, WCAG 2.5.8).

function aMarker(id: number, lat: number, lng: number): EstateMarker {
  return {
    marker: { id: estateId(id), type: 101, headType: 1, status: 1, isProject: false, lat, lng },
    card: { id: String(id) },
  } as EstateMarker;
}

/** A deterministic scatter over Belgium with dense towns, pairs on one address and a few exact duplicates. */
function scatter(): EstateMarker[] {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  const towns = [[51.05, 3.72], [50.85, 4.35], [51.22, 4.4], [50.63, 5.57], [50.45, 3.95]];
  return Array.from({ length: 400 }, (_, index) => {
    const [lat, lng] = towns[index % towns.length]!;
    const spreadOut = index % 7 === 0 ? 1 : 0.05;
    const duplicate = index % 50 === 1 ? 0 : 1;
    return aMarker(index + 1, lat! + (random() - 0.5) * spreadOut * duplicate, lng! + (random() - 0.5) * spreadOut * duplicate);
  });
}

function pixel(item: MapItem, zoom: number) {
  const size = 256 * 2 ** zoom;
  const sin = Math.sin((item.lat * Math.PI) / 180);
  return { x: ((item.lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}
const sizeOf = (item: MapItem) => (item.kind === 'cluster' ? clusterSize(item.count) : ESTATE_ICON_SIZE);

function overlapping(items: readonly MapItem[], zoom: number): string[] {
  const found: string[] = [];
  items.forEach((a, i) =>
    items.slice(i + 1).forEach((b) => {
      const [pa, pb] = [pixel(a, zoom), pixel(b, zoom)];
      const reach = (sizeOf(a) + sizeOf(b)) / 2;
      if (Math.abs(pa.x - pb.x) < reach && Math.abs(pa.y - pb.y) < reach) found.push(`${a.kind}@${a.lat},${a.lng} × ${b.kind}@${b.lat},${b.lng}`);
    }),
  );
  return found;
}

describe('issue 10: no two markers or clusters overlap at any zoom level', () => {
  const clusters = clusterMarkers(scatter());
  it.each([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18])('issue 10, WCAG 2.5.8: zoom %d', (zoom) => {
    const items = clusters.itemsAt(zoom);
    expect(overlapping(items, zoom)).toEqual([]);
    // Nothing is lost: every estate is drawn once, on its own or inside one cluster.
    expect(items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0)).toBe(400);
  });

  it('issue 10: estates on the very same spot are drawn around it at the deepest zoom, each its own target', () => {
    const same = [aMarker(1, 51.05, 3.72), aMarker(2, 51.05, 3.72), aMarker(3, 51.05, 3.72)];
    const items = clusterMarkers(same).itemsAt(18);
    expect(items.map((item) => item.kind)).toEqual(['estate', 'estate', 'estate']);
    expect(overlapping(items, 18)).toEqual([]);
  });

  it('issue 10: a cluster knows its estates (for the list beside the map) and the zoom at which it falls apart', () => {
    const items = clusterMarkers(scatter()).itemsAt(8);
    const cluster = items.find((item): item is Extract<MapItem, { kind: 'cluster' }> => item.kind === 'cluster')!;
    expect(cluster.entries).toHaveLength(cluster.count);
    expect(cluster.zoomTo).toBeGreaterThan(8);
  });
});
