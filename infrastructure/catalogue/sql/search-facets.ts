import { sql, type Kysely, type RawBuilder } from 'kysely';
import { HEAD_TYPE_ID } from '../../../domain/enumerations/head-types';
import type { IdBucket, PropertyFilterData, ValueBucket } from '../../../domain/search/filter-data';
import type { SearchQuery, SearchTermValue } from '../../../domain/search/search-query';
import { SEARCH_FIELDS } from '../../../domain/search/search-fields';
import { PRICE_STEPS, RENT_STEPS, priceSteps } from '../../memory/filter-data-aggregation';
import type { CatalogueSchema } from './schema';
import { MASK_LENGTH, choicePositions, hitsOf, type MaskCounts } from './table-masks';

/**
 * Issue 8 item 6: the filter values of a site, counted once per (transaction, head type) cell when its
 * estates are written, so that /estate-filters for the usual list queries (none, a transaction, a type,
 * the §5 hidden statuses) adds up a few cells instead of counting every matching unit.
 *
 * A price range whose bounds are price steps (the list's price choices) is answered the same way from
 * cells that also carry a price band: each step is a band of its own and so is each interval between two
 * steps, so such a range is a run of whole bands. Band 2k holds the prices between step k−1 and step k,
 * band 2k+1 the prices equal to step k, band −1 the prices ≤ 0.
 */

export const STEPS = [...new Set([...PRICE_STEPS, ...RENT_STEPS])].sort((a, b) => a - b);

/** The band before a project's lowest band in its 'p.bands' cells: below every band (−1 is the prices ≤ 0). */
export const BAND_BEFORE_NONE = -2;

/** The price band of a unit's price (non-null prices only). */
export const PRICE_BAND = sql`case when price <= 0 then -1 else 2 * (${sql.join(
  STEPS.map((step) => sql`case when price > ${sql.lit(step)} then 1 else 0 end`),
  sql` + `,
)}) + case when price in (${sql.join(STEPS.map((step) => sql.lit(step)))}) then 1 else 0 end end`;

/** PRICE_BAND of a price, in code (tallied-cells.ts). */
export const priceBandOf = (price: number): number =>
  price <= 0 ? -1 : 2 * STEPS.filter((step) => price > step).length + (STEPS.includes(price) ? 1 : 0);

/**
 * The prices of one band as a range of the price column (PRICE_BAND's inverse), which the price index answers: a
 * cell's highest price is looked up again from its units without computing every unit's band (cell-changes.ts).
 * `price` is the column as the condition names it (SQLite's `+price` keeps the planner off the price indexes).
 */
export function inPriceBand(band: number, price: RawBuilder<unknown> = sql`price`): RawBuilder<boolean> {
  if (band < 0) return sql<boolean>`${price} <= 0`;
  const step = Math.floor(band / 2);
  if (band % 2 === 1) return sql<boolean>`${price} = ${sql.lit(STEPS[step] ?? Number.NaN)}`;
  const below = step > 0 ? STEPS[step - 1] : 0;
  const above = STEPS[step];
  return above === undefined ? sql<boolean>`${price} > ${sql.lit(below)}` : sql<boolean>`${price} > ${sql.lit(below)} and ${price} < ${sql.lit(above)}`;
}

/** The bands of the prices from `gte` to `lte`, or undefined when a bound is not a price step. */
function bandRange(gte: number | undefined, lte: number | undefined): { lo: number; hi: number } | undefined {
  const band = (bound: number) => (STEPS.includes(bound) ? 2 * STEPS.indexOf(bound) + 1 : undefined);
  const lo = gte === undefined ? -1 : band(gte);
  const hi = lte === undefined ? 2 * STEPS.length : band(lte);
  return lo === undefined || hi === undefined ? undefined : { lo, hi };
}

/** Prices at one end of a range, outside its whole buckets or bands: from (or above) one price, below (or up to) another. */
interface PriceEnd {
  readonly gte?: number;
  readonly gt?: number;
  readonly lt?: number;
  readonly lte?: number;
}

/** The price range of a query that holds no other range, with a bound at least. */
function onlyPriceRange(query: SearchQuery): { readonly gte?: number; readonly lte?: number } | undefined {
  const ranges = Object.entries(query.range ?? {});
  const [[path, bounds] = []] = ranges;
  return ranges.length === 1 && path === SEARCH_FIELDS.price && bounds && (bounds.gte !== undefined || bounds.lte !== undefined) ? bounds : undefined;
}

/**
 * A price range whose bounds are not both price steps, as the run of bands wholly inside it and the prices of the bands
 * it cuts: below its lower bound's next step, above its upper bound's last step (issue 23: the list with a price bound
 * off the steps counted every matching unit, three times a list's CPU). The run is empty when the range cuts one band.
 * Undefined for any other query.
 */
function bandCut(query: SearchQuery): { readonly bands: { lo: number; hi: number }; readonly ends: readonly PriceEnd[] } | undefined {
  const bounds = onlyPriceRange(query);
  if (!bounds || bandRange(bounds.gte, bounds.lte)) return undefined;
  const { gte, lte } = bounds;
  const isStep = (price: number) => STEPS.includes(price);
  // A bound off the steps lies in an open band 2k between step k − 1 and step k (band −1 for prices ≤ 0).
  const bandOf = (price: number) => (price <= 0 ? -1 : priceBandOf(price));
  if (gte !== undefined && lte !== undefined && !isStep(gte) && !isStep(lte) && bandOf(gte) === bandOf(lte)) return { bands: { lo: 1, hi: 0 }, ends: [{ gte, lte }] };
  const ends: PriceEnd[] = [];
  let [lo, hi] = [-1, 2 * STEPS.length];
  if (gte !== undefined) {
    lo = isStep(gte) ? bandOf(gte) : bandOf(gte) + 1;
    const next = gte <= 0 ? 0 : STEPS[bandOf(gte) / 2];
    if (!isStep(gte)) ends.push(gte <= 0 ? { gte, lte: 0 } : next === undefined ? { gte } : { gte, lt: next });
  }
  if (lte !== undefined) {
    hi = isStep(lte) ? bandOf(lte) : bandOf(lte) - 1;
    const last = lte <= 0 ? undefined : bandOf(lte) === 0 ? 0 : STEPS[bandOf(lte) / 2 - 1];
    if (!isStep(lte)) ends.push(last === undefined ? { lte } : { gt: last, lte });
  }
  return { bands: { lo, hi }, ends };
}

/** A query the cells answer but for a price range off the steps (bandCut): its filter values are the cells' and its ends' units'. */
export const answeredByBandCut = (query: SearchQuery): boolean => bandCut(query) !== undefined && answeredByFacets({ ...query, range: undefined });

/**
 * Issue 21 item 1: a finer price scale than the bands, for a price bound that is not a step (typed into the address, or
 * an alert's): every 50 below 10,000 (rents), every 10,000 from there. Bucket −1 holds the prices ≤ 0, bucket k the
 * prices from its boundary (FINE_BOUNDARY) up to the next one. The properties are counted per bucket ('fine.' facets),
 * so that such a range reads its whole buckets from the cells and only the prices between a bound and the nearest
 * boundary from the units: a share of one bucket, not of one band.
 */
const FINE_BUCKET = sql`case when price <= 0 then -1 when price < 10000 then cast(floor(price / 50) as integer) else cast(floor(price / 10000) as integer) + 199 end`;

/** FINE_BUCKET of a price, in code (tallied-cells.ts). */
export const fineBucketOf = (price: number): number => (price <= 0 ? -1 : price < 10000 ? Math.floor(price / 50) : Math.floor(price / 10000) + 199);

/** The bucket that starts at a boundary (a multiple of 50 below 10,000, else of 10,000). */
const bucketAt = (boundary: number) => (boundary < 10000 ? boundary / 50 : boundary / 10000 + 199);

/** The first boundary at or above a price, and the last at or below it (undefined below 50: no bucket starts there). */
const boundaryAbove = (price: number) => (price <= 50 ? 50 : price <= 10000 ? Math.min(Math.ceil(price / 50) * 50, 10000) : Math.ceil(price / 10000) * 10000);
const boundaryBelow = (price: number) => (price < 50 ? undefined : price < 10000 ? Math.floor(price / 50) * 50 : Math.floor(price / 10000) * 10000);

type AnyDb = Kysely<unknown> | Kysely<CatalogueSchema>;
type Runner = Parameters<ReturnType<typeof sql>['execute']>[0];

/**
 * Property counts add up over cells, so besides each (transaction, head type) cell they are also kept per
 * transaction ('t.'), per head type ('h.') and for the whole site ('a.'): a query reads one row per value at
 * the coarsest level that answers it (issue 8 item 6: a site of 20,000 estates has twice the city cells of
 * one of 5,000, but the same cities). Distinct projects do not add up: their facets stay per cell.
 */
const LEVELS = [
  { prefix: '', cell: sql`transaction_id, head_type`, columns: sql`transaction_id, head_type`, keys: ['transaction_id', 'head_type'] },
  { prefix: 't.', cell: sql`transaction_id`, columns: sql`transaction_id, null`, keys: ['transaction_id'] },
  { prefix: 'h.', cell: sql`head_type`, columns: sql`null, head_type`, keys: ['head_type'] },
  { prefix: 'a.', cell: sql`site_id`, columns: sql`null, null`, keys: [] },
] as const;

/** The level of the cells a query reads: it filters on both cell columns, one of them, or neither. */
function levelOf(query: SearchQuery): string {
  const transactions = query.terms?.[SEARCH_FIELDS.transaction] !== undefined;
  const headTypes = query.terms?.[SEARCH_FIELDS.headType] !== undefined;
  return transactions && headTypes ? '' : transactions ? 't.' : headTypes ? 'h.' : 'a.';
}

/**
 * The units counted, as a common table `units` that each counting statement reads once (issue 21 item 1: a write of
 * one estate runs a few statements, not one per facet). Every column read is in the index estate_units_facts
 * (migration 010): no pass reads the documents.
 */
const unitsOf = (siteId: string) =>
  sql`with units as materialized (select site_id, id, group_id, solo, transaction_id, head_type, sub_type, bedrooms, country, city_id, city_name, city_zip, lat, lon, geo_cell, price, table_mask,
    case when price is null then null else ${PRICE_BAND} end as price_band, case when price is null then null else ${FINE_BUCKET} end as fine from estate_units
    where site_id = ${siteId})`;

/**
 * The types of a cell's columns, in the inserts' order (the city cells' city_id last): PostgreSQL types the columns
 * of a UNION pair by pair from the left, and two nulls would make text of a number.
 */
const CELL_TYPES = ['text', 'integer', 'integer', 'integer', 'text', 'double precision', 'text', 'bigint', 'text', 'text', 'double precision', 'bigint', 'double precision', 'bigint'];
const CELL_COLUMNS = 'site_id, transaction_id, head_type, price_band, facet, num_value, text_value, count, name, zip, lat_sum, lat_count, lon_sum, lon_count';

/** One INSERT into search_facets of the rows of every SELECT, led by a typed empty one: each SELECT lists a cell's columns, then, with `cities`, the city_id. */
function insertAll(run: Runner, cities: boolean, selects: readonly RawBuilder<unknown>[], units?: RawBuilder<unknown>) {
  const columns = [CELL_COLUMNS, ...(cities ? ['city_id'] : [])].join(', ');
  const types = [...CELL_TYPES, ...(cities ? ['integer'] : [])];
  const typed = sql`select ${sql.join(types.map((type) => sql`cast(null as ${sql.raw(type)})`))} where 1 = 0`;
  return sql`${units ?? sql``} insert into search_facets (${sql.raw(columns)}) ${sql.join([typed, ...selects], sql` union all `)}`.execute(run);
}

/** What a SELECT of a city's cell adds after a cell's columns: its city's id. */
const tail = (city?: RawBuilder<unknown>) => (city ? sql`, ${city}` : sql``);

/** The cells a coarser level adds up: this site's rows just counted. */
const countedCells = (siteId: string) => sql`from search_facets where site_id = ${siteId}`;

/**
 * Issue 21 item 1: the identity of a cell, unique per site (migration 018): its facet and every column it is grouped
 * by. The highest price of a cell is its value, not part of its key. A write merges its changes into the cells by it.
 */
export const CELL_KEY = sql`facet || '|' || coalesce(cast(transaction_id as text), '') || '|' || coalesce(cast(head_type as text), '') || '|' ||
  coalesce(cast(price_band as text), '') || '|' || coalesce(cast(city_id as text), '') || '|' ||
  case when facet like '%highest' then '' else coalesce(cast(num_value as text), '') end || '|' || coalesce(text_value, '')`;

/**
 * Recounts every cell of one site with their keys: a whole site written at once (replaceSiteData, or derived again
 * after a migration). A write of some estates changes only their cells instead, tallied in code (cell-changes.ts,
 * tallied-cells.ts: the every-estate-cells and cell-changes tests hold both to the same cells).
 */
export async function recountSiteCells(db: AnyDb, siteId: string): Promise<void> {
  const run = db as unknown as Runner;
  await sql`delete from search_facets where site_id = ${siteId}`.execute(run);
  await insertAll(run, false, facetSelects(), unitsOf(siteId));
  await insertAll(run, false, coarserSelects(siteId));
  await insertAll(run, true, citySelects(), unitsOf(siteId));
  await sql`update search_facets set cell_key = ${CELL_KEY} where site_id = ${siteId}`.execute(run);
}

/**
 * Each project's set of the masks of its units per key (`city_id` or a level's cell columns), as a table `sets`: the
 * masks no other of its units there meets every choice of (a '1' wherever it has one), distinct, in order,
 * comma-separated. A project is found by some choices when one of its units meets them all, which is when one of these
 * does: issue 21 item 1, the others made most sets unique at 200,000 estates (1,727 sets for 3,341 projects to sale,
 * 331 without them), read at every filter value call.
 */
const maskSets = (keys: readonly string[]) => {
  const key = sql.join(keys.map((column) => sql`, u.${sql.ref(column)}`), sql``);
  const sameKey = sql.join(keys.map((column) => sql` and o.${sql.ref(column)} is not distinct from u.${sql.ref(column)}`), sql``);
  const meetsAll = sql.join(
    Array.from({ length: MASK_LENGTH }, (_, i) => sql`substr(u.table_mask, ${sql.lit(i + 1)}, 1) <= substr(o.table_mask, ${sql.lit(i + 1)}, 1)`),
    sql` and `,
  );
  const plainKey = sql.join(keys.map((column) => sql`, ${sql.ref(column)}`), sql``);
  return sql`(select site_id${plainKey}, group_id, string_agg(table_mask, ',' order by table_mask) as masks
    from (select distinct u.site_id${key}, u.group_id, u.table_mask from units u where u.solo = 0 and not exists (
      select 1 from units o where o.solo = 0 and o.group_id = u.group_id${sameKey} and o.table_mask <> u.table_mask and ${meetsAll})) unit_masks
    group by site_id${plainKey}, group_id) sets`;
};

/**
 * The SELECTs of every cell of the units but the cities'. The value counts are of properties (a unit alone in its
 * group, one hit each); the units of projects, which count once per project and value (issue 13 item 2), are
 * tallied when read (projectPart), a small share.
 */
function facetSelects(): RawBuilder<unknown>[] {
  const after = tail();
  const steps = sql`(${sql.join(
    STEPS.map((step) => sql`select ${sql.lit(step)} as step`),
    sql` union all `,
  )}) steps`;
  const plain = sql`count(*), null, null, null, 0, null, 0`;
  const distinct = sql`count(distinct group_id), null, null, null, 0, null, 0`;
  const selects: RawBuilder<unknown>[] = [];
  // Each facet per cell, and per cell and price band ('band.' facets); the distinct projects per value at each level
  // key ('p.' facets). The property facets of the coarser levels ('t.', 'h.', 'a.') add these cells up (sumOfCells).
  for (const banded of [false, true]) {
    const prefix = banded ? 'band.' : '';
    const where = banded ? sql`price_band is not null` : sql`1 = 1`;
    const band = banded ? sql`price_band` : sql`null`;
    const atLevel =
      (level: (typeof LEVELS)[number], name: (facet: string) => string) =>
      (facet: string, value: RawBuilder<unknown>, text: RawBuilder<unknown>, rest: RawBuilder<unknown>, filter: RawBuilder<unknown>, groupBy: RawBuilder<unknown>, from = sql`units`) =>
        selects.push(sql`select site_id, ${level.columns}, ${band}, ${sql.lit(name(facet))}, ${value}, ${text}, ${rest}${after}
            from ${from} where ${where} and ${filter} group by site_id, ${level.cell}${banded ? sql`, price_band` : sql``}${groupBy}`);
    const city = (count: RawBuilder<unknown>) => sql`${count}, max(city_name), max(city_zip), sum(lat), count(lat), sum(lon), count(lon)`;
    const withSteps = sql`units join ${steps} on units.price > 0 and units.price <= steps.step`;
    for (const level of banded ? LEVELS.slice(0, 1) : LEVELS) {
      const into = atLevel(level, (facet) => prefix + level.prefix + facet);
      if (level.prefix === '') {
        for (const column of ['head_type', 'sub_type', 'transaction_id', 'bedrooms']) {
          into(column, sql.ref(column), sql`null`, plain, sql`solo = 1 and ${sql.ref(column)} is not null`, sql`, ${sql.ref(column)}`);
        }
        into('country', sql`null`, sql`country`, plain, sql`solo = 1 and country is not null`, sql`, country`);
        into('city', sql`city_id`, sql`null`, city(sql`count(*)`), sql`solo = 1 and city_id is not null`, sql`, city_id`);
        // Hits: a property counts once.
        into('solo', sql`null`, sql`null`, plain, sql`solo = 1`, sql``);
        // Issue 21 item 1: properties per mask of the list filter table's choices (table-masks.ts).
        into('mask', sql`null`, sql`table_mask`, plain, sql`solo = 1`, sql`, table_mask`);
        into('highest', sql`max(price)`, sql`null`, plain, sql`price is not null`, sql``);
        if (banded) {
          into('units', sql`null`, sql`null`, plain, sql`solo = 1`, sql``);
          continue;
        }
        into('price_le', sql`steps.step`, sql`null`, plain, sql`solo = 1`, sql`, steps.step`, withSteps);
      }
      // Distinct projects per value at this level's keys (exact for a query that selects one key, projectsPerKey).
      const projects = atLevel(level, (facet) => `p.${level.prefix}${facet}`);
      for (const column of ['head_type', 'sub_type', 'transaction_id', 'bedrooms']) {
        projects(column, sql.ref(column), sql`null`, distinct, sql`solo = 0 and ${sql.ref(column)} is not null`, sql`, ${sql.ref(column)}`);
      }
      projects('country', sql`null`, sql`country`, distinct, sql`solo = 0 and country is not null`, sql`, country`);
      projects('city', sql`city_id`, sql`null`, city(sql`count(distinct group_id)`), sql`solo = 0 and city_id is not null`, sql`, city_id`);
      projects('price_le', sql`steps.step`, sql`null`, distinct, sql`solo = 0`, sql`, steps.step`, withSteps);
      projects('project', sql`null`, sql`null`, distinct, sql`solo = 0`, sql``);
      projects('project_type', sql`null`, sql`null`, distinct, sql`(id <> group_id or head_type = ${sql.lit(HEAD_TYPE_ID.PROJECT)})`, sql``);
      // Projects by the most bedrooms of their units at this level's key: a least number of bedrooms counts its projects from them (bedroomTotal).
      const key = level.prefix === 'a.' ? sql`` : sql`, ${level.cell}`;
      const most = sql`(select site_id${key}, group_id, max(bedrooms) as most from units where solo = 0 and bedrooms is not null group by site_id${key}, group_id) most`;
      selects.push(sql`select site_id, ${level.columns}, null, ${sql.lit(`p.${level.prefix}maxbed`)}, most, null, count(*), null, null, null, 0, null, 0${after}
        from ${most} group by site_id${key}, most`);
      // Projects per set of the masks of their units at this level's key (issue 21 item 1: table-masks.ts).
      selects.push(sql`select site_id, ${level.columns}, null, ${sql.lit(`p.${level.prefix}masks`)}, null, masks, count(*), null, null, null, 0, null, 0${after}
        from ${maskSets(level.keys)} group by site_id${key}, masks`);
      // Projects per price band of their units at this level's key and the band before it among theirs (BAND_BEFORE_NONE
      // for none): a run of bands finds a project once, at its first band in the run (rangeProjects).
      const bands = sql`(select site_id${key}, group_id, price_band, coalesce(lag(price_band) over (partition by site_id${key}, group_id order by price_band), ${sql.lit(BAND_BEFORE_NONE)}) as before
        from (select distinct site_id${key}, group_id, price_band from units where solo = 0 and price_band is not null) project_bands) bands`;
      selects.push(sql`select site_id, ${level.columns}, price_band, ${sql.lit(`p.${level.prefix}bands`)}, before, null, count(*), null, null, null, 0, null, 0${after}
        from ${bands} group by site_id${key}, price_band, before`);
    }
    const into = atLevel(LEVELS[0], (facet) => prefix + facet);
    // A project once however many of its units match: one row per project and cell, counted distinct when read.
    into('project', sql`group_id`, sql`null`, plain, sql`solo = 0`, sql`, group_id`);
    // The groups the PROJECT head type finds (issue 13 item 2): units of a project, or of head type PROJECT.
    into('project_type', sql`group_id`, sql`null`, plain, sql`(id <> group_id or head_type = ${sql.lit(HEAD_TYPE_ID.PROJECT)})`, sql`, group_id`);
  }
  // Issue 21 item 1: properties per cell of the 0.01° grid (in the price_band column, whose index finds a circle's cells),
  // by which a search within a distance counts (geo-cells.ts).
  selects.push(sql`select site_id, transaction_id, head_type, geo_cell, 'geo', null, null, ${plain}${after}
    from units where solo = 1 and geo_cell is not null group by site_id, transaction_id, head_type, geo_cell`);
  // Properties per fine price bucket (FINE_BUCKET, in the price_band column), and per bedroom count too (rangeTotal).
  selects.push(sql`select site_id, transaction_id, head_type, fine, 'fine.solo', null, null, ${plain}${after}
    from units where solo = 1 and fine is not null group by site_id, transaction_id, head_type, fine`);
  selects.push(sql`select site_id, transaction_id, head_type, fine, 'fine.bedrooms', bedrooms, null, ${plain}${after}
    from units where solo = 1 and fine is not null and bedrooms is not null group by site_id, transaction_id, head_type, fine, bedrooms`);
  return selects;
}

/**
 * The SELECTs of the coarser levels' property facets, adding up the plain cells just written (a few hundred rows,
 * not every unit again), and of the whole site's bands, adding up the banded cells.
 */
function coarserSelects(siteId: string): RawBuilder<unknown>[] {
  return [
    ...LEVELS.slice(1).flatMap((level) => sumOfCells(siteId, level)),
    ...siteBands(siteId),
    // The whole site's properties per grid cell ('a.geo'): a search within a distance without a transaction or a type.
    sql`select site_id, null, null, price_band, 'a.geo', null, null, sum(count), null, null, null, 0, null, 0
    ${countedCells(siteId)} and facet = 'geo' group by site_id, price_band`,
    // The whole site's fine price buckets ('a.fine.'): a range without a transaction or a type reads one row per bucket.
    sql`select site_id, null, null, price_band, 'a.' || facet, num_value, null, sum(count), null, null, null, 0, null, 0
    ${countedCells(siteId)} and facet in ('fine.solo', 'fine.bedrooms') group by site_id, price_band, facet, num_value`,
  ];
}

/** The property facets of the plain cells that a coarser level adds up ('highest' takes the largest). */
const SUMMED = ['head_type', 'sub_type', 'transaction_id', 'bedrooms', 'country', 'city', 'solo', 'price_le', 'mask'];

/**
 * A coarser level's property facets from the plain cells already written, instead of another pass over every
 * unit of the site: a write recounts less (issue 8 item 6, migration 015).
 */
function sumOfCells(siteId: string, level: (typeof LEVELS)[number]): RawBuilder<unknown>[] {
  const cells = sql`${countedCells(siteId)} and price_band is null`;
  return [
    sql`select site_id, ${level.columns}, null, ${sql.lit(level.prefix)} || facet, num_value, text_value, sum(count), max(name), max(zip),
      sum(lat_sum), sum(lat_count), sum(lon_sum), sum(lon_count)
    ${cells} and facet in (${sql.join(SUMMED.map((facet) => sql.lit(facet)))}) group by site_id, ${level.cell}, facet, num_value, text_value`,
    sql`select site_id, ${level.columns}, null, ${sql.lit(`${level.prefix}highest`)}, max(num_value), null, sum(count), null, null, null, 0, null, 0
    ${cells} and facet = 'highest' group by site_id, ${level.cell}`,
  ];
}

/** The banded property facets that the whole site's bands ('band.a.') add up. */
const BANDED = ['head_type', 'sub_type', 'transaction_id', 'bedrooms', 'country', 'city', 'solo', 'units', 'mask'];

/**
 * The property facets per price band for the whole site ('band.a.'), added up from the banded cells: a price
 * range without a transaction or a type reads one row per band and value, not one per cell (issue 8 item 6).
 */
function siteBands(siteId: string): RawBuilder<unknown>[] {
  const cells = countedCells(siteId);
  return [
    sql`select site_id, null, null, price_band, replace(facet, 'band.', 'band.a.'), num_value, text_value, sum(count), max(name), max(zip),
      sum(lat_sum), sum(lat_count), sum(lon_sum), sum(lon_count)
    ${cells} and facet in (${sql.join(BANDED.map((facet) => sql.lit(`band.${facet}`)))}) group by site_id, price_band, facet, num_value, text_value`,
    sql`select site_id, null, null, price_band, 'band.a.highest', max(num_value), null, sum(count), null, null, null, 0, null, 0
    ${cells} and facet = 'band.highest' group by site_id, price_band`,
  ];
}

/**
 * Issue 8 item 6: every facet once more per city ('c.', the city in city_id), so that the filter values of one
 * city (the list page names a city from them) read that city's few rows however large the site is. Prices are
 * kept per band ('c.units': properties per band; 'p.c.minband': projects per lowest band of their units there)
 * and added up to each price step when read. Distinct projects per value ('p.c.') are exact for one city.
 */
function citySelects(): RawBuilder<unknown>[] {
  const after = tail(sql`city_id`);
  const selects: RawBuilder<unknown>[] = [];
  const into = (
    facet: string,
    value: RawBuilder<unknown>,
    text: RawBuilder<unknown>,
    rest: RawBuilder<unknown>,
    filter: RawBuilder<unknown>,
    groupBy: RawBuilder<unknown>,
    { band = sql`null`, from = sql`units` }: { band?: RawBuilder<unknown>; from?: RawBuilder<unknown> } = {},
  ) =>
    selects.push(sql`select site_id, null, null, ${band}, ${sql.lit(facet)}, ${value}, ${text}, ${rest}${after}
      from ${from} where city_id is not null and ${filter} group by site_id, city_id${groupBy}`);
  const plain = sql`count(*), null, null, null, 0, null, 0`;
  const distinct = sql`count(distinct group_id), null, null, null, 0, null, 0`;
  for (const [prefix, solo] of [
    ['c.', 1],
    ['p.c.', 0],
  ] as const) {
    const count = solo === 1 ? plain : distinct;
    for (const column of ['head_type', 'sub_type', 'transaction_id', 'bedrooms']) {
      into(`${prefix}${column}`, sql.ref(column), sql`null`, count, sql`solo = ${sql.lit(solo)} and ${sql.ref(column)} is not null`, sql`, ${sql.ref(column)}`);
    }
    into(`${prefix}country`, sql`null`, sql`country`, count, sql`solo = ${sql.lit(solo)} and country is not null`, sql`, country`);
    const hits = solo === 1 ? sql`count(*)` : sql`count(distinct group_id)`;
    into(`${prefix}city`, sql`city_id`, sql`null`, sql`${hits}, max(city_name), max(city_zip), sum(lat), count(lat), sum(lon), count(lon)`, sql`solo = ${sql.lit(solo)}`, sql``);
  }
  into('c.solo', sql`null`, sql`null`, plain, sql`solo = 1`, sql``);
  into('c.mask', sql`null`, sql`table_mask`, plain, sql`solo = 1`, sql`, table_mask`);
  into('p.c.masks', sql`null`, sql`masks`, plain, sql`1 = 1`, sql`, masks`, { from: maskSets(['city_id']) });
  into('c.highest', sql`max(price)`, sql`null`, plain, sql`price is not null`, sql``);
  into('c.units', sql`null`, sql`null`, plain, sql`solo = 1 and price_band is not null`, sql`, price_band`, { band: sql`price_band` });
  into('p.c.project', sql`null`, sql`null`, distinct, sql`solo = 0`, sql``);
  into('p.c.project_type', sql`null`, sql`null`, distinct, sql`(id <> group_id or head_type = ${sql.lit(HEAD_TYPE_ID.PROJECT)})`, sql``);
  // A project is at or below a step when its cheapest priced unit in the city is.
  const lowest = sql`(select site_id, city_id, group_id, min(price_band) as price_band from units where solo = 0 and price_band >= 0 group by site_id, city_id, group_id) lowest`;
  into('p.c.minband', sql`null`, sql`null`, plain, sql`1 = 1`, sql`, price_band`, { band: sql`price_band`, from: lowest });
  return selects;
}

const CELL_FIELDS: ReadonlySet<string> = new Set([SEARCH_FIELDS.transaction, SEARCH_FIELDS.headType]);

/** The price bands a query's price range selects: undefined without one, null when the bands cannot answer it. */
function priceBands(query: SearchQuery): { lo: number; hi: number } | undefined | null {
  const ranges = Object.entries(query.range ?? {});
  if (ranges.length === 0) return undefined;
  const [[path, bounds] = []] = ranges;
  if (ranges.length > 1 || path !== SEARCH_FIELDS.price || !bounds) return null;
  return bandRange(bounds.gte, bounds.lte) ?? null;
}

/** A query the cells can answer: terms on the transaction and the head type, and a price range between price steps. */
export function answeredByFacets(query: SearchQuery): boolean {
  return (
    priceBands(query) !== null &&
    query.match === undefined &&
    query.geo_distance === undefined &&
    Object.keys(query.terms ?? {}).every((path) => CELL_FIELDS.has(path)) &&
    // The PROJECT type finds units of every head type: no cell holds it.
    !(query.terms?.[SEARCH_FIELDS.headType] ?? []).map(Number).includes(HEAD_TYPE_ID.PROJECT)
  );
}

/** The city of a query for one city and nothing else, whose filter values its own cells answer ('c.'). */
function onlyCity(query: SearchQuery): number | undefined {
  const terms = Object.entries(query.terms ?? {});
  const [[path, values] = []] = terms;
  if (terms.length !== 1 || path !== SEARCH_FIELDS.city || values?.length !== 1) return undefined;
  if (query.range !== undefined || query.match !== undefined || query.geo_distance !== undefined) return undefined;
  const city = Number(values[0]);
  return Number.isInteger(city) ? city : undefined;
}

/** A query for one city alone: its filter values are read from the city's cells (facetFilterValues). */
export const answeredByCityCells = (query: SearchQuery): boolean => onlyCity(query) !== undefined;

/**
 * The PROJECT type alone, with one transaction at most and no range: the split of a list's types into projects, which
 * every list asks beside its own filter values (list-page.ts). Its hits are the projects of the query without the type,
 * whose counts per value the projects' cells keep at that query's level ('p.' facets), and the properties of head type
 * PROJECT, in their own cells. Issue 21: counted from their units, the split cost 170–330 ms a list at 200,000 estates
 * (9–12 at 5,000). Undefined for any other query.
 */
export function projectTypeSplit(query: SearchQuery): { readonly projects: SearchQuery } | undefined {
  const types = query.terms?.[SEARCH_FIELDS.headType];
  if (types?.length !== 1 || Number(types[0]) !== HEAD_TYPE_ID.PROJECT) return undefined;
  const terms = Object.entries(query.terms ?? {}).filter(([path]) => path !== SEARCH_FIELDS.headType);
  const projects: SearchQuery = { ...query, terms: terms.length > 0 ? Object.fromEntries(terms) : undefined };
  return answeredByFacets(projects) && projectsPerKey(projects) ? { projects } : undefined;
}

/** Term values as ids for an IN list (a list never empty: no id matches null). */
export const ids = (values: readonly SearchTermValue[]) => {
  const list = values.map(Number).filter(Number.isFinite);
  return list.length > 0 ? list : [null as never];
};

/** Facets counted per (transaction, head type) cell only: distinct projects do not add up over cells. */
const CELL_ONLY: ReadonlySet<string> = new Set(['project', 'project_type']);

/** The cells of one facet that a query answered by the cells selects, at the coarsest level that answers it. */
function facetCells(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery, bands = priceBands(query)) {
  const transactions = query.terms?.[SEARCH_FIELDS.transaction];
  const headTypes = query.terms?.[SEARCH_FIELDS.headType];
  const city = onlyCity(query);
  const level = city === undefined ? levelOf(query) : 'c.';
  return (facet: string) => {
    // Banded cells are kept per (transaction, head type) cell and for the whole site ('band.a.'): per transaction
    // or per type they would be most of the rows.
    const banded = (name: string) => (level === 'a.' && !CELL_ONLY.has(name) ? `band.a.${name}` : `band.${name}`);
    const name = facet.startsWith('p.') ? `p.${level}${facet.slice(2)}` : bands ? banded(facet) : `${CELL_ONLY.has(facet) ? '' : level}${facet}`;
    let q = db.selectFrom('search_facets').where('site_id', '=', siteId).where('facet', '=', name);
    if (city !== undefined) q = q.where('city_id', '=', city);
    if (transactions) q = q.where('transaction_id', 'in', ids(transactions));
    if (headTypes) q = q.where('head_type', 'in', ids(headTypes));
    if (bands) q = q.where('price_band', '>=', bands.lo).where('price_band', '<=', bands.hi);
    return q;
  };
}

/**
 * Whether the distinct projects per value kept at each level key answer the query: it selects one key of its
 * level (one transaction, one head type, both, or neither) and no price range. Several keys would count a
 * project with units under two of them twice; those queries tally the units of projects instead (projectPart).
 */
function projectsPerKey(query: SearchQuery): boolean {
  return priceBands(query) === undefined && oneKey(query);
}

/** The query selects one key of its level: one transaction or none, one head type or none. */
function oneKey(query: SearchQuery): boolean {
  const one = (values: readonly unknown[] | undefined) => values === undefined || values.length === 1;
  return one(query.terms?.[SEARCH_FIELDS.transaction]) && one(query.terms?.[SEARCH_FIELDS.headType]);
}

/**
 * Issue 21 item 1: the projects with a unit in a run of price bands, for a query that selects one key of its level: each
 * is one 'p.bands' row of the run, its first band there (the band before it among its own is below the run). Counted
 * distinct from the projects' rows per band, the price range 200,000–400,000 read 7,600 rows at 200,000 estates
 * (the whole site's 'p.a.bands' are 187 rows).
 */
const rangeProjects = (cells: Cells, bands: { lo: number; hi: number }) =>
  cells('p.bands').where('num_value', '<', bands.lo).select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst();

/** §7 total (matching groups) of a query answered by the cells: properties plus distinct projects. */
export async function facetTotal(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery): Promise<number> {
  const cells = facetCells(db, siteId, query);
  const bands = priceBands(query);
  const [solo, projects] = await Promise.all([
    cells('solo').select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst(),
    projectsPerKey(query)
      ? cells('p.project').select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst()
      : bands && oneKey(query)
        ? rangeProjects(cells, bands)
        : cells('project').select(sql<number>`count(distinct num_value)`.as('n')).executeTakeFirst(),
  ]);
  return Number(solo?.n ?? 0) + Number(projects?.n ?? 0);
}

/**
 * A search for one city, alone or with one transaction and one head type: its total from the cities' cells
 * (issue 8 item 6: a city's hits grow with the site; their count need not). Properties add up over cells; the
 * distinct projects with a unit in the city are kept per level key. Undefined for any other query.
 */
export async function cityTotal(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery): Promise<number | undefined> {
  const { [SEARCH_FIELDS.city]: cities, ...others } = query.terms ?? {};
  const city = cities?.length === 1 ? Number(cities[0]) : Number.NaN;
  if (!Number.isFinite(city) || query.range !== undefined || !answeredByFacets({ ...query, terms: others }) || !projectsPerKey(query)) return undefined;
  const cells = facetCells(db, siteId, { ...query, terms: others });
  const [properties, projects] = await Promise.all([
    cells('city').where('num_value', '=', city).select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst(),
    cells('p.city').where('num_value', '=', city).select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst(),
  ]);
  return Number(properties?.n ?? 0) + Number(projects?.n ?? 0);
}

/**
 * Properties (units alone in their group) per value of a cell column, for a query the cells answer: a grouped
 * page (§9) takes its properties value by value without counting the site's matches (issue 8 item 6). The
 * properties without a value are the rest of the query's properties.
 */
export async function propertyCounts(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: SearchQuery,
  column: 'head_type' | 'sub_type' | 'transaction_id',
): Promise<{ value: number | null; n: number }[]> {
  const cells = facetCells(db, siteId, query);
  const [rows, solo] = await Promise.all([
    cells(column)
      .select(['num_value as value', (eb) => eb.fn.sum<number>('count').as('n')])
      .groupBy('num_value')
      .execute(),
    cells('solo').select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst(),
  ]);
  const counts = rows.map((row) => ({ value: Number(row.value), n: Number(row.n) })).filter((row) => row.n > 0);
  const missing = Number(solo?.n ?? 0) - counts.reduce((sum, row) => sum + row.n, 0);
  return missing > 0 ? [...counts, { value: null, n: missing }] : counts;
}

/**
 * A search for a least number of bedrooms (bed-min), alone or with the terms and price range the cells answer: its
 * total from the cells (issue 8 item 6: its hits grow with the site; their count need not). The properties add up
 * over the bedroom counts (per price band with a range, issue 21 item 1: the list's combined filters). A project is
 * found when the most bedrooms of its units there reach the least number: from its cells for one key and no range,
 * else from its units in the query's cells that have as many. A price bound that is not a step: rangeTotal. Undefined
 * for any other query.
 */
export async function bedroomTotal(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery): Promise<number | undefined> {
  const { [SEARCH_FIELDS.bedroomCount]: bounds, ...ranges } = query.range ?? {};
  if (bounds?.gte === undefined || bounds.lte !== undefined) return undefined;
  const others: SearchQuery = { ...query, range: Object.keys(ranges).length > 0 ? ranges : undefined };
  if (!answeredByFacets(others)) return rangeTotal(db, siteId, others, bounds.gte);
  const cells = facetCells(db, siteId, others);
  const [properties, projects] = await Promise.all([
    cells('bedrooms').where('num_value', '>=', bounds.gte).select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst(),
    projectsPerKey(others)
      ? cells('p.maxbed').where('num_value', '>=', bounds.gte).select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst()
      : projectUnits(db, siteId, others).where('bedrooms', '>=', bounds.gte).select(sql<number>`count(distinct group_id)`.as('n')).executeTakeFirst(),
  ]);
  return Number(properties?.n ?? 0) + Number(projects?.n ?? 0);
}

/**
 * A price range (the query's only range) as the fine buckets wholly inside it (lo ≤ bucket < hi, either open) and
 * the prices at its ends outside them. No buckets when it holds none whole. Undefined for a query without such a range.
 */
function fineSplit(query: SearchQuery): { readonly buckets?: { readonly lo?: number; readonly hi?: number }; readonly ends: readonly PriceEnd[] } | undefined {
  const bounds = onlyPriceRange(query);
  if (!bounds) return undefined;
  const { gte, lte } = bounds;
  const from = gte === undefined ? undefined : boundaryAbove(gte);
  const to = lte === undefined ? undefined : boundaryBelow(lte);
  if ((lte !== undefined && to === undefined) || (from !== undefined && to !== undefined && from >= to)) return { ends: [{ ...(gte !== undefined && { gte }), ...(lte !== undefined && { lte }) }] };
  const ends: PriceEnd[] = [];
  if (gte !== undefined && from !== undefined && gte < from) ends.push({ gte, lt: from });
  if (lte !== undefined && to !== undefined) ends.push({ gte: to, lte });
  return { buckets: { ...(from !== undefined && { lo: bucketAt(from) }), ...(to !== undefined && { hi: bucketAt(to) }) }, ends };
}

/**
 * The total of a search with the terms the cells answer and a price range whose bounds are not both price steps, and
 * at least `bedrooms` bedrooms if given (issue 21 item 1: its hits grow with the site). The properties of the fine price
 * buckets wholly inside the range from their cells ('fine.', per (transaction, head type) cell or the whole site's),
 * those at its ends from their units (a share of one bucket each); the projects from their units in the range, each
 * once. Undefined for any other query.
 */
export async function rangeTotal(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery, bedrooms?: number): Promise<number | undefined> {
  const split = fineSplit(query);
  if (!split || !answeredByFacets({ ...query, range: undefined })) return undefined;
  const transactions = query.terms?.[SEARCH_FIELDS.transaction];
  const headTypes = query.terms?.[SEARCH_FIELDS.headType];
  const facet = bedrooms === undefined ? 'fine.solo' : 'fine.bedrooms';
  let properties = db
    .selectFrom('search_facets')
    .where('site_id', '=', siteId)
    .where('facet', '=', transactions || headTypes ? facet : `a.${facet}`);
  if (transactions) properties = properties.where('transaction_id', 'in', ids(transactions));
  if (headTypes) properties = properties.where('head_type', 'in', ids(headTypes));
  if (split.buckets?.lo !== undefined) properties = properties.where('price_band', '>=', split.buckets.lo);
  if (split.buckets?.hi !== undefined) properties = properties.where('price_band', '<', split.buckets.hi);
  if (bedrooms !== undefined) properties = properties.where('num_value', '>=', bedrooms);
  let projects = projectUnits(db, siteId, query);
  if (bedrooms !== undefined) projects = projects.where('bedrooms', '>=', bedrooms);
  const ends = split.ends.map((end) => {
    let units = unitsOfCells(db, siteId, query, 1);
    if (end.gte !== undefined) units = units.where('price', '>=', end.gte);
    if (end.lt !== undefined) units = units.where('price', '<', end.lt);
    if (end.lte !== undefined) units = units.where('price', '<=', end.lte);
    if (bedrooms !== undefined) units = units.where('bedrooms', '>=', bedrooms);
    return units.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  });
  const [whole, projectCount, ...atEnds] = await Promise.all([
    split.buckets ? properties.select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst() : undefined,
    projects.select(sql<number>`count(distinct group_id)`.as('n')).executeTakeFirst(),
    ...ends,
  ]);
  return [whole, projectCount, ...atEnds].reduce((sum, row) => sum + Number(row?.n ?? 0), 0);
}

/**
 * Issue 21 item 1: the properties per mask and the projects per set of masks that a query selects (table-masks.ts), from
 * the cells when they answer it (the list's usual queries and one city alone, without the table's clauses); the
 * projects from their units when several keys or a price range make their sets per key inexact. Undefined when the
 * cells do not answer the query.
 */
export async function maskCounts(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery): Promise<MaskCounts | undefined> {
  const split = projectTypeSplit(query);
  if (!answeredByFacets(query) && !answeredByCityCells(query) && !answeredByBandCut(query) && !split) return undefined;
  // A price range off the steps: the masks of the bands wholly inside it from their cells, those of the two it cuts from their units.
  const cut = bandCut(query);
  const cells = facetCells(db, siteId, query, cut?.bands);
  const projectsOf = split?.projects ?? query;
  const propertyMasks = async () => {
    const rows = await cells('mask')
      .select(['text_value as mask', (eb) => eb.fn.sum<number>('count').as('count')])
      .groupBy('text_value')
      .execute();
    const counted = rows.map((row) => ({ value: String(row.mask), count: Number(row.count) }));
    return (cut ? merged(counted, (await endCounts(db, siteId, query, cut.ends)).masks) : counted).map(({ value, count }) => ({ mask: value, count }));
  };
  const [properties, projects] = await Promise.all([
    propertyMasks(),
    projectsPerKey(projectsOf) || answeredByCityCells(query)
      ? (split ? facetCells(db, siteId, projectsOf) : cells)('p.masks')
          .select(['text_value as masks', (eb) => eb.fn.sum<number>('count').as('count')])
          .groupBy('text_value')
          .execute()
      : projectUnits(db, siteId, query).select(['group_id', 'table_mask']).execute().then(maskSetsOf),
  ]);
  return {
    properties: properties.map((row) => ({ mask: String(row.mask), count: Number(row.count) })),
    projects: projects.map((row) => ({ masks: String(row.masks).split(','), count: Number(row.count) })),
  };
}

/** Projects per set of the masks of their units, from those units. */
function maskSetsOf(units: readonly { readonly group_id: number; readonly table_mask: string }[]): { masks: string; count: number }[] {
  const byGroup = new Map<number, Set<string>>();
  for (const unit of units) byGroup.set(Number(unit.group_id), (byGroup.get(Number(unit.group_id)) ?? new Set<string>()).add(unit.table_mask));
  const bySet = new Map<string, number>();
  for (const masks of byGroup.values()) {
    const key = [...masks].sort().join(',');
    bySet.set(key, (bySet.get(key) ?? 0) + 1);
  }
  return [...bySet].map(([masks, count]) => ({ masks, count }));
}

/**
 * The total of a search with clauses of the list filter table that are its choices, from the mask counts of the rest
 * of its query (issue 21 item 1: its matches grow with the site; the masks do not). Undefined for any other query.
 */
export async function maskTotal(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery): Promise<number | undefined> {
  const asked = choicePositions(query);
  if (!asked || asked.positions.length === 0) return undefined;
  const counts = await maskCounts(db, siteId, asked.rest);
  return counts && hitsOf(counts, asked.positions);
}

/** A city as units tally it (a project's, or the properties at a cut price range's ends). */
interface CityOfUnits {
  name: string | null;
  zip: string | null;
  latSum: number;
  latCount: number;
  lonSum: number;
  lonCount: number;
}

/** A unit's city added to the cities tallied from units: the largest name and postal code, the sums of positions. */
function addCity(cities: Map<number, CityOfUnits>, unit: { readonly city_id: number | null; readonly city_name: string | null; readonly city_zip: string | null; readonly lat: number | null; readonly lon: number | null }): void {
  if (unit.city_id === null) return;
  const id = Number(unit.city_id);
  const larger = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);
  const city = cities.get(id) ?? { name: null, zip: null, latSum: 0, latCount: 0, lonSum: 0, lonCount: 0 };
  cities.set(id, {
    name: larger(city.name, unit.city_name),
    zip: larger(city.zip, unit.city_zip),
    latSum: city.latSum + Number(unit.lat ?? 0),
    latCount: city.latCount + (unit.lat === null ? 0 : 1),
    lonSum: city.lonSum + Number(unit.lon ?? 0),
    lonCount: city.lonCount + (unit.lon === null ? 0 : 1),
  });
}

/** A city's name and the sums of its units' positions, from a row of cells or of units counted. */
function cityCentre(row: {
  readonly name: string | null;
  readonly zip: string | null;
  readonly lat_sum: number | string | null;
  readonly lat_count: number | string | null;
  readonly lon_sum: number | string | null;
  readonly lon_count: number | string | null;
}): CityOfUnits {
  return {
    name: row.name,
    zip: row.zip,
    latSum: Number(row.lat_sum ?? 0),
    latCount: Number(row.lat_count),
    lonSum: Number(row.lon_sum ?? 0),
    lonCount: Number(row.lon_count),
  };
}

/** Distinct projects per facet value, and the positions of their units per city. */
interface ProjectCounts {
  readonly head_type: Map<number, number>;
  readonly sub_type: Map<number, number>;
  readonly transaction_id: Map<number, number>;
  readonly bedrooms: Map<number, number>;
  readonly country: Map<string, number>;
  readonly city: Map<number, number>;
  readonly price_le: Map<number, number>;
  readonly cities: Map<number, CityOfUnits>;
}

/**
 * The distinct projects per value kept for the query's level key (projectsPerKey): a few rows per value. A
 * city's cells keep its projects per lowest price band (banded), added up to each step.
 */
async function projectCells(cells: Cells, steps: readonly number[], banded: boolean): Promise<ProjectCounts> {
  const byNumber = async (facet: string) => {
    const rows = await cells(`p.${facet}`).select(['num_value', 'count']).execute();
    return new Map(rows.map((row) => [Number(row.num_value), Number(row.count)]));
  };
  const [head_type, sub_type, transaction_id, bedrooms, price_le, countries, cityRows] = await Promise.all([
    byNumber('head_type'),
    byNumber('sub_type'),
    byNumber('transaction_id'),
    byNumber('bedrooms'),
    banded ? bandedStepCounts(cells, steps, 'p.minband') : byNumber('price_le'),
    cells('p.country').select(['text_value', 'count']).execute(),
    cells('p.city').select(['num_value', 'count', 'name', 'zip', 'lat_sum', 'lat_count', 'lon_sum', 'lon_count']).execute(),
  ]);
  return {
    head_type,
    sub_type,
    transaction_id,
    bedrooms,
    price_le,
    country: new Map(countries.map((row) => [String(row.text_value), Number(row.count)])),
    city: new Map(cityRows.map((row) => [Number(row.num_value), Number(row.count)])),
    cities: new Map(
      cityRows.map((row) => [Number(row.num_value), cityCentre(row)]),
    ),
  };
}

/**
 * The units of properties (solo 1) or of projects (0), or both, in the cells a query selects (its transactions and head
 * types). A literal solo, so that the partial indexes of the units of projects (migrations 010 and 015) answer from themselves.
 */
function unitsOfCells(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery, solo?: 0 | 1) {
  const transactions = query.terms?.[SEARCH_FIELDS.transaction];
  const headTypes = query.terms?.[SEARCH_FIELDS.headType];
  let q = db.selectFrom('estate_units').where('site_id', '=', siteId);
  if (solo !== undefined) q = q.where('solo', '=', sql.lit(solo));
  if (transactions) q = q.where('transaction_id', 'in', ids(transactions));
  if (headTypes) q = q.where('head_type', 'in', ids(headTypes));
  return q;
}

/** The units of projects that a query the cells answer selects: in its cells and its price range. */
function projectUnits(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery) {
  return withinPrices(unitsOfCells(db, siteId, query, 0), query.range?.[SEARCH_FIELDS.price] ?? {});
}

/** Units priced within a range or one of its ends. */
function withinPrices<Q extends ReturnType<typeof unitsOfCells>>(units: Q, end: PriceEnd): Q {
  let q = units;
  if (end.gte !== undefined) q = q.where('price', '>=', end.gte) as Q;
  if (end.gt !== undefined) q = q.where('price', '>', end.gt) as Q;
  if (end.lt !== undefined) q = q.where('price', '<', end.lt) as Q;
  if (end.lte !== undefined) q = q.where('price', '<=', end.lte) as Q;
  return q;
}

/** The properties (and the highest price of every unit) at the ends of a price range cut off the steps (bandCut). */
interface EndCounts extends Omit<ProjectCounts, 'price_le'> {
  /** The properties' prices, for the price steps. */
  readonly prices: readonly number[];
  readonly highest: number;
  /** Properties per table mask (table-masks.ts). */
  readonly masks: Map<string, number>;
}

/**
 * The units at the ends of a price range cut off the steps, in the query's cells, tallied: the properties per value and
 * per city (positions summed as the cells keep them), and the highest price of any unit there (bandCut).
 */
async function endCounts(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery, ends: readonly PriceEnd[]): Promise<EndCounts> {
  const columns = ['solo', 'head_type', 'sub_type', 'transaction_id', 'bedrooms', 'country', 'city_id', 'city_name', 'city_zip', 'lat', 'lon', 'price', 'table_mask'] as const;
  const units = (await Promise.all(ends.map((end) => withinPrices(unitsOfCells(db, siteId, query), end).select(columns).execute()))).flat();
  const counts = <V>() => new Map<V, number>();
  const tally = { head_type: counts<number>(), sub_type: counts<number>(), transaction_id: counts<number>(), bedrooms: counts<number>() };
  const [country, city, masks] = [counts<string>(), counts<number>(), counts<string>()];
  const cities = new Map<number, CityOfUnits>();
  const prices: number[] = [];
  const add = <V>(map: Map<V, number>, value: V) => map.set(value, (map.get(value) ?? 0) + 1);
  let highest = 0;
  for (const unit of units) {
    if (unit.price !== null) highest = Math.max(highest, Number(unit.price));
    if (Number(unit.solo) !== 1) continue;
    for (const column of ['head_type', 'sub_type', 'transaction_id', 'bedrooms'] as const) if (unit[column] !== null) add(tally[column], Number(unit[column]));
    if (unit.country !== null) add(country, unit.country);
    add(masks, unit.table_mask);
    if (unit.price !== null) prices.push(Number(unit.price));
    if (unit.city_id !== null) add(city, Number(unit.city_id));
    addCity(cities, unit);
  }
  return { ...tally, country, city, cities, prices, highest, masks };
}

/**
 * The units of projects in the query's cells, tallied per facet value: each project once per value, a city's
 * positions over its units. Issue 21 item 1: the units are read once, from the index that holds every column they
 * tally (in price order, migration 015), and tallied here; seven passes over them, each with its DISTINCT, cost 40
 * times as much at 200,000 estates as at 5,000. A project is at or below a price step when its cheapest unit priced
 * above 0 is.
 */
async function projectPart(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery, steps: readonly number[]): Promise<ProjectCounts> {
  const units = await projectUnits(db, siteId, query)
    .select(['group_id', 'head_type', 'sub_type', 'transaction_id', 'bedrooms', 'country', 'city_id', 'city_name', 'city_zip', 'lat', 'lon', 'price'])
    .execute();
  const projects = <V>() => new Map<V, Set<number>>();
  const byValue = { head_type: projects<number>(), sub_type: projects<number>(), transaction_id: projects<number>(), bedrooms: projects<number>() };
  const countries = projects<string>();
  const cityProjects = projects<number>();
  const cities = new Map<number, CityOfUnits>();
  const lowest = new Map<number, number>();
  const add = <V>(map: Map<V, Set<number>>, value: V, group: number) => map.set(value, (map.get(value) ?? new Set<number>()).add(group));
  for (const unit of units) {
    const group = Number(unit.group_id);
    for (const column of ['head_type', 'sub_type', 'transaction_id', 'bedrooms'] as const) {
      const value = unit[column];
      if (value !== null) add(byValue[column], Number(value), group);
    }
    if (unit.country !== null) add(countries, unit.country, group);
    if (unit.city_id !== null) add(cityProjects, Number(unit.city_id), group);
    addCity(cities, unit);
    const price = unit.price === null ? 0 : Number(unit.price);
    if (price > 0) lowest.set(group, Math.min(price, lowest.get(group) ?? price));
  }
  const counted = <V>(map: Map<V, Set<number>>) => new Map([...map].map(([value, groups]) => [value, groups.size]));
  const prices = [...lowest.values()];
  return {
    head_type: counted(byValue.head_type),
    sub_type: counted(byValue.sub_type),
    transaction_id: counted(byValue.transaction_id),
    bedrooms: counted(byValue.bedrooms),
    country: counted(countries),
    city: counted(cityProjects),
    price_le: new Map(steps.map((step) => [step, prices.filter((price) => price <= step).length])),
    cities,
  };
}

/** Buckets of the properties' cells and the projects' counts together, by value. */
function merged<V extends number | string>(cells: readonly { value: V; count: number }[], projects: ReadonlyMap<V, number>): { value: V; count: number }[] {
  const counts = new Map<V, number>(cells.map((cell) => [cell.value, cell.count]));
  for (const [value, count] of projects) if (count > 0) counts.set(value, (counts.get(value) ?? 0) + count);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** §7 /estate-filters from the cells: the same values and counts as counting the matching units as hits. */
export async function facetFilterValues(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery): Promise<PropertyFilterData> {
  // A price range off the steps: the cells of the bands wholly inside it, and the units of the two it cuts.
  const cut = bandCut(query);
  const cells = facetCells(db, siteId, query, cut?.bands);
  // The PROJECT type alone: the properties of that type from the query's cells, the projects from those of the query without it.
  const split = projectTypeSplit(query);
  const projectsOf = split?.projects ?? query;
  const projectCellsOf = split ? facetCells(db, siteId, projectsOf) : cells;
  const perKey = projectsPerKey(projectsOf);
  const city = answeredByCityCells(query);
  const counted = async (facet: string) => {
    const rows = await cells(facet)
      .select(['num_value as value', (eb) => eb.fn.sum<number>('count').as('count')])
      .groupBy('num_value')
      .execute();
    return rows.map((row) => ({ value: Number(row.value), count: Number(row.count) }));
  };
  const idBuckets = (rows: { value: number; count: number }[]): IdBucket[] => rows.map((r) => ({ id: r.value, count: r.count }));
  const [head, sub, trans, bedrooms, countries, cityCells, highest, projectTypes, ends] = await Promise.all([
    counted('head_type'),
    counted('sub_type'),
    counted('transaction_id'),
    counted('bedrooms'),
    cells('country')
      .select(['text_value as value', (eb) => eb.fn.sum<number>('count').as('count')])
      .groupBy('text_value')
      .execute(),
    cells('city')
      .select((eb) => [
        'num_value as city_id',
        eb.fn.max('name').as('name'),
        eb.fn.max('zip').as('zip'),
        eb.fn.sum<number>('lat_sum').as('lat_sum'),
        eb.fn.sum<number>('lat_count').as('lat_count'),
        eb.fn.sum<number>('lon_sum').as('lon_sum'),
        eb.fn.sum<number>('lon_count').as('lon_count'),
        eb.fn.sum<number>('count').as('count'),
      ])
      .groupBy('num_value')
      .execute(),
    cells('highest')
      .select((eb) => eb.fn.max('num_value').as('highest'))
      .executeTakeFirst()
      .then(async (properties) => (split ? { highest: Math.max(Number(properties?.highest ?? 0), await highestOfProjects(db, siteId, projectsOf)) } : properties)),
    perKey
      ? projectCellsOf('p.project_type').select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst()
      : cut
        ? projectTypedHits(db, siteId, query)
        : cells('project_type').select(sql<number>`count(distinct num_value)`.as('n')).executeTakeFirst(),
    cut ? endCounts(db, siteId, query, cut.ends) : undefined,
  ]);
  const steps = priceSteps(Math.max(Number(highest?.highest ?? 0), ends?.highest ?? 0));
  const [propertySteps, projects] = await Promise.all([
    priceBands(query) || cut || city ? bandedStepCounts(cells, steps) : stepCounts(cells, steps),
    perKey ? projectCells(projectCellsOf, steps, city) : projectPart(db, siteId, projectsOf, steps),
  ]);
  // The properties at the ends of a cut range count with the cells' (merged adds up the counts of equal values).
  const withEnds = <V extends number | string>(rows: readonly { value: V; count: number }[], atEnds: ReadonlyMap<V, number> | undefined) => (atEnds ? merged(rows, atEnds) : rows);
  const endSteps = new Map(steps.map((step) => [step, ends?.prices.filter((price) => price > 0 && price <= step).length ?? 0]));
  const stepRows = withEnds([...propertySteps].map(([value, count]) => ({ value, count })), endSteps);
  const byStep = new Map(merged(stepRows, projects.price_le).map((r) => [r.value, r.count]));
  const headTypes = idBuckets(merged(withEnds(head, ends?.head_type), projects.head_type)).filter((bucket) => bucket.id !== HEAD_TYPE_ID.PROJECT);
  const projectHits = Number(projectTypes?.n ?? 0);
  // The city of every property cell, property at a cut range's ends and project unit: name, zip, mean position over all units.
  const cellsByCity = new Map(cityCells.map((c) => [Number(c.city_id), c]));
  const cityIds = new Set([...cellsByCity.keys(), ...(ends?.cities.keys() ?? []), ...projects.cities.keys()]);
  const locations = [...cityIds].map((id) => {
    const cell = cellsByCity.get(id);
    const others = [ends?.cities.get(id), projects.cities.get(id)].filter((city): city is CityOfUnits => city !== undefined);
    const names = [cell?.name, ...others.map((other) => other.name)].filter((n): n is string => typeof n === 'string' && n !== '');
    const zips = [cell?.zip, ...others.map((other) => other.zip)].filter((z): z is string => typeof z === 'string' && z !== '');
    const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
    const latCount = Number(cell?.lat_count ?? 0) + sum(others.map((other) => other.latCount));
    const lonCount = Number(cell?.lon_count ?? 0) + sum(others.map((other) => other.lonCount));
    const zip = zips.sort().at(-1);
    return {
      id,
      name: names.sort().at(-1) ?? '',
      ...(zip && { zip }),
      ...(latCount > 0 && { lat: (Number(cell?.lat_sum ?? 0) + sum(others.map((other) => other.latSum))) / latCount }),
      ...(lonCount > 0 && { lon: (Number(cell?.lon_sum ?? 0) + sum(others.map((other) => other.lonSum))) / lonCount }),
      count: Number(cell?.count ?? 0) + (ends?.city.get(id) ?? 0) + (projects.city.get(id) ?? 0),
    };
  });
  return {
    headTypes: projectHits > 0 ? [...headTypes, { id: HEAD_TYPE_ID.PROJECT, count: projectHits }].sort((a, b) => a.id - b.id) : headTypes,
    subTypes: idBuckets(merged(withEnds(sub, ends?.sub_type), projects.sub_type)),
    bedrooms: merged(withEnds(bedrooms, ends?.bedrooms), projects.bedrooms) satisfies ValueBucket[],
    locations: locations.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)),
    prices: steps.map((step) => ({ value: step, count: byStep.get(step) ?? 0 })),
    transactions: idBuckets(merged(withEnds(trans, ends?.transaction_id), projects.transaction_id)),
    countries: merged(
      withEnds(
        countries.map((r) => ({ value: String(r.value), count: Number(r.count) })),
        ends?.country,
      ),
      projects.country,
    ).map((r) => ({ id: r.value, count: r.count })),
  };
}

/** The highest price of the units of projects in a query's cells: the first in the index of their prices, walked down. */
async function highestOfProjects(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery): Promise<number> {
  const row = await unitsOfCells(db, siteId, query, 0).select('price').where('price', 'is not', null).orderBy('price', 'desc').limit(1).executeTakeFirst();
  return Number(row?.price ?? 0);
}

/**
 * The hits the PROJECT type finds in a query's cells and price range: its projects (each once) and any property of that
 * type, each counted from the index of its own kind of unit.
 */
async function projectTypedHits(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery): Promise<{ n: number }> {
  const range = query.range?.[SEARCH_FIELDS.price] ?? {};
  const [projects, properties] = await Promise.all([
    withinPrices(unitsOfCells(db, siteId, query, 0), range).select(sql<number>`count(distinct group_id)`.as('n')).executeTakeFirst(),
    withinPrices(unitsOfCells(db, siteId, query, 1), range).where('head_type', '=', HEAD_TYPE_ID.PROJECT).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { n: Number(projects?.n ?? 0) + Number(properties?.n ?? 0) };
}

type Cells = ReturnType<typeof facetCells>;

/** Units priced above 0 and at most each step, from the cells' 'price_le' counts. */
async function stepCounts(cells: Cells, steps: readonly number[]): Promise<Map<number, number>> {
  const rows = await cells('price_le')
    .select(['num_value as value', (eb) => eb.fn.sum<number>('count').as('count')])
    .where('num_value', 'in', [...steps])
    .groupBy('num_value')
    .execute();
  return new Map(rows.map((row) => [Number(row.value), Number(row.count)]));
}

/** The same from banded cells: the units of the bands from the first positive one to the step's own band. */
async function bandedStepCounts(cells: Cells, steps: readonly number[], facet = 'units'): Promise<Map<number, number>> {
  const rows = await cells(facet)
    .select(['price_band as band', (eb) => eb.fn.sum<number>('count').as('count')])
    .groupBy('price_band')
    .execute();
  return new Map(
    steps.map((step) => {
      const top = 2 * STEPS.indexOf(step) + 1;
      return [step, rows.reduce((sum, row) => (Number(row.band) >= 0 && Number(row.band) <= top ? sum + Number(row.count) : sum), 0)];
    }),
  );
}
