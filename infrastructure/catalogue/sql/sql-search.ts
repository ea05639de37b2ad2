import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import { HEAD_TYPE_ID } from '../../../domain/enumerations/head-types';
import type { SearchBody, SortClause } from '../../../domain/search/search-body';
import { isTableField } from '../../../domain/search/list-filter-table';
import { SEARCH_FIELDS } from '../../../domain/search/search-fields';
import type { RangeBounds, SearchQuery, SearchTermValue } from '../../../domain/search/search-query';
import { MOST_CELLS, boxAround, circleCells, distanceSql, geoTotal, inCells } from './geo-cells';
import { answeredByFacets, bedroomTotal, cityTotal, facetTotal, maskTotal, propertyCounts, rangeTotal } from './search-facets';
import { PROJECT_SORT_COLUMNS, inKeyOrder, projectKeys, type ProjectKey } from './project-cells';
import type { CatalogueSchema, DialectName } from './schema';
import { tableTerms } from './table-masks';

type UnitColumn = 'id' | 'head_type' | 'sub_type' | 'transaction_id' | 'city_id' | 'city_name' | 'country' | 'price' | 'bedrooms' | 'publication_date' | 'notary_sale';
type SortColumn = UnitColumn | 'sort_price';
type Units = SelectQueryBuilder<CatalogueSchema, 'estate_units', object>;
type Eb = ExpressionBuilder<CatalogueSchema, 'estate_units'>;

/** §7 paths the catalogue can filter and sort on, and their columns. Anything else is refused, never guessed. */
const COLUMNS: Readonly<Record<string, UnitColumn>> = {
  [SEARCH_FIELDS.id]: 'id',
  [SEARCH_FIELDS.country]: 'country',
  [SEARCH_FIELDS.city]: 'city_id',
  [SEARCH_FIELDS.cityName]: 'city_name',
  [SEARCH_FIELDS.price]: 'price',
  [SEARCH_FIELDS.headType]: 'head_type',
  [SEARCH_FIELDS.subType]: 'sub_type',
  [SEARCH_FIELDS.transaction]: 'transaction_id',
  [SEARCH_FIELDS.bedroomCount]: 'bedrooms',
  [SEARCH_FIELDS.publicationDate]: 'publication_date',
  [SEARCH_FIELDS.notarySale]: 'notary_sale',
};
const TEXT_COLUMNS: ReadonlySet<SortColumn> = new Set(['country', 'city_name', 'publication_date', 'notary_sale']);

export class UnsupportedSearchField extends Error {
  constructor(readonly field: string) {
    super(`Unsupported search field: ${field}`);
    this.name = 'UnsupportedSearchField';
  }
}

function column(path: string): UnitColumn {
  const name = COLUMNS[path];
  if (!name) throw new UnsupportedSearchField(path);
  return name;
}

/** Values compared as the column's type, so '3' and 3 find the same rows on both databases. */
function typed(col: UnitColumn, values: readonly SearchTermValue[]): (string | number)[] {
  return TEXT_COLUMNS.has(col) ? values.map(String) : values.map(Number).filter(Number.isFinite);
}

/**
 * Issue 19 item 7: a clause on a path of the list filter table, matched on the unit's row of unit_values: a term
 * by its number (a yes as 1) or its text, a range by its number. Each arm of a term is there only with values of its
 * kind, so that the index of the other kind answers it alone (an empty `num_value in (null)` arm read every row's text).
 *
 * Issue 21 item 1: a count or a grouping (`listed`) takes the units from the values' index as a list, each unit's hit
 * columns then from the index by id (migration 022), a cost that follows the matches; a walk in sort order
 * (`listed` false) asks each unit it passes, and stops after its page.
 */
function unitValue(eb: Eb, siteId: string, field: string, clause: { readonly terms: readonly SearchTermValue[] } | { readonly range: RangeBounds }, listed: boolean) {
  let values = eb.selectFrom('unit_values as v').select('v.unit_id').where('v.field', '=', field);
  values = listed
    ? values.where('v.site_id', '=', siteId)
    : values.whereRef('v.site_id', '=', 'estate_units.site_id').whereRef('v.unit_id', '=', 'estate_units.id');
  if ('terms' in clause) {
    const { numbers, texts } = tableTerms(clause.terms);
    const arms = [...(numbers.length > 0 ? ['num' as const] : []), ...(texts.length > 0 ? ['text' as const] : [])];
    values = values.where((inner) =>
      arms.length === 0 ? inner.lit(false) : inner.or(arms.map((arm) => (arm === 'num' ? inner('v.num_value', 'in', numbers) : inner('v.text_value', 'in', texts)))),
    );
  } else {
    if (clause.range.gte !== undefined) values = values.where('v.num_value', '>=', clause.range.gte);
    if (clause.range.lte !== undefined) values = values.where('v.num_value', '<=', clause.range.lte);
  }
  return listed ? eb('estate_units.id', 'in', values) : eb.exists(values);
}

function geoFilter(q: Units, geo: NonNullable<SearchQuery['geo_distance']>, dialect: DialectName, col: (name: 'lat' | 'lon' | 'geo_cell') => Expression<unknown>): Units {
  const km = Number.parseFloat(geo.distance);
  const { lat, lon } = geo['children.general.address.geoLocation'];
  const { dLat, dLon } = boxAround(lat, km);
  // The circle's grid cells (geo-cells.ts), which the grid's index finds. Issue 21: without them SQLite counted the
  // filter values of a distance by walking the index of the column it grouped by, every unit of the site looked up
  // (7 to 10 s at 200,000 estates).
  const circle = circleCells(lat, lon, km, MOST_CELLS);
  const cells = circle ? [...circle.inside, ...circle.edge] : [];
  const listed = cells.length > 0;
  // A bounding box the (site_id, lat, lon) index can use, then the exact great-circle check. With the cells listed
  // SQLite is kept off that index (its unary +): statistics of the same 200,000 estates analysed twice chose it once,
  // and the units of 10 km took 300 ms through the band of their latitudes, 80 through their cells.
  const box = (name: 'lat' | 'lon') => (listed && dialect === 'sqlite' ? sql`+${sql.ref(`estate_units.${name}`)}` : col(name));
  const boxed = q
    .where(box('lat'), '>=', lat - dLat)
    .where(box('lat'), '<=', lat + dLat)
    .where(box('lon'), '>=', lon - dLon)
    .where(box('lon'), '<=', lon + dLon);
  const inCircleCells = circle === undefined ? sql<boolean>`1 = 1` : listed ? inCells(col('geo_cell'), cells) : sql<boolean>`1 = 0`;
  return boxed.where(inCircleCells).where(distanceSql(lat, lon, dialect), '<=', km);
}

/** The units matching the §7 query, for one site. */
export function matchingUnits(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: SearchQuery,
  dialect: DialectName,
  { filterIndexes = true, keep }: { readonly filterIndexes?: boolean; readonly keep?: UnitColumn } = {},
): Units {
  // Without its filters' indexes (SQLite's unary +), a query walks the index of its ORDER BY and stops at its LIMIT;
  // `keep` names the one filter whose index leads the walked one (transaction, then price).
  const col = (name: UnitColumn | 'lat' | 'lon' | 'geo_cell') =>
    filterIndexes || dialect !== 'sqlite' || name === keep ? sql.ref(`estate_units.${name}`) : sql`+${sql.ref(`estate_units.${name}`)}`;
  let q: Units = db.selectFrom('estate_units').where('estate_units.site_id', '=', siteId);
  for (const [path, values] of Object.entries(query.terms ?? {})) {
    if (path === SEARCH_FIELDS.collections) {
      const ids = values.map(Number).filter(Number.isFinite);
      q = q.where((eb: Eb) =>
        eb.exists(
          eb
            .selectFrom('unit_collections as c')
            .select('c.unit_id')
            .whereRef('c.site_id', '=', 'estate_units.site_id')
            .whereRef('c.unit_id', '=', 'estate_units.id')
            .where('c.collection_id', 'in', ids.length > 0 ? ids : [-1]),
        ),
      );
      continue;
    }
    if (isTableField(path)) {
      q = q.where((eb: Eb) => unitValue(eb, siteId, path, { terms: values }, filterIndexes));
      continue;
    }
    const name = column(path);
    const list = typed(name, values);
    const wanted = list.length > 0 ? list : [null as never];
    // Issue 13 item 2: the PROJECT head type finds the units of projects (a unit that is not its own group).
    q =
      path === SEARCH_FIELDS.headType && list.includes(HEAD_TYPE_ID.PROJECT)
        ? q.where((eb: Eb) => eb.or([eb(col(name), 'in', wanted), eb(sql.ref('estate_units.id'), '<>', sql.ref('estate_units.group_id'))]))
        : q.where(col(name), 'in', wanted);
  }
  for (const [path, { gte, lte }] of Object.entries(query.range ?? {})) {
    if (isTableField(path)) {
      q = q.where((eb: Eb) => unitValue(eb, siteId, path, { range: { gte, lte } }, filterIndexes));
      continue;
    }
    const name = column(path);
    if (gte !== undefined) q = q.where(col(name), '>=', gte);
    if (lte !== undefined) q = q.where(col(name), '<=', lte);
  }
  for (const [path, value] of Object.entries(query.match ?? {})) {
    const name = column(path);
    q = q.where(col(name), '=', typed(name, [value])[0] ?? null);
  }
  return query.geo_distance ? geoFilter(q, query.geo_distance, dialect, col) : q;
}

export interface SortKey {
  readonly column: SortColumn;
  readonly order: 'asc' | 'desc';
}

/** A price sorts by the price the group's card shows (issue 13 item 5): a project's "from" price, kept on each of its units. */
const sortColumn = (path: string): SortColumn => (path === SEARCH_FIELDS.price ? 'sort_price' : column(path));

export function sortKeys(sort: readonly SortClause[]): SortKey[] {
  return sort.flatMap((clause) => Object.entries(clause).map(([path, { order }]) => ({ column: sortColumn(path), order })));
}

/** Below this many matching groups, grouping every match is as cheap as walking an index. */
const WALK_FROM = 300;

/**
 * One page of matching group ids in the body's order. A group sorts by the lowest value of its matching
 * units when ascending and the highest when descending; missing values last; ties by id (stable pages).
 */
export async function searchGroupIds(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  body: SearchBody,
  dialect: DialectName,
): Promise<{ total: number; ids: number[] }> {
  const units = matchingUnits(db, siteId, body.query, dialect);
  // SQLite would walk the (site_id, group_id) index to save a sort, reading every unit of the site; the
  // unary + keeps it on the filters' own indexes (the cost then follows the matches, not the site's size).
  const group = dialect === 'sqlite' ? sql<number>`+estate_units.group_id` : sql<number>`estate_units.group_id`;
  const total = answeredByFacets(body.query)
    ? await facetTotal(db, siteId, body.query)
    : ((await geoTotal(db, siteId, body.query, dialect)) ??
      (await cityTotal(db, siteId, body.query)) ??
      (await bedroomTotal(db, siteId, body.query)) ??
      (await rangeTotal(db, siteId, body.query)) ??
      (await maskTotal(db, siteId, body.query)) ??
      (await countHits(units, group)));
  const size = body.size ?? total;
  if (size <= 0 || total === 0) return { total, ids: [] };
  const keys = sortKeys(body.sort);
  const from = body.from ?? 0;
  const [only] = keys;
  if (keys.length === 1 && only && total > WALK_FROM) {
    // Rents are the cheapest prices: a sale list by price ascending walks (transaction, sort price), not past every rent.
    const transactions = body.query.terms?.[SEARCH_FIELDS.transaction];
    const keep = only.column === 'sort_price' && transactions?.length === 1 ? 'transaction_id' : undefined;
    const walked = matchingUnits(db, siteId, body.query, dialect, { filterIndexes: false, ...(keep && { keep }) });
    return { total, ids: await walkInOrder(walked, only, from, size, dialect) };
  }
  const [first, second] = keys;
  if (keys.length === 2 && first && second && total > WALK_FROM && GROUPING_COLUMNS.has(first.column)) {
    return { total, ids: await walkGrouped(db, siteId, body.query, dialect, [first, second], { from, size, total }) };
  }
  let page = units.select(group.as('group_id')).groupBy(group);
  keys.forEach((key, index) => {
    const aggregate = key.order === 'asc' ? sql`min(${sortValue(key, dialect)})` : sql`max(${sortValue(key, dialect)})`;
    page = page.select(aggregate.as(`s${index}`)).orderBy(sql.ref(`s${index}`), (ob) => (key.order === 'asc' ? ob.asc() : ob.desc()).nullsLast());
  });
  const rows = await page.orderBy(group, 'asc').limit(size).offset(from).execute();
  return { total, ids: rows.map((row) => Number(row.group_id)) };
}

/** §9 grouping keys with few values (ids): a grouped page walks the second key's index once per value. */
const GROUPING_COLUMNS: ReadonlySet<SortColumn> = new Set(['head_type', 'sub_type', 'transaction_id']);

type Sorted = { readonly id: number; readonly values: readonly unknown[] };

/** The grouped query's order in code: per key missing values last, then ascending or descending (code points); ties by id. */
function compareSorted(keys: readonly SortKey[]) {
  return (a: Sorted, b: Sorted): number => {
    for (const [index, key] of keys.entries()) {
      const [x, y] = [a.values[index], b.values[index]];
      const [xMissing, yMissing] = [x === null || x === undefined, y === null || y === undefined];
      if (xMissing || yMissing) {
        if (xMissing !== yMissing) return xMissing ? 1 : -1;
        continue;
      }
      const [u, v] = typeof x === 'number' && typeof y === 'number' ? [x, y] : [String(x), String(y)];
      if (u !== v) return (u < v ? -1 : 1) * (key.order === 'asc' ? 1 : -1);
    }
    return a.id - b.id;
  };
}

/**
 * Issue 8 item 6: a page grouped by an id field (§9: type, subtype, status) without grouping every match. The
 * projects, a small share, are grouped as the grouped query does; the properties (one unit each, so their
 * values are their own) are taken value by value of the first key, each value's first ones from the second
 * key's index, until the page is full. The two ordered lists merge exactly as the grouped query orders.
 */
async function walkGrouped(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: SearchQuery,
  dialect: DialectName,
  keys: readonly [SortKey, SortKey],
  { from, size, total }: { readonly from: number; readonly size: number; readonly total: number },
): Promise<number[]> {
  const need = from + size;
  const [first, second] = keys;
  const aggregate = (key: SortKey) => (key.order === 'asc' ? sql`min(${sortValue(key, dialect)})` : sql`max(${sortValue(key, dialect)})`);
  // The projects from their cells when those answer the query (a third of their units), else from their units.
  const fromCells =
    PROJECT_SORT_COLUMNS.has(first.column) && PROJECT_SORT_COLUMNS.has(second.column)
      ? await projectKeys(db, siteId, query, dialect, keys as readonly [ProjectKey, ProjectKey], need)
      : undefined;
  const projectRows =
    fromCells ??
    (await matchingUnits(db, siteId, query, dialect)
      .where('estate_units.solo', '=', sql.lit(0))
      .select([sql<number>`estate_units.group_id`.as('group_id'), aggregate(first).as('s0'), aggregate(second).as('s1')])
      .groupBy('estate_units.group_id')
      .$call(inKeyOrder(keys, need))
      .execute());
  const compare = compareSorted(keys);
  const projects = projectRows.map((row): Sorted => ({ id: Number(row.group_id), values: [row.s0, row.s1] })).sort(compare);
  const properties = () => matchingUnits(db, siteId, query, dialect).where('estate_units.solo', '=', sql.lit(1));
  const firstRef = sql.ref(`estate_units.${first.column}`);
  // The properties per value of the first key: from the cells when they answer the query (their count does not grow with the site).
  const counts = answeredByFacets(query)
    ? await propertyCounts(db, siteId, query, first.column as 'head_type' | 'sub_type' | 'transaction_id')
    : await properties()
        .select([firstRef.as('value'), sql<number>`count(*)`.as('n')])
        .groupBy(firstRef)
        .execute();
  const values = counts.map((row): Sorted & { n: number } => ({ id: 0, values: [row.value], n: Number(row.n) })).sort(compare);
  const found: Sorted[] = [];
  for (const { values: [value], n } of values) {
    if (found.length >= need) break;
    const take = Math.min(n, need - found.length);
    // Walking the second key's index reads about take × total / n units to find `take` of them; reading the
    // value's n units by the first key's index and sorting them is cheaper for a rare value.
    const walk = n * n > take * total;
    const units = () => {
      const base = walk
        ? matchingUnits(db, siteId, query, dialect, { filterIndexes: false }).where('estate_units.solo', '=', sql.lit(1))
        : properties();
      const own = walk && dialect === 'sqlite' ? sql`+${firstRef}` : firstRef;
      return value === null || value === undefined ? base.where(own, 'is', null) : base.where(own, '=', value as number);
    };
    const secondRef = sql.ref(`estate_units.${second.column}`);
    for (const missing of [false, true]) {
      const left = take - found.filter((row) => row.values[0] === value).length;
      if (left <= 0) break;
      const section = missing ? units().where(secondRef, 'is', null) : units().where(secondRef, 'is not', null).orderBy(sortValue(second, dialect), second.order);
      const rows = await section.select([sql<number>`estate_units.group_id`.as('group_id'), secondRef.as('s1')]).orderBy('estate_units.group_id', 'asc').limit(left).execute();
      found.push(...rows.map((row): Sorted => ({ id: Number(row.group_id), values: [value, row.s1] })));
    }
  }
  return [...found, ...projects]
    .sort(compare)
    .slice(from, need)
    .map((row) => row.id);
}

/** Matching groups: a property is one hit per unit; only the units of projects need a DISTINCT (issue 8 item 6). */
async function countHits(units: Units, group: RawBuilder<number>): Promise<number> {
  const row = await units
    .select([
      sql<number>`sum(case when estate_units.solo = 1 then 1 else 0 end)`.as('solo'),
      sql<number>`count(distinct case when estate_units.solo = 0 then ${group} end)`.as('projects'),
    ])
    .executeTakeFirst();
  return Number(row?.solo ?? 0) + Number(row?.projects ?? 0);
}

/** Text sorts by code point everywhere (SQLite's BINARY), not by PostgreSQL's locale collation. */
function sortValue(key: SortKey, dialect: DialectName) {
  const ref = sql.ref(`estate_units.${key.column}`);
  return dialect === 'postgres' && TEXT_COLUMNS.has(key.column) ? sql`${ref} collate "C"` : ref;
}

/**
 * One sort key: the matching units in the key's order (the sort column's index, stopping after the page),
 * each group at its first unit. That unit carries the group's lowest (ascending) or highest (descending)
 * value, so the groups come in exactly the order of the grouped query; the units with no value come last.
 */
async function walkInOrder(units: Units, key: SortKey, from: number, size: number, dialect: DialectName): Promise<number[]> {
  const need = from + size;
  const batch = Math.max(64, need * 2);
  const seen = new Set<number>();
  const order: number[] = [];
  const ref = sql.ref(`estate_units.${key.column}`);
  for (const missing of [false, true]) {
    for (let offset = 0; order.length < need; offset += batch) {
      const section = missing ? units.where(ref, 'is', null) : units.where(ref, 'is not', null).orderBy(sortValue(key, dialect), key.order);
      const rows = await section.select('estate_units.group_id').orderBy('estate_units.group_id', 'asc').limit(batch).offset(offset).execute();
      for (const { group_id: id } of rows) {
        if (!seen.has(Number(id))) {
          seen.add(Number(id));
          order.push(Number(id));
        }
      }
      if (rows.length < batch) break;
    }
  }
  return order.slice(from, need);
}
