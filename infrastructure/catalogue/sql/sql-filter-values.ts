import { sql, type Kysely } from 'kysely';
import type { IdBucket, PropertyFilterData, ValueBucket } from '../../../domain/search/filter-data';
import type { SearchQuery } from '../../../domain/search/search-query';
import { priceSteps } from '../../memory/filter-data-aggregation';
import type { DialectName } from './database';
import type { CatalogueSchema } from './schema';
import { answeredByFacets, facetFilterValues } from './search-facets';
import { matchingUnits } from './sql-search';

type CountedColumn = 'head_type' | 'sub_type' | 'transaction_id' | 'country' | 'bedrooms';

/**
 * §7 /estate-filters: the choices left by the same query, counted per unit. The usual list queries read the
 * cells counted when the site's estates were written (search-facets.ts); any other query counts its matches.
 */
export function sqlFilterValues(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: SearchQuery,
  dialect: DialectName,
): Promise<PropertyFilterData> {
  return answeredByFacets(query) ? facetFilterValues(db, siteId, query) : countedFilterValues(db, siteId, query, dialect);
}

/** The filter values of any query, counted over its matching units. */
export async function countedFilterValues(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: SearchQuery,
  dialect: DialectName,
): Promise<PropertyFilterData> {
  const units = () => matchingUnits(db, siteId, query, dialect);
  const counted = async (col: CountedColumn) => {
    const rows = await units()
      .select([`estate_units.${col} as value` as const, (eb) => eb.fn.countAll<number>().as('count')])
      .where(`estate_units.${col}`, 'is not', null)
      .groupBy(`estate_units.${col}`)
      .orderBy(`estate_units.${col}`)
      .execute();
    return rows.map((row) => ({ value: row.value as number | string, count: Number(row.count) }));
  };
  const ids = (rows: { value: number | string; count: number }[]): IdBucket[] => rows.map((r) => ({ id: Number(r.value), count: r.count }));

  const [headTypes, subTypes, transactions, countries, bedrooms, locations, highest] = await Promise.all([
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
        eb.fn.countAll<number>().as('count'),
      ])
      .where('estate_units.city_id', 'is not', null)
      .groupBy('estate_units.city_id')
      .orderBy('name')
      .execute(),
    units().select((eb) => eb.fn.max('estate_units.price').as('highest')).executeTakeFirst(),
  ]);
  const steps = priceSteps(Number(highest?.highest ?? 0));
  const priceRow = await units()
    .select(steps.map((step, i) => sql<number>`sum(case when estate_units.price > 0 and estate_units.price <= ${step} then 1 else 0 end)`.as(`p${i}`)))
    .executeTakeFirst();
  const prices = steps.map((step, i) => ({ value: step, count: Number((priceRow as Record<string, unknown> | undefined)?.[`p${i}`] ?? 0) }));
  return {
    headTypes,
    subTypes,
    bedrooms,
    locations: locations.map((l) => ({
      id: Number(l.city_id),
      name: String(l.name ?? ''),
      ...(l.zip && { zip: String(l.zip) }),
      ...(l.lat !== null && { lat: Number(l.lat) }),
      ...(l.lon !== null && { lon: Number(l.lon) }),
      count: Number(l.count),
    })),
    prices,
    transactions,
    countries,
  };
}
