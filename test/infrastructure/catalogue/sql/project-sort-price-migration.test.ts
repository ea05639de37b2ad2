import type { Kysely } from 'kysely';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch } from '../../../../domain/search/search-evaluation';
import { migrateTo, migrateToLatest } from '../../../../infrastructure/catalogue/sql/migrations';
import { rederiveStaleSites } from '../../../../infrastructure/catalogue/sql/store-site-data';
import { searchGroupIds } from '../../../../infrastructure/catalogue/sql/sql-search';
import { groupRows } from '../../../../infrastructure/catalogue/sql/unit-row';
import { FROM_PRICE_ESTATES, FROM_PRICE_EXPECTED } from '../../../fixtures/estates';
import { openEmptyTestDatabase, openTestCatalogue } from './open-test-catalogue';

describe.each(openTestCatalogue.dialects())('issue 13 item 5 on %s: migration 009 and the derivation after it give the estates stored before it their sort price', (dialect) => {
  it('§4/§7 after the backfill, a price sort puts each project at its "from" price, as the domain does', async () => {
    const { db, close } = await openEmptyTestDatabase(dialect);
    try {
      await migrateTo(db as Kysely<unknown>, '008-rental-filters');
      // Rows as 008 stored them: no sort price column yet.
      const rows = FROM_PRICE_ESTATES.map((group) => groupRows('demo', group));
      await db.insertInto('sites').values({ id: 'demo', document: '{}' }).execute();
      await db.insertInto('estate_groups').values(rows.map(({ group: { list_document: _listDocument, ...group } }) => group) as never).execute();
      const units = rows.flatMap((r) => r.units).map(({ sort_price: _sortPrice, notary_sale: _notarySale, table_mask: _mask, geo_cell: _cell, ...unit }) => unit);
      await db.insertInto('estate_units').values(units as never).execute();

      await migrateToLatest(db as Kysely<unknown>);
      await rederiveStaleSites(db);

      for (const [sortOrder, expected] of [
        ['ASC', FROM_PRICE_EXPECTED.byPriceAsc],
        ['DESC', FROM_PRICE_EXPECTED.byPriceDesc],
      ] as const) {
        const body = buildSearchBody({ filter: { sortType: 'price', sortOrder } });
        expect(evaluateSearch(FROM_PRICE_ESTATES, body).results.map((e) => Number(e.general.id))).toEqual([...expected]);
        expect((await searchGroupIds(db, 'demo', body, dialect)).ids).toEqual([...expected]);
      }
      const stored = await db.selectFrom('estate_units').select(['group_id', 'sort_price']).where('group_id', 'in', [22, 23]).execute();
      expect(new Set(stored.map((row) => `${row.group_id}:${row.sort_price}`))).toEqual(new Set(['22:320000', '23:null']));
    } finally {
      await close();
    }
  });
});
