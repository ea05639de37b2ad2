import { generateDemoCatalogue } from '../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { unitsOfGroups } from '../../infrastructure/catalogue/sql/cell-changes';
import { tallyCells } from '../../infrastructure/catalogue/sql/tallied-cells';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { openTestCatalogue } from '../infrastructure/catalogue/sql/open-test-catalogue';
import { difference, SAME } from '../infrastructure/catalogue/sql/row-difference';

// Issue 21 item 1: a write's cells are tallied in code (tallied-cells.ts), a whole site's counted in SQL
// (search-facets.ts). Over every estate of the 2,000-estate demo, on each engine, the two give the same cells.

describe.each(openTestCatalogue.dialects())('issue 21 item 1 on %s: the tally of a write\'s cells is SQL\'s count', (dialect) => {
  it('the cells of every estate of the demo, tallied in code, are those SQL counts for the whole site', async () => {
    const catalogue = await openTestCatalogue(dialect, { clock: new FixedClock(new Date('2026-11-21T10:00:00Z')) });
    try {
      const [demo] = generateDemoCatalogue({ estates: 2000, referenceDate: '2026-11-21' }).sites;
      if (!demo) throw new Error('no demo site');
      await catalogue.replaceSite(demo);
      const { db } = catalogue.database;
      const round = (value: number | null) => (value === null ? null : Math.round(Number(value) * 1e6) / 1e6);
      const row = (cell: Record<string, unknown>) =>
        JSON.stringify(
          ['facet', 'transaction_id', 'head_type', 'price_band', 'city_id', 'num_value', 'text_value', 'count', 'name', 'zip', 'lat_sum', 'lat_count', 'lon_sum', 'lon_count'].map((column) =>
            column.endsWith('_sum') ? round(cell[column] as number | null) : cell[column] === null || typeof cell[column] === 'string' ? cell[column] : Number(cell[column]),
          ),
        );
      const counted = (await db.selectFrom('search_facets').selectAll().where('site_id', '=', demo.site.id).execute()).map(row).sort();
      const units = await db.transaction().execute((trx) => unitsOfGroups(trx, demo.site.id, demo.groups.map((group) => Number(group.general.id))));
      const tallied = [...tallyCells(units).values()].map(row).sort();
      expect(tallied.length).toBeGreaterThan(10_000);
      expect(difference(tallied, counted)).toEqual(SAME);
    } finally {
      await catalogue.close();
    }
  }, 120_000);
});
