import type { Kysely } from 'kysely';
import { parseListFilter } from '../../../../domain/search/parse-list-filter';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch } from '../../../../domain/search/search-evaluation';
import { migrateTo, migrateToLatest } from '../../../../infrastructure/catalogue/sql/migrations';
import { bedroomTotal } from '../../../../infrastructure/catalogue/sql/search-facets';
import { searchGroupIds } from '../../../../infrastructure/catalogue/sql/sql-search';
import { rederiveStaleSites } from '../../../../infrastructure/catalogue/sql/store-site-data';
import { groupRows } from '../../../../infrastructure/catalogue/sql/unit-row';
import { openEmptyTestDatabase, openTestCatalogue } from './open-test-catalogue';
import { randomGroups } from './random-groups';

describe.each(openTestCatalogue.dialects())("issue 8 item 6 on %s: migration 017 and the derivation after it count the projects' most bedrooms and cells of the sites stored before it", (dialect) => {
  it('§7/§9 after the migration, a least number of bedrooms counts the same total from the cells, and a grouped page orders the same projects, as the domain', async () => {
    const { db, close } = await openEmptyTestDatabase(dialect);
    try {
      await migrateTo(db as Kysely<unknown>, '015-city-cells');
      // A site as 015 stored it (no mask yet, 023): no project cells, its cells to be counted again with the projects' most bedrooms.
      const groups = randomGroups(150, 9);
      const rows = groups.map((group) => groupRows('demo', group));
      await db.insertInto('sites').values({ id: 'demo', document: '{}' }).execute();
      await db.insertInto('estate_groups').values(rows.map(({ group: { list_document: _listDocument, ...group } }) => group) as never).execute();
      await db.insertInto('estate_units').values(rows.flatMap((r) => r.units).map(({ table_mask: _mask, geo_cell: _cell, ...unit }) => unit) as never).execute();

      await migrateToLatest(db as Kysely<unknown>);
      await rederiveStaleSites(db);

      for (const url of ['bed-min=1', 'bed-min=3', 'bed-min=2&trans=kopen', 'bed-min=3&trans=kopen&type=2']) {
        const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams(url)) });
        expect({ url, total: await bedroomTotal(db, 'demo', body.query) }).toEqual({ url, total: evaluateSearch(groups, body).total });
      }
      expect(Number((await db.selectFrom('project_cells').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n)).toBeGreaterThan(0);
      for (const url of ['', 'trans=kopen', 'sortType=city']) {
        const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams(url)), grouping: 'TYPE', size: 15, from: 15 });
        const ids = evaluateSearch(groups, body).results.map((estate) => Number(estate.general.id));
        expect({ url, ids: (await searchGroupIds(db, 'demo', body, dialect)).ids }).toEqual({ url, ids });
      }
    } finally {
      await close();
    }
  });
});
