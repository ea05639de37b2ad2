import type { Kysely } from 'kysely';
import type { PropertyFilterData } from '../../../../domain/search/filter-data';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { migrateTo, migrateToLatest } from '../../../../infrastructure/catalogue/sql/migrations';
import { facetFilterValues } from '../../../../infrastructure/catalogue/sql/search-facets';
import { countedFilterValues } from '../../../../infrastructure/catalogue/sql/sql-filter-values';
import { rederiveStaleSites } from '../../../../infrastructure/catalogue/sql/store-site-data';
import { groupRows } from '../../../../infrastructure/catalogue/sql/unit-row';
import { openEmptyTestDatabase, openTestCatalogue } from './open-test-catalogue';
import { randomGroups } from './random-groups';

/** Averages of coordinates may differ in their last bits by the order of addition; everything else is exact. */
function rounded(values: PropertyFilterData): PropertyFilterData {
  const round = (n: number | undefined) => (n === undefined ? undefined : Number(n.toFixed(9)));
  return { ...values, locations: values.locations.map((l) => ({ ...l, lat: round(l.lat), lon: round(l.lon) })) };
}

describe.each(openTestCatalogue.dialects())("issue 8 item 6 on %s: migration 015 and the derivation after it count the cities' cells of the sites stored before it", (dialect) => {
  it('§4 after the migration, the filter values of one city, read from its cells, equal the counts of its matching units', async () => {
    const { db, close } = await openEmptyTestDatabase(dialect);
    try {
      await migrateTo(db as Kysely<unknown>, '013-grouped-walks');
      // A site as 013 stored it (no mask yet, 023), before its cells were counted again with those of its cities.
      const rows = randomGroups(150, 5).map((group) => groupRows('demo', group));
      await db.insertInto('sites').values({ id: 'demo', document: '{}' }).execute();
      await db.insertInto('estate_groups').values(rows.map(({ group: { list_document: _listDocument, ...group } }) => group) as never).execute();
      await db.insertInto('estate_units').values(rows.flatMap((r) => r.units).map(({ table_mask: _mask, geo_cell: _cell, ...unit }) => unit) as never).execute();

      await migrateToLatest(db as Kysely<unknown>);
      await rederiveStaleSites(db);

      for (const city of [9000, 8000, 4000, 1000, 2000]) {
        const query = buildSearchBody({ filter: { cities: [city] } }).query;
        const cells = await facetFilterValues(db, 'demo', query);
        expect(cells.locations.map((location) => location.id)).toEqual([city]);
        expect({ city, values: rounded(cells) }).toEqual({ city, values: rounded(await countedFilterValues(db, 'demo', query, dialect)) });
      }
    } finally {
      await close();
    }
  });
});
