import { distanceKm } from '../../../../domain/search/search-evaluation';
import { boxAround, circleCells, geoCell } from '../../../../infrastructure/catalogue/sql/geo-cells';
import { prng } from './random-groups';

/**
 * Issue 21 item 1 (geo-cells.ts): a search within a distance counts the grid cells wholly inside its circle from the
 * cells, and checks the units of the cells its edge crosses. Exact only if every position within the distance is in one
 * of those cells, and every position in a cell said to be inside is within it: checked over random circles and positions.
 */
describe('issue 21 item 1: the grid cells of a circle', () => {
  const random = prng(21);
  const circles = Array.from({ length: 40 }, () => ({ lat: 49.5 + random() * 2, lon: 2.5 + random() * 4, km: [0.3, 1, 5, 10, 25, 40][Math.floor(random() * 6)] ?? 10 }));

  it.each(circles)('a circle of $km km around $lat, $lon: its cells hold every position within it, and the inside cells nothing beyond it', ({ lat, lon, km }) => {
    const { inside, edge } = circleCells(lat, lon, km);
    const [insideSet, edgeSet] = [new Set(inside), new Set(edge)];
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
    expect(inside.filter((cell) => edgeSet.has(cell))).toEqual([]);
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
