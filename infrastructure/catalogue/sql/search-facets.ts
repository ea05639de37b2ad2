import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { IdBucket, PropertyFilterData, ValueBucket } from '../../../domain/search/filter-data';
import type { SearchQuery } from '../../../domain/search/search-query';
import { SEARCH_FIELDS } from '../../../domain/search/search-fields';
import { PRICE_STEPS, RENT_STEPS, priceSteps } from '../../memory/filter-data-aggregation';
import type { CatalogueSchema } from './schema';

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

const STEPS = [...new Set([...PRICE_STEPS, ...RENT_STEPS])].sort((a, b) => a - b);

const PRICE_BAND = sql`case when price <= 0 then -1 else 2 * (${sql.join(
  STEPS.map((step) => sql`case when price > ${sql.lit(step)} then 1 else 0 end`),
  sql` + `,
)}) + case when price in (${sql.join(STEPS.map((step) => sql.lit(step)))}) then 1 else 0 end end`;

/** The bands of the prices from `gte` to `lte`, or undefined when a bound is not a price step. */
function bandRange(gte: number | undefined, lte: number | undefined): { lo: number; hi: number } | undefined {
  const band = (bound: number) => (STEPS.includes(bound) ? 2 * STEPS.indexOf(bound) + 1 : undefined);
  const lo = gte === undefined ? -1 : band(gte);
  const hi = lte === undefined ? 2 * STEPS.length : band(lte);
  return lo === undefined || hi === undefined ? undefined : { lo, hi };
}

type AnyDb = Kysely<unknown> | Kysely<CatalogueSchema>;
type Runner = Parameters<ReturnType<typeof sql>['execute']>[0];

const CELL = sql`site_id, transaction_id, head_type`;

/** Recomputes every cell of one site from its units; run in the transaction that wrote them. */
export async function refreshSearchFacets(db: AnyDb, siteId: string): Promise<void> {
  const run = db as unknown as Runner;
  await sql`delete from search_facets where site_id = ${siteId}`.execute(run);
  const units = sql`(select estate_units.*, case when price is null then null else ${PRICE_BAND} end as price_band from estate_units where site_id = ${siteId}) units`;
  // Each facet twice: per (transaction, head type) cell, and per cell and price band ('band.' facets).
  for (const banded of [false, true]) {
    const cell = banded ? sql`site_id, transaction_id, head_type, price_band` : CELL;
    const prefix = banded ? 'band.' : '';
    const where = banded ? sql`price_band is not null` : sql`1 = 1`;
    const insert = sql`insert into search_facets (site_id, transaction_id, head_type, price_band, facet, num_value, text_value, count, name, zip, lat_sum, lat_count, lon_sum, lon_count)`;
    const band = banded ? sql`price_band` : sql`null`;
    const into = (facet: string, value: RawBuilder<unknown>, text: RawBuilder<unknown>, rest: RawBuilder<unknown>, filter: RawBuilder<unknown>, groupBy: RawBuilder<unknown>) =>
      sql`${insert} select site_id, transaction_id, head_type, ${band}, ${prefix + facet}, ${value}, ${text}, ${rest}
          from ${units} where ${where} and ${filter} group by ${cell}${groupBy}`.execute(run);
    const plain = sql`count(*), null, null, null, 0, null, 0`;
    for (const column of ['head_type', 'sub_type', 'transaction_id', 'bedrooms']) {
      await into(column, sql.ref(column), sql`null`, plain, sql`${sql.ref(column)} is not null`, sql`, ${sql.ref(column)}`);
    }
    await into('country', sql`null`, sql`country`, plain, sql`country is not null`, sql`, country`);
    await into('city', sql`city_id`, sql`null`, sql`count(*), max(city_name), max(city_zip), sum(lat), count(lat), sum(lon), count(lon)`, sql`city_id is not null`, sql`, city_id`);
    // Hits: a property counts once; a project once however many of its units match (one row per project and cell).
    await into('solo', sql`null`, sql`null`, plain, sql`solo = 1`, sql``);
    await into('project', sql`group_id`, sql`null`, plain, sql`solo = 0`, sql`, group_id`);
    await into('highest', sql`max(price)`, sql`null`, plain, sql`price is not null`, sql``);
    if (banded) {
      await into('units', sql`null`, sql`null`, plain, sql`1 = 1`, sql``);
    } else {
      for (const step of STEPS) await into('price_le', sql`${step}`, sql`null`, plain, sql`price > 0 and price <= ${step}`, sql``);
    }
  }
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
    Object.keys(query.terms ?? {}).every((path) => CELL_FIELDS.has(path))
  );
}

const ids = (values: readonly (string | number)[]) => {
  const list = values.map(Number).filter(Number.isFinite);
  return list.length > 0 ? list : [null as never];
};

/** The cells of one facet that a query answered by the cells selects. */
function facetCells(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery) {
  const transactions = query.terms?.[SEARCH_FIELDS.transaction];
  const headTypes = query.terms?.[SEARCH_FIELDS.headType];
  const bands = priceBands(query);
  return (facet: string) => {
    let q = db.selectFrom('search_facets').where('site_id', '=', siteId).where('facet', '=', bands ? `band.${facet}` : facet);
    if (transactions) q = q.where('transaction_id', 'in', ids(transactions));
    if (headTypes) q = q.where('head_type', 'in', ids(headTypes));
    if (bands) q = q.where('price_band', '>=', bands.lo).where('price_band', '<=', bands.hi);
    return q;
  };
}

/** §7 total (matching groups) of a query answered by the cells: properties plus distinct projects. */
export async function facetTotal(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery): Promise<number> {
  const cells = facetCells(db, siteId, query);
  const [solo, projects] = await Promise.all([
    cells('solo').select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirst(),
    cells('project').select(sql<number>`count(distinct num_value)`.as('n')).executeTakeFirst(),
  ]);
  return Number(solo?.n ?? 0) + Number(projects?.n ?? 0);
}

/** §7 /estate-filters from the cells: the same values and counts as counting the matching units. */
export async function facetFilterValues(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery): Promise<PropertyFilterData> {
  const cells = facetCells(db, siteId, query);
  const counted = async (facet: string) => {
    const rows = await cells(facet)
      .select(['num_value as value', (eb) => eb.fn.sum<number>('count').as('count')])
      .groupBy('num_value')
      .orderBy('num_value')
      .execute();
    return rows.map((row) => ({ value: Number(row.value), count: Number(row.count) }));
  };
  const idBuckets = (rows: { value: number; count: number }[]): IdBucket[] => rows.map((r) => ({ id: r.value, count: r.count }));
  const [head, sub, trans, bedrooms, countries, locations, highest] = await Promise.all([
    counted('head_type').then(idBuckets),
    counted('sub_type').then(idBuckets),
    counted('transaction_id').then(idBuckets),
    counted('bedrooms').then((rows): ValueBucket[] => rows),
    cells('country')
      .select(['text_value as value', (eb) => eb.fn.sum<number>('count').as('count')])
      .groupBy('text_value')
      .orderBy('text_value')
      .execute(),
    cells('city')
      .select((eb) => [
        'num_value as city_id',
        eb.fn.max('name').as('name'),
        eb.fn.max('zip').as('zip'),
        sql<number | null>`case when sum(lat_count) > 0 then sum(lat_sum) / sum(lat_count) end`.as('lat'),
        sql<number | null>`case when sum(lon_count) > 0 then sum(lon_sum) / sum(lon_count) end`.as('lon'),
        eb.fn.sum<number>('count').as('count'),
      ])
      .groupBy('num_value')
      .orderBy('name')
      .execute(),
    cells('highest').select((eb) => eb.fn.max('num_value').as('highest')).executeTakeFirst(),
  ]);
  const steps = priceSteps(Number(highest?.highest ?? 0));
  const byStep = priceBands(query) ? await bandedStepCounts(cells, steps) : await stepCounts(cells, steps);
  return {
    headTypes: head,
    subTypes: sub,
    bedrooms,
    locations: locations.map((l) => ({
      id: Number(l.city_id),
      name: String(l.name ?? ''),
      ...(l.zip && { zip: String(l.zip) }),
      ...(l.lat !== null && { lat: Number(l.lat) }),
      ...(l.lon !== null && { lon: Number(l.lon) }),
      count: Number(l.count),
    })),
    prices: steps.map((step) => ({ value: step, count: byStep.get(step) ?? 0 })),
    transactions: trans,
    countries: countries.map((r) => ({ id: String(r.value), count: Number(r.count) })),
  };
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
async function bandedStepCounts(cells: Cells, steps: readonly number[]): Promise<Map<number, number>> {
  const rows = await cells('units')
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
