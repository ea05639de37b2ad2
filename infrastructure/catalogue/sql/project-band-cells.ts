import { sql, type Kysely, type RawBuilder } from 'kysely';
import { HEAD_TYPE_ID } from '../../../domain/enumerations/head-types';
import type { CatalogueSchema } from './schema';
import { MASK_LENGTH } from './table-masks';

/**
 * Issue 21 item 1: the projects of a price range (filter values with a price range), counted from cells. A project is
 * one hit however many of its units are in the range, so its counts do not add up over price bands; they add up over
 * projects, each counted once at the first band of its own that the range holds. Each project keeps, per value of a
 * facet at a level key, a row per band its units there have, with the band before it among them ('pb.' cells: the
 * band in price_band, the band before in city_id, null for the first). A range [lo, hi] holds a project's first band
 * of its own in the range at the row whose band is in the range and whose band before is below lo (or none). Rows
 * with the same band, band before and value count their projects: their number follows the bands a project spans, not
 * the projects.
 *
 * The positions, names and postal codes of the projects' units in a city add up over units: they are kept per band
 * and city ('band.p.' city cells), as the properties' are.
 */

/** The facets counted per project and band, by their name and the column of their value (none: every project). */
const FACETS = [
  { name: 'head_type', value: 'head_type' },
  { name: 'sub_type', value: 'sub_type' },
  { name: 'transaction_id', value: 'transaction_id' },
  { name: 'bedrooms', value: 'bedrooms' },
  { name: 'country', value: 'country' },
  { name: 'city', value: 'city_id' },
  { name: 'project', value: undefined },
  { name: 'project_type', value: undefined },
  // Each choice of the list filter table a unit meets (its position in the unit's mask, table-masks.ts).
  { name: 'choice', value: 'position' },
] as const;

/** The units with each position of their mask that is a '1' (a choice they meet). */
const UNIT_CHOICES = sql`units join (${sql.join(
  Array.from({ length: MASK_LENGTH }, (_, position) => sql`select ${sql.lit(position)} as position`),
  sql` union all `,
)}) positions on substr(units.table_mask, positions.position + 1, 1) = '1'`;

export interface BandLevel {
  readonly prefix: string;
  readonly cell: RawBuilder<unknown>;
  readonly columns: RawBuilder<unknown>;
  readonly keys: readonly string[];
}

/**
 * The SELECTs of the 'pb.' and 'band.p.' city cells of the common table `units` (search-facets.ts), at each level; `after`
 * gives the city_id column (and the sign of a change) from a band before (`prev`) or none.
 */
export function projectBandSelects(levels: readonly BandLevel[], after: (cityId: RawBuilder<unknown>) => RawBuilder<unknown>): RawBuilder<unknown>[] {
  return levels.flatMap((level) => {
    const keys = sql.join(
      level.keys.map((key) => sql`, ${sql.ref(key)}`),
      sql``,
    );
    const perFacet = FACETS.map(({ name, value }) => {
      // The value as a column of its own name: a level's key may be the same column (the head type at a cell's level).
      const column = value === undefined ? sql`` : sql`, value`;
      const units =
        name === 'project_type'
          ? sql`(id <> group_id or head_type = ${sql.lit(HEAD_TYPE_ID.PROJECT)})`
          : sql`solo = 0${value === undefined || value === 'position' ? sql`` : sql` and ${sql.ref(value)} is not null`}`;
      const num = value === undefined || value === 'country' ? sql`null` : sql`value`;
      const text = value === 'country' ? sql`value` : sql`null`;
      const valueOf = value === undefined ? sql`` : sql`, ${sql.ref(value)} as value`;
      // Each project's bands (distinct) per key and value, each with the band before it among them.
      const bands = sql`(select site_id${keys}${column}, price_band, lag(price_band) over (partition by site_id${keys}${column}, group_id order by price_band) as prev
        from (select distinct site_id${keys}${valueOf}, group_id, price_band from ${name === 'choice' ? UNIT_CHOICES : sql`units`}
          where price_band is not null and ${units}) distinct_bands) project_bands`;
      return sql`select site_id, ${level.columns}, price_band, ${sql.lit(`pb.${level.prefix}${name}`)}, ${num}, ${text}, count(*), null, null, null, 0, null, 0${after(sql`prev`)}
        from ${bands} group by site_id${keys}${column}, price_band, prev`;
    });
    const cities = sql`select site_id, ${level.columns}, price_band, ${sql.lit(`band.p.${level.prefix}city`)}, city_id, null, count(*), max(city_name), max(city_zip),
        sum(lat), count(lat), sum(lon), count(lon)${after(sql`null`)}
      from units where solo = 0 and city_id is not null and price_band is not null group by site_id${keys}, price_band, city_id`;
    return [...perFacet, cities];
  });
}

export interface ProjectCity {
  readonly name: string | null;
  readonly zip: string | null;
  readonly latSum: number;
  readonly latCount: number;
  readonly lonSum: number;
  readonly lonCount: number;
}

/** Distinct projects per facet value, and the positions of their units per city. */
export interface ProjectCounts {
  readonly head_type: Map<number, number>;
  readonly sub_type: Map<number, number>;
  readonly transaction_id: Map<number, number>;
  readonly bedrooms: Map<number, number>;
  readonly country: Map<string, number>;
  readonly city: Map<number, number>;
  readonly price_le: Map<number, number>;
  readonly cities: Map<number, ProjectCity>;
}

/**
 * The projects with a unit in the range's bands that meets each choice of the list filter table, by the choice's
 * position in a mask: the table's choice counts of a query without table clauses (one choice asked at a time).
 */
export async function choiceProjectsInBands(db: Kysely<CatalogueSchema>, siteId: string, query: BandQuery): Promise<Map<number, number>> {
  let q = db
    .selectFrom('search_facets')
    .where('site_id', '=', siteId)
    .where('facet', '=', `pb.${query.level}choice`)
    .where('price_band', '>=', query.lo)
    .where('price_band', '<=', query.hi)
    .where((eb) => eb.or([eb('city_id', 'is', null), eb('city_id', '<', query.lo)]));
  if (query.transaction !== undefined) q = q.where('transaction_id', '=', query.transaction);
  if (query.headType !== undefined) q = q.where('head_type', '=', query.headType);
  const rows = await q
    .select(['num_value', (eb) => eb.fn.sum<number>('count').as('n')])
    .groupBy('num_value')
    .execute();
  return new Map(rows.map((row) => [Number(row.num_value), Number(row.n)]));
}

/** The cells a query selects: its level, its one transaction and one head type (or none), the bands of its price range. */
export interface BandQuery {
  readonly level: string;
  readonly transaction?: number;
  readonly headType?: number;
  readonly lo: number;
  readonly hi: number;
}

/**
 * The projects with a unit in the range's bands per facet value, the units' positions per city, the projects at or
 * below each price step (by their cheapest unit priced above 0 in the range: band 0 and up), and the projects the
 * PROJECT head type finds: each a few rows per band of the range.
 */
export async function projectsInBands(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: BandQuery,
  steps: readonly number[],
  bandOf: (step: number) => number,
): Promise<{ counts: ProjectCounts; hits: number }> {
  const cells = (facet: string, lo = query.lo) => {
    let q = db
      .selectFrom('search_facets')
      .where('site_id', '=', siteId)
      .where('facet', '=', facet)
      .where('price_band', '>=', lo)
      .where('price_band', '<=', query.hi);
    if (query.transaction !== undefined) q = q.where('transaction_id', '=', query.transaction);
    if (query.headType !== undefined) q = q.where('head_type', '=', query.headType);
    return q;
  };
  /** The 'pb.' rows of projects whose first band in [lo, hi] is theirs. */
  const first = (name: string, lo = query.lo) => cells(`pb.${query.level}${name}`, lo).where((eb) => eb.or([eb('city_id', 'is', null), eb('city_id', '<', lo)]));
  const byNumber = async (name: string) => {
    const rows = await first(name)
      .select(['num_value', (eb) => eb.fn.sum<number>('count').as('n')])
      .groupBy('num_value')
      .execute();
    return new Map(rows.map((row) => [Number(row.num_value), Number(row.n)]));
  };
  const positive = Math.max(query.lo, 0);
  const [head_type, sub_type, transaction_id, bedrooms, city, countries, lowest, cityRows, hits] = await Promise.all([
    byNumber('head_type'),
    byNumber('sub_type'),
    byNumber('transaction_id'),
    byNumber('bedrooms'),
    byNumber('city'),
    first('country')
      .select(['text_value', (eb) => eb.fn.sum<number>('count').as('n')])
      .groupBy('text_value')
      .execute(),
    first('project', positive)
      .select(['price_band', (eb) => eb.fn.sum<number>('count').as('n')])
      .groupBy('price_band')
      .execute(),
    cells(`band.p.${query.level}city`)
      .select((eb) => [
        'num_value',
        eb.fn.max('name').as('name'),
        eb.fn.max('zip').as('zip'),
        eb.fn.sum<number>('lat_sum').as('lat_sum'),
        eb.fn.sum<number>('lat_count').as('lat_count'),
        eb.fn.sum<number>('lon_sum').as('lon_sum'),
        eb.fn.sum<number>('lon_count').as('lon_count'),
      ])
      .groupBy('num_value')
      .execute(),
    first('project_type')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .executeTakeFirst(),
  ]);
  const price_le = new Map(steps.map((step) => [step, lowest.reduce((sum, row) => (Number(row.price_band) <= bandOf(step) ? sum + Number(row.n) : sum), 0)]));
  const cities = new Map(
    cityRows.map((row): [number, ProjectCity] => [
      Number(row.num_value),
      {
        name: row.name,
        zip: row.zip,
        latSum: Number(row.lat_sum ?? 0),
        latCount: Number(row.lat_count),
        lonSum: Number(row.lon_sum ?? 0),
        lonCount: Number(row.lon_count),
      },
    ]),
  );
  return {
    counts: {
      head_type,
      sub_type,
      transaction_id,
      bedrooms,
      country: new Map(countries.map((row) => [String(row.text_value), Number(row.n)])),
      city,
      price_le,
      cities,
    },
    hits: Number(hits?.n ?? 0),
  };
}
