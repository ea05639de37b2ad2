import { sql, type Kysely, type RawBuilder } from 'kysely';
import { HEAD_TYPE_ID } from '../../../domain/enumerations/head-types';
import type { IdBucket, PropertyFilterData, TableChoiceCounts, ValueBucket } from '../../../domain/search/filter-data';
import type { SearchQuery } from '../../../domain/search/search-query';
import { TABLE_CHOICES, withoutClauseOn, type TableChoices } from '../../../domain/search/table-choices';
import { priceSteps } from '../../memory/filter-data-aggregation';
import type { CatalogueSchema, DialectName } from './schema';
import { answeredByBandCut, answeredByCityCells, answeredByFacets, facetFilterValues, maskCounts, projectTypeSplit } from './search-facets';
import { matchingUnits } from './sql-search';
import { choiceCountsOf, choicePositions, meets, type MaskCounts } from './table-masks';
import { TALLIED_COLUMNS, talliedFilterValues, withProjectBucket, type TalliedUnit } from './tallied-filter-values';

type CountedColumn = 'head_type' | 'sub_type' | 'transaction_id' | 'country' | 'bedrooms';

/**
 * §7 /estate-filters: the choices left by the same query, counted per unit. The usual list queries, one city alone and
 * a price range off the steps and the PROJECT type alone (the list's split of its types) read the cells counted when the
 * site's estates were written (search-facets.ts; the range also the units of the two bands it cuts); any other query
 * counts its matches.
 */
export function sqlFilterValues(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: SearchQuery,
  dialect: DialectName,
): Promise<PropertyFilterData> {
  const fromCells = answeredByFacets(query) || answeredByCityCells(query) || answeredByBandCut(query) || projectTypeSplit(query) !== undefined;
  return fromCells ? facetFilterValues(db, siteId, query) : countedFilterValues(db, siteId, query, dialect);
}

/**
 * Hits among the rows: a property once per row, a project once however many of its units are there
 * (issue 13 item 2: a filter's count is the total its choice finds). `when` narrows the rows.
 */
const hits = (when: RawBuilder<unknown> = sql`1 = 1`) =>
  sql<number>`sum(case when estate_units.solo = 1 and ${when} then 1 else 0 end) + count(distinct case when estate_units.solo = 0 and ${when} then estate_units.group_id end)`;

/** Hits with a unit of a project (the PROJECT head type) or of head type PROJECT itself. */
const PROJECT_HITS = sql<number>`count(distinct case when estate_units.id <> estate_units.group_id or estate_units.head_type = ${HEAD_TYPE_ID.PROJECT} then estate_units.group_id end)`;

/**
 * The filter values of any query, counted over its matching units as hits. SQLite reads the units once and tallies
 * them here (tallied-filter-values.ts); PostgreSQL counts them in SQL, value by value. Measured (bench:catalogue
 * --quick, 2026-11-28): on SQLite, a price range's filter values took 18.5 ms at 5,000 estates and 197 ms at 200,000
 * as nine GROUP BY passes, 6.8 and 82 ms tallied (10 km around a city: 45.9 → 16.2 ms and 674 → 566 ms); on
 * PostgreSQL the tally was the slower (20,000 estates: 32.5 against 20.1 ms for the price range): its passes run
 * side by side on the server, and each row sent costs the client more than its count.
 */
export async function countedFilterValues(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: SearchQuery,
  dialect: DialectName,
): Promise<PropertyFilterData> {
  if (dialect !== 'sqlite') return groupedFilterValues(db, siteId, query, dialect);
  const units = await matchingUnits(db, siteId, query, dialect)
    .select(TALLIED_COLUMNS.map((column) => `estate_units.${column}` as const))
    .execute();
  return talliedFilterValues(units as unknown as TalliedUnit[]);
}

/** The filter values of a query, counted in SQL, each filter's values in a GROUP BY of their own. */
async function groupedFilterValues(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: SearchQuery,
  dialect: DialectName,
): Promise<PropertyFilterData> {
  const units = () => matchingUnits(db, siteId, query, dialect);
  const counted = async (col: CountedColumn) => {
    const rows = await units()
      .select([`estate_units.${col} as value` as const, hits().as('count')])
      .where(`estate_units.${col}`, 'is not', null)
      .groupBy(`estate_units.${col}`)
      .orderBy(`estate_units.${col}`)
      .execute();
    return rows.map((row) => ({ value: row.value as number | string, count: Number(row.count) }));
  };
  const ids = (rows: { value: number | string; count: number }[]): IdBucket[] => rows.map((r) => ({ id: Number(r.value), count: r.count }));

  const [headTypes, subTypes, transactions, countries, bedrooms, locations, highest, projects] = await Promise.all([
    counted('head_type').then(ids),
    counted('sub_type').then(ids),
    counted('transaction_id').then(ids),
    counted('country').then((rows) => rows.map((r) => ({ id: String(r.value), count: r.count }))),
    counted('bedrooms').then((rows): ValueBucket[] => rows.map((r) => ({ value: Number(r.value), count: r.count }))),
    units()
      .select((eb) => [
        'estate_units.city_id',
        eb.fn.max('estate_units.city_name').as('name'),
        eb.fn.max('estate_units.city_zip').as('zip'),
        eb.fn.avg<number>('estate_units.lat').as('lat'),
        eb.fn.avg<number>('estate_units.lon').as('lon'),
        hits().as('count'),
      ])
      .where('estate_units.city_id', 'is not', null)
      .groupBy('estate_units.city_id')
      .execute(),
    units().select((eb) => eb.fn.max('estate_units.price').as('highest')).executeTakeFirst(),
    units().select(PROJECT_HITS.as('n')).executeTakeFirst(),
  ]);
  const steps = priceSteps(Number(highest?.highest ?? 0));
  const priceRow = await units()
    .select(steps.map((step, i) => hits(sql`estate_units.price > 0 and estate_units.price <= ${step}`).as(`p${i}`)))
    .executeTakeFirst();
  const prices = steps.map((step, i) => ({ value: step, count: Number((priceRow as Record<string, unknown> | undefined)?.[`p${i}`] ?? 0) }));
  return {
    headTypes: withProjectBucket(headTypes, Number(projects?.n ?? 0)),
    subTypes,
    bedrooms,
    // Code-point order by name (then id) on both databases, as the cells give them.
    locations: locations
      .map((l) => ({
        id: Number(l.city_id),
        name: String(l.name ?? ''),
        ...(l.zip && { zip: String(l.zip) }),
        ...(l.lat !== null && { lat: Number(l.lat) }),
        ...(l.lon !== null && { lon: Number(l.lon) }),
        count: Number(l.count),
      }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)),
    prices,
    transactions,
    countries,
  };
}

/**
 * The masks of a query's matching units (table-masks.ts): properties per mask, projects per set of the masks of their
 * units, from one GROUP BY of the units by project and mask (a few hundred rows at 200,000 estates).
 */
async function matchedMaskCounts(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery, dialect: DialectName): Promise<MaskCounts> {
  const project = sql<number | null>`case when estate_units.solo = 1 then null else estate_units.group_id end`;
  const rows = await matchingUnits(db, siteId, query, dialect)
    .select([project.as('project'), 'estate_units.table_mask as mask', sql<number>`count(*)`.as('n')])
    .groupBy([project, 'estate_units.table_mask'])
    .execute();
  const masksOf = new Map<number, string[]>();
  for (const row of rows) if (row.project !== null) masksOf.set(Number(row.project), [...(masksOf.get(Number(row.project)) ?? []), row.mask]);
  const sets = new Map<string, number>();
  for (const masks of masksOf.values()) {
    const key = masks.sort().join(',');
    sets.set(key, (sets.get(key) ?? 0) + 1);
  }
  return {
    properties: rows.filter((row) => row.project === null).map((row) => ({ mask: row.mask, count: Number(row.n) })),
    projects: [...sets].map(([masks, count]) => ({ masks: masks.split(','), count })),
  };
}

/**
 * Issue 19 item 7: the list filter table's choices, each counted as the hits of the query with that choice made (its
 * filter's own clause replaced), so a choice's count is the list it shows. Issue 21 item 1: from the masks of the
 * units the query finds without its table clauses, when those clauses are the table's own choices (table-masks.ts):
 * read from the cells when they answer it, else counted per mask from its matching units.
 *
 * Any other query: the filters it leaves unset share one pass over its matching units joined to their unit_values; a
 * filter it sets is counted over the query without its own clause. A pass reads each value once with how many
 * properties hold it, and each project's values (a project is one hit however many of its units meet a choice); the
 * choices are met here, a few dozen rows.
 */
export async function sqlTableChoiceCounts(db: Kysely<CatalogueSchema>, siteId: string, query: SearchQuery, dialect: DialectName): Promise<TableChoiceCounts> {
  const asked = choicePositions(query);
  if (asked) return choiceCountsOf((await maskCounts(db, siteId, asked.rest)) ?? (await matchedMaskCounts(db, siteId, asked.rest, dialect)), asked.positions);
  const set = new Set([...Object.keys(query.terms ?? {}), ...Object.keys(query.range ?? {})]);
  const passes: { readonly base: SearchQuery; readonly filters: readonly TableChoices[] }[] = [
    { base: query, filters: TABLE_CHOICES.filter(({ field }) => !set.has(field)) },
    ...TABLE_CHOICES.filter(({ field }) => set.has(field)).map((filter) => ({ base: withoutClauseOn(query, filter.field), filters: [filter] })),
  ].filter((pass) => pass.filters.length > 0);
  const counted = await Promise.all(
    passes.map(async ({ base, filters }) => {
      // A property's values are counted together; a project's are kept apart under its group.
      const project = sql<number | null>`case when estate_units.solo = 1 then null else estate_units.group_id end`;
      const rows = await matchingUnits(db, siteId, base, dialect)
        .innerJoin('unit_values as v', (join) => join.onRef('v.site_id', '=', 'estate_units.site_id').onRef('v.unit_id', '=', 'estate_units.id'))
        .where('v.field', 'in', filters.map(({ field }) => field))
        .select([project.as('project'), 'v.field', 'v.num_value', 'v.text_value', sql<number>`count(*)`.as('n')])
        .groupBy([project, 'v.field', 'v.num_value', 'v.text_value'])
        .execute();
      return filters.map(({ key, field, choices }) => {
        const values = rows.filter((row) => row.field === field);
        const counts = choices.map(({ value, clause }) => {
          const met = values.filter((row) => meets(clause, row.num_value === null ? null : Number(row.num_value), row.text_value));
          const projects = new Set(met.flatMap((row) => (row.project === null ? [] : [row.project])));
          return { value, count: met.reduce((sum, row) => sum + (row.project === null ? Number(row.n) : 0), 0) + projects.size };
        });
        return [key, counts] as const;
      });
    }),
  );
  return Object.fromEntries(counted.flat()) as TableChoiceCounts;
}
