import { sql, type Kysely } from 'kysely';
import { estateId, type City, type Estate } from '../../../domain/estate/estate';
import type { GroupCounts } from '../../../domain/grouping/group-estates';
import { groupSlot, NO_GROUP_KEY } from '../../../domain/grouping/group-key';
import type { Grouping } from '../../../domain/grouping/grouping';
import { priceBand, RENT_BAND_WIDTH, SALE_BAND_WIDTH } from '../../../domain/grouping/price-band';
import type { SearchQuery } from '../../../domain/search/search-query';
import type { Locale } from '../../../domain/shared/locale';
import type { CatalogueSchema, DialectName } from './schema';
import { matchingUnits } from './sql-search';

type Localise = (estate: Estate, locale: Locale | undefined) => Estate;

/** §4 rented ids, priced per month: their price bands are €250 wide (price-band.ts). */
const RENT_IDS = [2, 4, 8, 10];

/**
 * Issue 13 item 2: the hits of a query per §9 group, as groupEstates places them. A property is its own
 * group: counted per column. A project is placed by its own fields (its first unit standing in): its few
 * documents are read and placed by the domain's groupSlot.
 */
export async function sqlGroupCounts(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: SearchQuery,
  dialect: DialectName,
  grouping: Grouping,
  localise: Localise,
  locale: Locale | undefined,
): Promise<GroupCounts> {
  const counts: Record<string, number> = {};
  const add = (key: string | undefined, n: number) => {
    const k = key ?? NO_GROUP_KEY;
    counts[k] = (counts[k] ?? 0) + n;
  };
  const properties = matchingUnits(db, siteId, query, dialect).where(sql.ref('estate_units.id'), '=', sql.ref('estate_units.group_id'));
  if (grouping === 'TYPE' || grouping === 'SUBTYPE' || grouping === 'STATUS') {
    const column = grouping === 'TYPE' ? 'head_type' : grouping === 'SUBTYPE' ? 'sub_type' : 'transaction_id';
    const rows = await properties.select([sql<number | null>`estate_units.${sql.ref(column)}`.as('value'), sql<number>`count(*)`.as('n')]).groupBy(`estate_units.${column}`).execute();
    for (const row of rows) add(row.value === null ? undefined : String(row.value), Number(row.n));
  } else if (grouping === 'CITY') {
    const rows = await properties
      .select(['estate_units.city_id as city_id', 'estate_units.city_name as name', sql<number>`count(*)`.as('n')])
      .groupBy(['estate_units.city_id', 'estate_units.city_name'])
      .execute();
    const cities = await db
      .selectFrom('site_cities')
      .select(['city_id', 'document'])
      .where('site_id', '=', siteId)
      .where('city_id', 'in', [...new Set(rows.map((row) => Number(row.city_id)))].concat(-1))
      .execute();
    const known = new Map(cities.map((city) => [Number(city.city_id), JSON.parse(city.document) as City]));
    for (const row of rows) {
      const stored: City | undefined = known.get(Number(row.city_id)) ?? (row.name === null ? undefined : { id: Number(row.city_id), name: row.name, zip: '' });
      // The key is the city's name in the asker's language, as the search's own documents carry it.
      const shown = stored && localise({ general: { id: estateId(0) }, address: { city: { ...stored, name: row.name ?? stored.name } } }, locale);
      add(shown?.address?.city?.name?.trim() || undefined, Number(row.n));
    }
  } else {
    // Constants written into the statement: PostgreSQL cannot type a parameter in a CASE's branches.
    const width = sql<number>`case when estate_units.transaction_id in (${sql.join(RENT_IDS.map((id) => sql.lit(id)))}) then ${sql.lit(RENT_BAND_WIDTH)} else ${sql.lit(SALE_BAND_WIDTH)} end`;
    const rows = await properties
      .select([sql<number | null>`floor(estate_units.price / ${width})`.as('band'), width.as('width'), sql<number>`count(*)`.as('n')])
      .where('estate_units.price', '>', 0)
      // By position: PostgreSQL does not see two copies of an expression with parameters as the same.
      .groupBy([sql`1`, sql`2`])
      .execute();
    // The band's lower bound stands for its prices (a band holds its lower bound, price-band.ts).
    for (const row of rows) {
      const lower = Number(row.band) * Number(row.width);
      add(priceBand(Math.max(lower, 1), Number(row.width) === RENT_BAND_WIDTH ? RENT_IDS[0] : 1)?.key, Number(row.n));
    }
    const unpriced = await properties.select(sql<number>`count(*)`.as('n')).where((eb) => eb.or([eb('estate_units.price', 'is', null), eb('estate_units.price', '<=', 0)])).executeTakeFirst();
    add(undefined, Number(unpriced?.n ?? 0));
  }
  const projectIds = await matchingUnits(db, siteId, query, dialect)
    .where(sql.ref('estate_units.id'), '<>', sql.ref('estate_units.group_id'))
    .select('estate_units.group_id')
    .distinct()
    .execute();
  if (projectIds.length > 0) {
    const documents = await db
      .selectFrom('estate_groups')
      .select('document')
      .where('site_id', '=', siteId)
      .where('id', 'in', projectIds.map((row) => Number(row.group_id)))
      .execute();
    for (const row of documents) add(groupSlot(localise(JSON.parse(row.document) as Estate, locale), grouping)?.key, 1);
  }
  for (const key of Object.keys(counts)) if (counts[key] === 0) delete counts[key];
  return counts;
}
