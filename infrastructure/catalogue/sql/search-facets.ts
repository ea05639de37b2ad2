import { sql, type Kysely } from 'kysely';
import type { IdBucket, PropertyFilterData, ValueBucket } from '../../../domain/search/filter-data';
import type { SearchQuery } from '../../../domain/search/search-query';
import { SEARCH_FIELDS } from '../../../domain/search/search-fields';
import { PRICE_STEPS, RENT_STEPS, priceSteps } from '../../memory/filter-data-aggregation';
import type { CatalogueSchema } from './schema';

/**
 * Issue 8 item 6: the filter values of a site, counted once per (transaction, head type) cell when its
 * estates are written, so that /estate-filters for the usual list queries (none, a transaction, a type,
 * the §5 hidden statuses) adds up a few cells instead of counting every matching unit.
 */

const STEPS = [...new Set([...PRICE_STEPS, ...RENT_STEPS])];

type AnyDb = Kysely<unknown> | Kysely<CatalogueSchema>;
type Runner = Parameters<ReturnType<typeof sql>['execute']>[0];

const CELL = sql`site_id, transaction_id, head_type`;

/** Recomputes every cell of one site from its units; run in the transaction that wrote them. */
export async function refreshSearchFacets(db: AnyDb, siteId: string): Promise<void> {
  const run = db as unknown as Runner;
  await sql`delete from search_facets where site_id = ${siteId}`.execute(run);
  const insert = sql`insert into search_facets (site_id, transaction_id, head_type, facet, num_value, text_value, count, name, zip, lat_sum, lat_count, lon_sum, lon_count)`;
  const counted = (facet: string, column: string, text = false) =>
    sql`${insert} select ${CELL}, ${facet}, ${text ? sql`null` : sql.ref(column)}, ${text ? sql.ref(column) : sql`null`}, count(*), null, null, null, 0, null, 0
        from estate_units where site_id = ${siteId} and ${sql.ref(column)} is not null group by ${CELL}, ${sql.ref(column)}`.execute(run);
  for (const column of ['head_type', 'sub_type', 'transaction_id', 'bedrooms']) await counted(column, column);
  await counted('country', 'country', true);
  await sql`${insert} select ${CELL}, 'city', city_id, null, count(*), max(city_name), max(city_zip), sum(lat), count(lat), sum(lon), count(lon)
        from estate_units where site_id = ${siteId} and city_id is not null group by ${CELL}, city_id`.execute(run);
  // Hits: a property counts once; a project once however many of its units match (one row per project and cell).
  await sql`${insert} select ${CELL}, 'solo', null, null, count(*), null, null, null, 0, null, 0
        from estate_units where site_id = ${siteId} and solo = 1 group by ${CELL}`.execute(run);
  await sql`${insert} select ${CELL}, 'project', group_id, null, count(*), null, null, null, 0, null, 0
        from estate_units where site_id = ${siteId} and solo = 0 group by ${CELL}, group_id`.execute(run);
  await sql`${insert} select ${CELL}, 'highest', max(price), null, count(*), null, null, null, 0, null, 0
        from estate_units where site_id = ${siteId} and price is not null group by ${CELL}`.execute(run);
  for (const step of STEPS) {
    await sql`${insert} select ${CELL}, 'price_le', ${step}, null, count(*), null, null, null, 0, null, 0
          from estate_units where site_id = ${siteId} and price > 0 and price <= ${step} group by ${CELL}`.execute(run);
  }
}

const CELL_FIELDS: ReadonlySet<string> = new Set([SEARCH_FIELDS.transaction, SEARCH_FIELDS.headType]);

/** A query the cells can answer: terms on the transaction and the head type only. */
export function answeredByFacets(query: SearchQuery): boolean {
  return (
    query.range === undefined &&
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
  return (facet: string) => {
    let q = db.selectFrom('search_facets').where('site_id', '=', siteId).where('facet', '=', facet);
    if (transactions) q = q.where('transaction_id', 'in', ids(transactions));
    if (headTypes) q = q.where('head_type', 'in', ids(headTypes));
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
  const stepRows = await cells('price_le')
    .select(['num_value as value', (eb) => eb.fn.sum<number>('count').as('count')])
    .where('num_value', 'in', [...steps])
    .groupBy('num_value')
    .execute();
  const byStep = new Map(stepRows.map((row) => [Number(row.value), Number(row.count)]));
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
