import { formatGeoRange, parseGeoRange } from '../../domain/search/geo-range';
import { distanceKm, geoRangeOfBounds } from '../../domain/search/visible-area';

describe('issue 10 "search this area": the visible map as a §5 geo_range', () => {
  it.each<[string, { lat: number; lon: number }, { lat: number; lon: number }, number]>([
    ['Gent → Brugge', { lat: 51.0543, lon: 3.7174 }, { lat: 51.2093, lon: 3.2247 }, 38.2],
    ['Brussel → Luik', { lat: 50.8467, lon: 4.3525 }, { lat: 50.6326, lon: 5.5797 }, 89.4],
    ['one point', { lat: 50, lon: 4 }, { lat: 50, lon: 4 }, 0],
  ])('issue 10: great-circle distance %s', (_name, a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 0);
  });

  it.each<[string, { north: number; south: number; east: number; west: number }, string]>([
    ['Ghent city centre', { north: 51.07, south: 51.03, east: 3.76, west: 3.68 }, '3.6km;51.05;3.72'],
    ['all of Belgium', { north: 51.5, south: 49.5, east: 6.4, west: 2.5 }, '178.3km;50.5;4.45'],
    ['a tiny view has at least 0.1 km', { north: 50.00001, south: 50, east: 4.00001, west: 4 }, '0.1km;50.00001;4.00001'],
  ])('issue 10, §5: %s → a geo_range the list reads back', (_name, bounds, text) => {
    const range = geoRangeOfBounds(bounds);
    expect(formatGeoRange(range)).toBe(text);
    expect(parseGeoRange(formatGeoRange(range))).toEqual(range);
  });

  it('issue 10: every corner of the view is inside the circle', () => {
    const bounds = { north: 51.3, south: 50.7, east: 4.9, west: 3.9 };
    const range = geoRangeOfBounds(bounds);
    for (const lat of [bounds.north, bounds.south]) {
      for (const lon of [bounds.east, bounds.west]) expect(distanceKm(range, { lat, lon })).toBeLessThanOrEqual(range.km);
    }
  });
});
