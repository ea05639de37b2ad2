import type { Kysely } from 'kysely';
import { parseListFilter } from '../../../../domain/search/parse-list-filter';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch } from '../../../../domain/search/search-evaluation';
import { migrateTo, migrateToLatest } from '../../../../infrastructure/catalogue/sql/migrations';
import { searchGroupIds } from '../../../../infrastructure/catalogue/sql/sql-search';
import { groupRows } from '../../../../infrastructure/catalogue/sql/unit-row';
import { recountSiteCells } from '../../../../infrastructure/catalogue/sql/search-facets';
import { MASK_LAYOUT } from '../../../../infrastructure/catalogue/sql/table-masks';
import { readRevision } from '../../../../infrastructure/catalogue/sql/data-revision';
import type { CatalogueSchema } from '../../../../infrastructure/catalogue/sql/schema';
import { rederiveStaleSites, replaceSiteData } from '../../../../infrastructure/catalogue/sql/store-site-data';
import { LIST_FILTER_TABLE, TABLE_FIELDS } from '../../../../domain/search/list-filter-table';
import { TABLE_FILTER_ESTATES } from '../../../fixtures/estates';
import { DEMO_SITE } from '../../../fixtures/site';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { openEmptyTestDatabase, openTestCatalogue } from './open-test-catalogue';

const URLS = ['epc-max=C', 'epc-max=A', 'garden=1', 'parking=1', 'bath-min=2', 'epc-max=B&garden=1&parking=1&bath-min=2'];

/** Each URL's groups in SQL against the domain's evaluation of the same body. */
async function expectSameAsDomain(db: Kysely<CatalogueSchema>, dialect: 'sqlite' | 'postgres', urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams(url)) });
    const expected = evaluateSearch(TABLE_FILTER_ESTATES, body).results.map((estate) => Number(estate.general.id));
    expect(expected.length).toBeGreaterThan(0);
    expect({ url, ids: (await searchGroupIds(db, DEMO_SITE.id, body, dialect)).ids }).toEqual({ url, ids: expected });
  }
}

const derivedFields = async (db: Kysely<CatalogueSchema>) => (await db.selectFrom('unit_value_fields').select('field').execute()).map((row) => row.field).sort();

describe.each(openTestCatalogue.dialects())('issue 19 item 7 on %s: the filter table values of the estates stored before them', (dialect) => {
  it('§7 a database stored before migration 021, migrated and opened, finds with each filter what the domain finds', async () => {
    const { db, close } = await openEmptyTestDatabase(dialect);
    try {
      await migrateTo(db as Kysely<unknown>, '019-revision-without-hot-row');
      // A site as 019 stored it: its units (no mask yet, migration 023), no unit_values.
      const rows = TABLE_FILTER_ESTATES.map((group) => groupRows(DEMO_SITE.id, group));
      await db.insertInto('sites').values({ id: DEMO_SITE.id, document: '{}' }).execute();
      await db.insertInto('estate_groups').values(rows.map(({ group: { list_document: _listDocument, ...group } }) => group) as never).execute();
      await db.insertInto('estate_units').values(rows.flatMap((r) => r.units).map(({ table_mask: _mask, geo_cell: _cell, ...unit }) => unit) as never).execute();

      // As opening the database does.
      await migrateToLatest(db as Kysely<unknown>);
      await rederiveStaleSites(db);

      await expectSameAsDomain(db, dialect, URLS);
      expect(await derivedFields(db)).toEqual([...TABLE_FIELDS, MASK_LAYOUT].sort());
    } finally {
      await close();
    }
  });

  it('§7 a path of the table the values were not derived for (a filter added since) is derived when the database is opened, once', async () => {
    const { db, close } = await openEmptyTestDatabase(dialect);
    try {
      await migrateToLatest(db as Kysely<unknown>);
      await rederiveStaleSites(db);
      await replaceSiteData(db, { site: DEMO_SITE, groups: TABLE_FILTER_ESTATES });
      // The database as it was before "bathrooms at least" was a row of the table: no values of its path, and masks
      // (issue 21 item 1) of other choices, here none, counted in the cells.
      const bathrooms = LIST_FILTER_TABLE.bathMin.field;
      await db.deleteFrom('unit_values').where('field', '=', bathrooms).execute();
      await db.deleteFrom('unit_value_fields').where('field', 'in', [bathrooms, MASK_LAYOUT]).execute();
      await db.updateTable('estate_units').set({ table_mask: '' }).execute();
      await recountSiteCells(db, DEMO_SITE.id);
      expect((await searchGroupIds(db, DEMO_SITE.id, buildSearchBody({ filter: { bathMin: 1 } }), dialect)).total).toBe(0);

      await rederiveStaleSites(db);
      await expectSameAsDomain(db, dialect, ['bath-min=2', 'epc-max=B&garden=1&parking=1&bath-min=2']);
      expect(await derivedFields(db)).toEqual([...TABLE_FIELDS, MASK_LAYOUT].sort());

      // Opened again: nothing is derived again (the pages cached meanwhile stay valid).
      const revision = await readRevision(db, dialect);
      await rederiveStaleSites(db);
      expect(await readRevision(db, dialect)).toBe(revision);
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
