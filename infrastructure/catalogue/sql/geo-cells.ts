import { sql, type Kysely } from 'kysely';
import { distanceKm } from '../../../domain/search/search-evaluation';
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

/**
 * The grid cells of a circle: those wholly inside (every corner within the distance: the circle is convex at this
 * scale; a parallel bulges from a great circle by a centimetre over a cell) and those its edge crosses (the nearest
 * point within the distance).
 */
export function circleCells(lat: number, lon: number, km: number): { readonly inside: number[]; readonly edge: number[] } {
  const centre = { lat, lon };
  const box = boxAround(lat, km);
  const [dLat, dLon] = [box.dLat + 1 / PER_DEGREE, Math.min(box.dLon, 180) + 1 / PER_DEGREE];
  const inside: number[] = [];
  const edge: number[] = [];
  const rows = [Math.floor((Math.max(lat - dLat, -90) + 90) * PER_DEGREE), Math.floor((Math.min(lat + dLat, 90) + 90) * PER_DEGREE)] as const;
  const columns = [Math.floor((Math.max(lon - dLon, -180) + 180) * PER_DEGREE), Math.floor((Math.min(lon + dLon, 180) + 180) * PER_DEGREE)] as const;
  for (let row = rows[0]; row <= rows[1]; row++) {
    const [south, north] = [row / PER_DEGREE - 90, (row + 1) / PER_DEGREE - 90];
    const nearestLat = Math.min(Math.max(lat, south), north);
    for (let column = columns[0]; column <= columns[1]; column++) {
      const [west, east] = [column / PER_DEGREE - 180, (column + 1) / PER_DEGREE - 180];
      if (distanceKm(centre, { lat: nearestLat, lon: Math.min(Math.max(lon, west), east) }) > km + MARGIN_KM) continue;
      // The farthest point is on the farther meridian (the distance grows with the difference in longitude), at one of its
      // ends (along a meridian the haversine is convex in the latitude).
      const farLon = Math.abs(west - lon) > Math.abs(east - lon) ? west : east;
      const farthest = Math.max(distanceKm(centre, { lat: south, lon: farLon }), distanceKm(centre, { lat: north, lon: farLon }));
      (farthest <= km - MARGIN_KM ? inside : edge).push(row * ROW + column);
    }
  }
  return { inside, edge };
}

/**
 * The domain's great-circle distance (distanceKm) of a unit from a point, in SQL on both databases. SQLite called a
 * JavaScript function for each unit before (issue 21 item 1: most of a geo search's time at 200,000 estates).
 */
export function distanceSql(lat: number, lon: number, dialect: DialectName) {
  const smaller = dialect === 'sqlite' ? sql`min` : sql`least`;
  return sql<number>`2 * 6371.0088 * asin(${smaller}(1, sqrt(power(sin(radians(estate_units.lat - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(estate_units.lat)) * power(sin(radians(estate_units.lon - ${lon}) / 2), 2))))`;
}

/** Cells more than this make the statements long; such a circle counts its units (a radius over about 70 km in Belgium). */
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
  const { inside, edge } = circleCells(lat, lon, km);
  if (inside.length + edge.length > MOST_CELLS) return undefined;
  if (inside.length + edge.length === 0) return 0;
  const distance = distanceSql(lat, lon, dialect);
  const transactions = query.terms?.[SEARCH_FIELDS.transaction];
  const headTypes = query.terms?.[SEARCH_FIELDS.headType];
  const cellList = (cells: readonly number[]) => sql.join(cells.map((cell) => sql.lit(cell)));
  let cells = db
    .selectFrom('search_facets')
    .where('site_id', '=', siteId)
    .where('facet', '=', transactions || headTypes ? 'geo' : 'a.geo');
  if (transactions) cells = cells.where('transaction_id', 'in', ids(transactions));
  if (headTypes) cells = cells.where('head_type', 'in', ids(headTypes));
  // On SQLite, solo as a range and the group as an expression: its planner read every unit of the site's projects from
  // their partial index (solo = 0), or walked the site's group index for the DISTINCT, where the grid's index reads the cells.
  const sqlite = dialect === 'sqlite';
  const soloIs = (solo: 0 | 1) => (sqlite ? sql<boolean>`estate_units.solo ${sql.raw(solo === 0 ? '<' : '>')} ${sql.lit(1 - solo)}` : sql<boolean>`estate_units.solo = ${sql.lit(solo)}`);
  const units = (solo: 0 | 1, within: readonly number[]) => {
    let q = db
      .selectFrom('estate_units')
      .where('site_id', '=', siteId)
      .where(soloIs(solo))
      .where(sql<boolean>`geo_cell in (${cellList(within)})`)
      .where(distance, '<=', km);
    if (transactions) q = q.where('transaction_id', 'in', ids(transactions));
    if (headTypes) q = q.where('head_type', 'in', ids(headTypes));
    return q;
  };
  const [whole, atEdge, projects] = await Promise.all([
    inside.length > 0 ? cells.where(sql<boolean>`price_band in (${cellList(inside)})`).select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst() : undefined,
    edge.length > 0 ? units(1, edge).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst() : undefined,
    units(0, [...inside, ...edge])
      .select(sqlite ? sql<number>`count(distinct +estate_units.group_id)`.as('n') : sql<number>`count(distinct estate_units.group_id)`.as('n'))
      .executeTakeFirst(),
  ]);
  return Number(whole?.n ?? 0) + Number(atEdge?.n ?? 0) + Number(projects?.n ?? 0);
}
