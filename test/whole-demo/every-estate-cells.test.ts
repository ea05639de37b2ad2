import { generateDemoCatalogue } from '../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { openTestCatalogue } from '../infrastructure/catalogue/sql/open-test-catalogue';
import { difference, SAME, talliedAndCounted } from '../infrastructure/catalogue/sql/row-difference';

// Issue 21 item 1: a write's cells are tallied in code (tallied-cells.ts), a whole site's counted in SQL
// (search-facets.ts). Over every estate of the 2,000-estate demo, on each engine, the two give the same cells.

describe.each(openTestCatalogue.dialects())('issue 21 item 1 on %s: the tally of a write\'s cells is SQL\'s count', (dialect) => {
  it('the cells of every estate of the demo, tallied in code, are those SQL counts for the whole site', async () => {
    const catalogue = await openTestCatalogue(dialect, { clock: new FixedClock(new Date('2026-11-21T10:00:00Z')) });
    try {
      const [demo] = generateDemoCatalogue({ estates: 2000, referenceDate: '2026-11-21' }).sites;
      if (!demo) throw new Error('no demo site');
      await catalogue.replaceSite(demo);
      const { tallied, counted } = await talliedAndCounted(catalogue, demo.site.id, demo.groups.map((group) => Number(group.general.id)));
      expect(tallied.length).toBeGreaterThan(10_000);
      expect(difference(tallied, counted)).toEqual(SAME);
    } finally {
      await catalogue.close();
    }
  }, 120_000);
});
