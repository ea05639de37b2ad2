import type { Kysely } from 'kysely';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch } from '../../../../domain/search/search-evaluation';
import { migrateTo, migrateToLatest } from '../../../../infrastructure/catalogue/sql/migrations';
import { rederiveStaleSites } from '../../../../infrastructure/catalogue/sql/store-site-data';
import { searchGroupIds } from '../../../../infrastructure/catalogue/sql/sql-search';
import { groupRows } from '../../../../infrastructure/catalogue/sql/unit-row';
import { EXPECTED, FIXTURE_ESTATES } from '../../../fixtures/estates';
import { openEmptyTestDatabase, openTestCatalogue } from './open-test-catalogue';

describe.each(openTestCatalogue.dialects())('issue 12 item 5 on %s: migration 011 and the derivation after it give the estates stored before it their kind of notary sale', (dialect) => {
  it('§3 notary: after the backfill, the notary term finds the public and online sales stored before, as the domain does', async () => {
    const { db, close } = await openEmptyTestDatabase(dialect);
    try {
      await migrateTo(db as Kysely<unknown>, '010-search-levels');
      // Rows as 010 stored them: no notary sale column yet.
      const rows = FIXTURE_ESTATES.map((group) => groupRows('demo', group));
      await db.insertInto('sites').values({ id: 'demo', document: '{}' }).execute();
      await db.insertInto('estate_groups').values(rows.map(({ group: { list_document: _listDocument, ...group } }) => group) as never).execute();
      const units = rows.flatMap((r) => r.units).map(({ notary_sale: _notarySale, table_mask: _mask, geo_cell: _cell, ...unit }) => unit);
      await db.insertInto('estate_units').values(units as never).execute();

      await migrateToLatest(db as Kysely<unknown>);
      await rederiveStaleSites(db);

      for (const [kinds, expected] of [
        [['public', 'online'], EXPECTED.notarySales],
        [['online'], EXPECTED.notaryOnline],
        [['public'], EXPECTED.notaryPublic],
      ] as const) {
        const body = buildSearchBody({ filter: { notarySales: kinds } });
        expect(evaluateSearch(FIXTURE_ESTATES, body).results.map((e) => Number(e.general.id)).sort()).toEqual([...expected]);
        expect((await searchGroupIds(db, 'demo', body, dialect)).ids.sort()).toEqual([...expected]);
      }
    } finally {
      await close();
    }
  });
});
