import { sql, type Expression, type Kysely } from 'kysely';
import { SEARCH_FIELDS } from '../../../domain/search/search-fields';
import type { SearchQuery } from '../../../domain/search/search-query';
import { answeredByFacets, ids } from './search-facets';
import type { CatalogueSchema, DialectName } from './schema';

/**
 * Issue 21 item 1: a search within a distance (geo_range) counts its hits from a grid of cells of 0.01° × 0.01°
 * (1.1 km × 0.7 km in Belgium). Each unit keeps its grid cell (estate_units.geo_cell, migration 026) and the search
 * cells count the properties per grid cell ('geo' per transaction and head type, 'a.geo' for the whole site, the grid
 * cell in the price_band column: search-facets.ts). A circle's total is then the counts of the grid cells wholly
 * inside it, the properties of the cells its edge crosses checked one by one, and its projects (each once) from their
 * units: at 200,000 estates a search for 10 km around Antwerp checked the distance of 22,000 units (10.6 ms), now of 450.
 */

const EARTH_RADIUS_KM = 6371.0088;
const DEGREES = 180 / Math.PI;

/**
 * The half sides of the box around a circle, in degrees (a thousandth wider against rounding): the box once took a
 * degree of latitude for 111.32 km, a little more than the sphere's 111.195, and left out the units at its north and south ends.
 */
export function boxAround(lat: number, km: number): { readonly dLat: number; readonly dLon: number } {
  const angle = km / EARTH_RADIUS_KM;
  const across = Math.sin(Math.min(angle, Math.PI / 2)) / Math.max(Math.cos(lat / DEGREES), 1e-9);
  return { dLat: angle * DEGREES * 1.001, dLon: across >= 1 ? 360 : Math.asin(across) * DEGREES * 1.001 };
}

/** Grid cells per degree. A cell's key holds its row (latitude) and column (longitude), both from 0. */
const PER_DEGREE = 100;
const ROW = 100_000;

/** The grid cell of a position (null without one): its row floor((lat + 90) · 100) and column floor((lon + 180) · 100). */
export function geoCell(lat: number | null, lon: number | null): number | null {
  if (lat === null || lon === null) return null;
  return Math.floor((lat + 90) * PER_DEGREE) * ROW + Math.floor((lon + 180) * PER_DEGREE);
}

/**
 * A margin against rounding at a cell's corners (1 m): a cell counts as inside only when it is, and the edge's
 * cells are checked unit by unit with the exact distance.
 */
const MARGIN_KM = 0.001;

/** Grid cells side by side on one row of the grid: the keys from `first` to `last`, both included. */
export type CellRun = readonly [first: number, last: number];

/**
 * The half width in degrees of longitude of a circle (radius `km` around latitude `lat`) along the parallel `at`: every
 * point of that parallel within that many degrees of the centre's meridian is within the distance (the haversine grows
 * with the difference in longitude). Undefined when the parallel is beyond the circle.
 */
function halfWidth(lat: number, at: number, km: number): number | undefined {
  const haversine = (angle: number) => Math.sin(angle / 2) ** 2;
  const across = (haversine(km / EARTH_RADIUS_KM) - haversine((at - lat) / DEGREES)) / (Math.cos(lat / DEGREES) * Math.cos(at / DEGREES));
  if (!(across >= 0)) return undefined;
  return across >= 1 ? 360 : 2 * Math.asin(Math.sqrt(across)) * DEGREES;
}

/**
 * The parallel along which a circle is widest: a little poleward of its centre, since meridians converge (at 100 km
 * around Brussels 0.009° north, where the circle is 5 m wider than along its centre's parallel). The width's only
 * maximum: `φ − φ0 = asin(2 · (hav(d) − hav(φ − φ0)) · tan φ)`, whose iteration from the centre settles at once.
 */
function widestParallel(lat: number, km: number): number {
  const haversine = (angle: number) => Math.sin(angle / 2) ** 2;
  const radius = haversine(km / EARTH_RADIUS_KM);
  let at = lat / DEGREES;
  for (let i = 0; i < 4; i++) {
    const offset = 2 * (radius - haversine(at - lat / DEGREES)) * Math.tan(at);
    at = lat / DEGREES + Math.asin(Math.min(Math.max(offset, -1), 1));
  }
  return Math.min(Math.max(at * DEGREES, -90), 90);
}

/**
 * The grid cells of a circle, a run of columns per row: those wholly inside (every corner within the distance: the
 * circle is convex at this scale; a parallel bulges from a great circle by a centimetre over a cell) and those its edge
 * crosses (a point within the distance), at most one run inside and two on the edge per row. Each row's runs
 * come from the circle's width along its parallels, not from a test of each cell: a circle of 60 km holds 15,000 cells.
 * Undefined once they are more than `most`: a radius of 2,000 km (any client may ask it) took 3.5 s to test cell by cell.
 */
export function circleCells(lat: number, lon: number, km: number, most = Number.POSITIVE_INFINITY): { readonly inside: CellRun[]; readonly edge: CellRun[] } | undefined {
  const inside: CellRun[] = [];
  const edge: CellRun[] = [];
  let cells = 0;
  const dLat = boxAround(lat, km).dLat + 1 / PER_DEGREE;
  const widest = widestParallel(lat, km);
  const column = (longitude: number) => Math.floor((Math.min(Math.max(longitude, -180), 180) + 180) * PER_DEGREE);
  const lastColumn = 360 * PER_DEGREE - 1;
  const [firstRow, lastRow] = [Math.floor((Math.max(lat - dLat, -90) + 90) * PER_DEGREE), Math.floor((Math.min(lat + dLat, 90) + 90) * PER_DEGREE)];
  for (let row = firstRow; row <= lastRow; row++) {
    const [south, north] = [row / PER_DEGREE - 90, (row + 1) / PER_DEGREE - 90];
    // The cells of the row that reach within the distance: the width is greatest along the row's parallel nearest the
    // circle's widest (the width has no other maximum).
    const near = halfWidth(lat, Math.min(Math.max(widest, south), north), km + MARGIN_KM);
    if (near === undefined) continue;
    const [from, to] = [column(lon - near), Math.min(column(lon + near), lastColumn)];
    // Those wholly inside: their farther meridian within the width all along the row, which is least at one of its
    // parallels (the width has no minimum between them).
    const [atSouth, atNorth] = [halfWidth(lat, south, km - MARGIN_KM), halfWidth(lat, north, km - MARGIN_KM)];
    const far = atSouth === undefined || atNorth === undefined ? undefined : Math.min(atSouth, atNorth);
    // A cell's west meridian is column / 100 − 180, its east one a hundredth further.
    const [innerFrom, innerTo] = far === undefined ? [1, 0] : [Math.max(from, Math.ceil((lon - far + 180) * PER_DEGREE)), Math.min(to, Math.floor((lon + far + 180) * PER_DEGREE) - 1)];
    const key = (first: number, last: number): CellRun => [row * ROW + first, row * ROW + last];
    cells += to - from + 1;
    if (cells > most) return undefined;
    if (innerFrom > innerTo) {
      edge.push(key(from, to));
      continue;
    }
    inside.push(key(innerFrom, innerTo));
    if (from < innerFrom) edge.push(key(from, innerFrom - 1));
    if (innerTo < to) edge.push(key(innerTo + 1, to));
  }
  return { inside, edge };
}

/**
 * `column in (the cells of runs)`, the cells listed by the database (a recursive query over the runs): a list of 15,000
 * numbers cost SQLite 19 ms to prepare and Kysely as long again to compile, on every search of 60 km.
 */
export function inCells(column: Expression<unknown>, runs: readonly CellRun[]) {
  if (runs.length === 0) return sql<boolean>`1 = 0`;
  const listed = sql.join(runs.map(([first, last]) => sql`(${sql.lit(first)}, ${sql.lit(last)})`));
  return sql<boolean>`${column} in (with recursive geo_runs(cell, last) as (values ${listed}), geo_cells(cell, last) as (select cell, last from geo_runs union all select cell + 1, last from geo_cells where cell < last) select cell from geo_cells)`;
}

/**
 * The domain's great-circle distance (distanceKm) of a unit from a point, in SQL on both databases. SQLite called a
 * JavaScript function for each unit before (issue 21 item 1: most of a geo search's time at 200,000 estates).
 */
export function distanceSql(lat: number, lon: number, dialect: DialectName) {
  const smaller = dialect === 'sqlite' ? sql`min` : sql`least`;
  return sql<number>`2 * 6371.0088 * asin(${smaller}(1, sqrt(power(sin(radians(estate_units.lat - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(estate_units.lat)) * power(sin(radians(estate_units.lon - ${lon}) / 2), 2))))`;
}

/**
 * A circle of more cells than this counts the units of its box instead (a radius over about 70 km in Belgium). The limit
 * dates from when each cell was named in the statement; listed by runs, a higher one has not been measured.
 */
export const MOST_CELLS = 20_000;

/**
 * The total of a search within a distance, with at most the transaction and head type terms the cells answer (no
 * range, no other term): the properties of the grid cells inside the circle from their cells, those of its edge and
 * every project's units by their distance. Undefined for any other query.
 */
export async function geoTotal(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery, dialect: DialectName): Promise<number | undefined> {
  const geo = query.geo_distance;
  if (!geo || query.range !== undefined || !answeredByFacets({ ...query, geo_distance: undefined })) return undefined;
  const km = Number.parseFloat(geo.distance);
  const { lat, lon } = geo[SEARCH_FIELDS.geoLocation];
  if (!Number.isFinite(km) || km < 0) return undefined;
  const circle = circleCells(lat, lon, km, MOST_CELLS);
  if (!circle) return undefined;
  const { inside, edge } = circle;
  if (inside.length + edge.length === 0) return 0;
  const distance = distanceSql(lat, lon, dialect);
  const transactions = query.terms?.[SEARCH_FIELDS.transaction];
  const headTypes = query.terms?.[SEARCH_FIELDS.headType];
  let facets = db
    .selectFrom('search_facets')
    .where('site_id', '=', siteId)
    .where('facet', '=', transactions || headTypes ? 'geo' : 'a.geo');
  if (transactions) facets = facets.where('transaction_id', 'in', ids(transactions));
  if (headTypes) facets = facets.where('head_type', 'in', ids(headTypes));
  // On SQLite, solo as a range and the group as an expression: its planner read every unit of the site's projects from
  // their partial index (solo = 0), or walked the site's group index for the DISTINCT, where the grid's index reads the cells.
  const sqlite = dialect === 'sqlite';
  const soloIs = (solo: 0 | 1) => (sqlite ? sql<boolean>`estate_units.solo ${sql.raw(solo === 0 ? '<' : '>')} ${sql.lit(1 - solo)}` : sql<boolean>`estate_units.solo = ${sql.lit(solo)}`);
  const units = (solo: 0 | 1, within: readonly CellRun[]) => {
    let q = db
      .selectFrom('estate_units')
      .where('site_id', '=', siteId)
      .where(soloIs(solo))
      .where(inCells(sql.ref('geo_cell'), within))
      .where(distance, '<=', km);
    if (transactions) q = q.where('transaction_id', 'in', ids(transactions));
    if (headTypes) q = q.where('head_type', 'in', ids(headTypes));
    return q;
  };
  const [whole, atEdge, projects] = await Promise.all([
    inside.length > 0 ? facets.where(inCells(sql.ref('price_band'), inside)).select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst() : undefined,
    edge.length > 0 ? units(1, edge).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst() : undefined,
    units(0, [...inside, ...edge])
      .select(sqlite ? sql<number>`count(distinct +estate_units.group_id)`.as('n') : sql<number>`count(distinct estate_units.group_id)`.as('n'))
      .executeTakeFirst(),
  ]);
  return Number(whole?.n ?? 0) + Number(atEdge?.n ?? 0) + Number(projects?.n ?? 0);
}
