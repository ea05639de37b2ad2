import type { Locale } from '../../../../domain/shared/locale';

/** [longitude, latitude], GeoJSON's order. */
export type Position = readonly [number, number];
export type Line = readonly Position[];
/** Closed rings, the first the outline and the others holes (GeoJSON Polygon coordinates). */
export type Ring = readonly Position[];
export type MultiPolygon = readonly (readonly Ring[])[];

export type PlaceNames = Readonly<Record<Locale, string>>;

export interface BasePlace {
  /** One string when the place has the same name in the four languages. */
  readonly names: PlaceNames | string;
  readonly lat: number;
  readonly lon: number;
  /** 1 the largest cities … 4 every other municipality: the lower, the earlier (zoomed out) it shows. */
  readonly rank: 1 | 2 | 3 | 4;
}

/**
 * Issue 13 item 6: the offline base map shipped with the site (belgium-base.json, derived by
 * ui/cli/derive-base-map.ts; sources and licences in NOTICE.md beside this file).
 */
export interface BaseMapData {
  readonly source: string;
  /** Land other than Belgium (the sea is the map's background). */
  readonly land: MultiPolygon;
  readonly belgium: MultiPolygon;
  /** Borders between countries, the coast, and the borders between Flanders, Wallonia and Brussels. */
  readonly borders: readonly Line[];
  readonly coast: readonly Line[];
  readonly regions: readonly Line[];
  readonly places: readonly BasePlace[];
}

export const placeName = (place: BasePlace, locale: Locale): string => (typeof place.names === 'string' ? place.names : place.names[locale]);

/** The highest rank a zoom level shows: the country's main cities first, every municipality from zoom 11. */
export function maxRankAt(zoom: number): BasePlace['rank'] | 0 {
  if (zoom < 5) return 0;
  if (zoom < 7) return 1;
  if (zoom < 8) return 2;
  if (zoom < 10) return 3;
  return 4;
}

/** A label's box on screen, in pixels. */
export interface LabelBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlaps = (a: LabelBox, b: LabelBox, gap: number) =>
  a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;

/** Where a label may go, in order of preference, e.g. right of its place, then left of it. */
export interface LabelCandidate<T> {
  readonly item: T;
  readonly boxes: readonly LabelBox[];
}

/**
 * Which labels to show and where, most important first: each takes its first position that touches neither a
 * label already kept nor an obstacle (the markers, which stay readable and clickable); a label without such
 * a position is left out. A grid of cells keeps this linear in the number of labels.
 */
export function placeLabels<T>(
  candidates: readonly LabelCandidate<T>[],
  obstacles: readonly LabelBox[] = [],
  gap = 4,
  cell = 128,
): { item: T; position: number }[] {
  const grid = new Map<string, LabelBox[]>();
  const cellsOf = (box: LabelBox) => {
    const keys: string[] = [];
    for (let cx = Math.floor((box.x - gap) / cell); cx <= Math.floor((box.x + box.width + gap) / cell); cx++) {
      for (let cy = Math.floor((box.y - gap) / cell); cy <= Math.floor((box.y + box.height + gap) / cell); cy++) keys.push(`${cx}:${cy}`);
    }
    return keys;
  };
  const add = (box: LabelBox) => {
    for (const key of cellsOf(box)) grid.set(key, [...(grid.get(key) ?? []), box]);
  };
  const free = (box: LabelBox) => !cellsOf(box).some((key) => grid.get(key)?.some((other) => overlaps(box, other, gap)));
  obstacles.forEach(add);
  const kept: { item: T; position: number }[] = [];
  for (const { item, boxes } of candidates) {
    const position = boxes.findIndex(free);
    if (position < 0) continue;
    add(boxes[position] as LabelBox);
    kept.push({ item, position });
  }
  return kept;
}
