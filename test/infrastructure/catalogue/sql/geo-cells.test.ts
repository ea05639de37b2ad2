import { distanceKm } from '../../../../domain/search/search-evaluation';
import { MOST_CELLS, boxAround, circleCells, geoCell, type CellRun } from '../../../../infrastructure/catalogue/sql/geo-cells';
import { prng } from './random-groups';

/**
 * Issue 21 item 1 (geo-cells.ts): a search within a distance counts the grid cells wholly inside its circle from the
 * cells, and checks the units of the cells its edge crosses. Exact only if every position within the distance is in one
 * of those cells, and every position in a cell said to be inside is within it: checked over random circles and positions.
 */
describe('issue 21 item 1: the grid cells of a circle', () => {
  const random = prng(21);
  const circles = Array.from({ length: 40 }, () => ({ lat: 49.5 + random() * 2, lon: 2.5 + random() * 4, km: [0.3, 1, 5, 10, 25, 40, 60, 100][Math.floor(random() * 8)] ?? 10 }));
  const cellsOf = (runs: readonly CellRun[]) => new Set(runs.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i)));

  it.each(circles)('a circle of $km km around $lat, $lon: its cells hold every position within it, and the inside cells nothing beyond it', ({ lat, lon, km }) => {
    const { inside, edge } = circleCells(lat, lon, km)!;
    const [insideSet, edgeSet] = [cellsOf(inside), cellsOf(edge)];
    const { dLat, dLon } = boxAround(lat, km);
    const within: { lat: number; lon: number }[] = [];
    const missed: unknown[] = [];
    for (let i = 0; i < 4000; i++) {
      // Positions spread over the box and a little beyond it.
      const point = { lat: lat + (random() * 2 - 1) * dLat * 1.05, lon: lon + (random() * 2 - 1) * dLon * 1.05 };
      const cell = geoCell(point.lat, point.lon) ?? Number.NaN;
      const distance = distanceKm({ lat, lon }, point);
      if (distance <= km) within.push(point);
      // Outside the cells, or outside the box of the list's query (which once took 111.32 km for a degree and left out its ends).
      const lost = distance <= km && (!(insideSet.has(cell) || edgeSet.has(cell)) || Math.abs(point.lat - lat) > dLat || Math.abs(point.lon - lon) > dLon);
      if (lost || (insideSet.has(cell) && distance > km)) missed.push({ point, distance });
    }
    expect(missed).toEqual([]);
    expect(within.length).toBeGreaterThan(0);
    expect([...insideSet].filter((cell) => edgeSet.has(cell))).toEqual([]);
  });

  it('the cells come as runs along the rows, one inside and two on the edge at most, so that a wide circle is a short statement', () => {
    const { inside, edge } = circleCells(50.85, 4.35, 60)!;
    const rows = (runs: readonly CellRun[]) => runs.map(([first]) => Math.floor(first / 100_000));
    expect(inside.every(([first, last]) => Math.floor(first / 100_000) === Math.floor(last / 100_000) && first <= last)).toBe(true);
    expect(new Set(rows(inside)).size).toBe(inside.length);
    expect(edge.length).toBeLessThanOrEqual(2 * new Set(rows(edge)).size);
    expect(cellsOf(inside).size + cellsOf(edge).size).toBeGreaterThan(14_000);
    expect(inside.length + edge.length).toBeLessThan(400);
  });

  it('a circle is widest a little poleward of its centre: the units there, at 100 km, are in its cells', () => {
    // At 100 km around 50.8505° N the circle reaches furthest east along 50.8595° N, 5 m further than along its centre's
    // parallel. Its centre is put so that the reach along its own parallel ends 2 m short of a column of cells.
    const [lat, km] = [50.8505, 100];
    const reach = (at: number, lon: number) => {
      let [low, high] = [lon, lon + 3];
      for (let i = 0; i < 60; i++) {
        const middle = (low + high) / 2;
        if (distanceKm({ lat, lon }, { lat: at, lon: middle }) <= km) low = middle;
        else high = middle;
      }
      return low;
    };
    const lon = 5.8 - 0.00003 - reach(lat, 0);
    const { inside, edge } = circleCells(lat, lon, km)!;
    const cells = new Set([...cellsOf(inside), ...cellsOf(edge)]);
    const parallels = Array.from({ length: 200 }, (_, i) => lat + i * 0.0001);
    const furthest = parallels.map((at) => ({ at, lon: reach(at, lon) - 1e-9 }));
    expect(Math.max(...furthest.map((point) => point.lon))).toBeGreaterThan(5.8);
    expect(furthest.filter((point) => !cells.has(geoCell(point.at, point.lon) ?? Number.NaN))).toEqual([]);
  });

  it('a circle of more cells than a statement lists is not listed (any client may ask for 20,000 km)', () => {
    expect(circleCells(50.85, 4.35, 60, MOST_CELLS)).toBeDefined();
    expect(circleCells(50.85, 4.35, 100, MOST_CELLS)).toBeUndefined();
    expect(circleCells(50.85, 4.35, 20_000, MOST_CELLS)).toBeUndefined();
  });

  it('the positions due north and south at the distance are in the box (a degree of latitude is 111.195 km)', () => {
    const { dLat } = boxAround(51, 10);
    expect(dLat * 111.195).toBeGreaterThanOrEqual(10);
  });

  it('no position, no cell', () => {
    expect(geoCell(null, 4)).toBeNull();
    expect(geoCell(51, null)).toBeNull();
  });
});
