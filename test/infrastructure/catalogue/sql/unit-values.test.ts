import type { Kysely } from 'kysely';
import { parseListFilter } from '../../../../domain/search/parse-list-filter';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch } from '../../../../domain/search/search-evaluation';
import { migrateTo, migrateToLatest } from '../../../../infrastructure/catalogue/sql/migrations';
import { searchGroupIds } from '../../../../infrastructure/catalogue/sql/sql-search';
import { groupRows } from '../../../../infrastructure/catalogue/sql/unit-row';
import { TABLE_FILTER_ESTATES } from '../../../fixtures/estates';
import { DEMO_SITE } from '../../../fixtures/site';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { openEmptyTestDatabase, openTestCatalogue } from './open-test-catalogue';

describe.each(openTestCatalogue.dialects())('issue 19 item 7 on %s: migration 021 indexes the filter table values of the estates stored before it', (dialect) => {
  it('§7 after the migration each filter of the table finds in SQL what the domain finds', async () => {
    const { db, close } = await openEmptyTestDatabase(dialect);
    try {
      await migrateTo(db as Kysely<unknown>, '019-revision-without-hot-row');
      // A site as 019 stored it: its units, no unit_values yet.
      const rows = TABLE_FILTER_ESTATES.map((group) => groupRows('demo', group));
      await db.insertInto('sites').values({ id: 'demo', document: '{}' }).execute();
      await db.insertInto('estate_groups').values(rows.map((r) => r.group)).execute();
      await db.insertInto('estate_units').values(rows.flatMap((r) => r.units)).execute();

      await migrateToLatest(db as Kysely<unknown>);

      for (const url of ['epc-max=C', 'epc-max=A', 'garden=1', 'parking=1', 'bath-min=2', 'epc-max=B&garden=1&parking=1&bath-min=2']) {
        const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams(url)) });
        const expected = evaluateSearch(TABLE_FILTER_ESTATES, body).results.map((estate) => Number(estate.general.id));
        expect(expected.length).toBeGreaterThan(0);
        expect({ url, ids: (await searchGroupIds(db, 'demo', body, dialect)).ids }).toEqual({ url, ids: expected });
      }
    } finally {
      await close();
    }
  });
});

describe.each(openTestCatalogue.dialects())('issue 19 item 7 on %s: the filter table values follow the estates written after', (dialect) => {
  it('§7 an import that changes an estate, and a removal, change what the filters find', async () => {
    const catalogue = await openTestCatalogue(dialect, { clock: new FixedClock(new Date('2026-11-21T10:00:00Z')) });
    try {
      await catalogue.replaceSite({ site: DEMO_SITE, groups: TABLE_FILTER_ESTATES });
      const gardens = async () => (await catalogue.forSite(DEMO_SITE.id).catalogue.search(buildSearchBody({ filter: { garden: true } }))).results.map((e) => Number(e.general.id)).sort((a, b) => a - b);
      expect(await gardens()).toEqual([31, 33, 36]);
      const [first] = TABLE_FILTER_ESTATES;
      await catalogue.importEstates(DEMO_SITE.id, [{ ...first!, fields: { other: { garden: false } } }]);
      expect(await gardens()).toEqual([33, 36]);
      await catalogue.removeEstates(DEMO_SITE.id, [36]);
      expect(await gardens()).toEqual([33]);
    } finally {
      await catalogue.close();
    }
  });
});
