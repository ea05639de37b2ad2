import type { Kysely } from 'kysely';
import { parseListFilter } from '../../../../domain/search/parse-list-filter';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch } from '../../../../domain/search/search-evaluation';
import { geoTotal } from '../../../../infrastructure/catalogue/sql/geo-cells';
import { migrateTo, migrateToLatest } from '../../../../infrastructure/catalogue/sql/migrations';
import { rederiveStaleSites } from '../../../../infrastructure/catalogue/sql/store-site-data';
import { groupRows } from '../../../../infrastructure/catalogue/sql/unit-row';
import { openEmptyTestDatabase, openTestCatalogue } from './open-test-catalogue';
import { randomGroups } from './random-groups';

const URLS = ['geo_range=10km;51.05;3.72', 'geo_range=4km;51.21;3.22&trans=kopen', 'geo_range=15km;50.85;4.35&trans=huren&type=1', 'geo_range=2km;51.22;4.4&type=2'];

describe.each(openTestCatalogue.dialects())('issue 21 item 1 on %s: the grid cells of a search within a distance (migration 026)', (dialect) => {
  it('§7 a site stored before 026, migrated and opened, counts each distance from its grid cells as the domain finds', async () => {
    const { db, close } = await openEmptyTestDatabase(dialect);
    try {
      await migrateTo(db as Kysely<unknown>, '025-fine-price-cells');
      const groups = randomGroups(200, 26);
      const rows = groups.map((group) => groupRows('demo', group));
      await db.insertInto('sites').values({ id: 'demo', document: '{}' }).execute();
      await db.insertInto('estate_groups').values(rows.map(({ group: { list_document: _listDocument, ...group } }) => group) as never).execute();
      await db.insertInto('estate_units').values(rows.flatMap((r) => r.units).map(({ geo_cell: _cell, ...unit }) => unit) as never).execute();

      await migrateToLatest(db as Kysely<unknown>);
      await rederiveStaleSites(db);

      for (const url of URLS) {
        const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams(url)) });
        expect({ url, total: await geoTotal(db, 'demo', body.query, dialect) }).toEqual({ url, total: evaluateSearch(groups, body).total });
      }
    } finally {
      await close();
    }
  });
});
