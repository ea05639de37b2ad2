import type { Kysely } from 'kysely';
import { listHit } from '../../../../domain/display/list-hit';
import type { Estate } from '../../../../domain/estate/estate';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { generateDemoCatalogue } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { migrateTo, migrateToLatest } from '../../../../infrastructure/catalogue/sql/migrations';
import { rederiveStaleSites } from '../../../../infrastructure/catalogue/sql/store-site-data';
import { groupRows } from '../../../../infrastructure/catalogue/sql/unit-row';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { openEmptyTestDatabase, openTestCatalogue } from './open-test-catalogue';

// Issue 21 item 1: a project's hit as a list reads it (listHit) is stored beside its document (estate_groups.list_document),
// written with it and derived again for the estates stored before migration 032.

const [demo] = generateDemoCatalogue({ estates: 120, referenceDate: '2026-11-21' }).sites;
if (!demo) throw new Error('no demo site');
const SITE = demo.site.id;
const isProject = (group: Estate) => (group.children ?? []).some((unit) => unit.general.id !== group.general.id);
const everything = buildSearchBody({ filter: {}, from: 0, size: 1000 });

describe.each(openTestCatalogue.dialects())('issue 21 item 1 on %s: the hits as a list reads them', (dialect) => {
  it('searchHits answers listHit of what search answers, and a write of a project\'s unit changes its hit', async () => {
    const catalogue = await openTestCatalogue(dialect, { clock: new FixedClock(new Date('2026-11-21T10:00:00Z')) });
    try {
      await catalogue.replaceSite(demo);
      const port = catalogue.forSite(SITE).catalogue;
      const hits = port.searchHits?.bind(port);
      if (!hits) throw new Error('the SQL catalogue has no searchHits');
      const whole = await port.search(everything, 'fr');
      expect(whole.results.filter(isProject).length).toBeGreaterThan(0);
      expect(await hits(everything, 'fr')).toEqual({ total: whole.total, results: whole.results.map(listHit) });

      const project = demo.groups.find(isProject)!;
      const [unit, ...others] = project.children ?? [];
      const repriced = { ...project, children: [{ ...unit!, price: { ...unit!.price, value: 123_456 } }, ...others] };
      await catalogue.importEstates(SITE, [repriced]);
      const hit = (await hits(everything, 'fr')).results.find((group) => group.general.id === project.general.id);
      expect(hit?.children?.[0]?.price?.value).toBe(123_456);
      expect(hit).toEqual(listHit((await port.search(everything, 'fr')).results.find((group) => group.general.id === project.general.id)!));
    } finally {
      await catalogue.close();
    }
  });

  it('the estates stored before migration 032 have their list documents once the database is opened', async () => {
    const { db, close } = await openEmptyTestDatabase(dialect);
    try {
      await migrateTo(db as Kysely<unknown>, '031-city-names-by-code-point');
      const rows = demo.groups.map((group) => groupRows(SITE, group));
      await db.insertInto('sites').values({ id: SITE, document: '{}' }).execute();
      await db.insertInto('estate_groups').values(rows.map(({ group: { list_document: _listDocument, ...group } }) => group) as never).execute();
      await db.insertInto('estate_units').values(rows.flatMap((r) => r.units)).execute();

      await migrateToLatest(db as Kysely<unknown>);
      await rederiveStaleSites(db);

      const stored = await db.selectFrom('estate_groups').select(['id', 'list_document']).where('site_id', '=', SITE).execute();
      const expected = new Map(demo.groups.map((group) => [Number(group.general.id), group.children ? listHit(group) : null]));
      expect(stored).toHaveLength(demo.groups.length);
      for (const row of stored) expect(row.list_document === null ? null : JSON.parse(row.list_document)).toEqual(expected.get(Number(row.id)));
    } finally {
      await close();
    }
  });
});
