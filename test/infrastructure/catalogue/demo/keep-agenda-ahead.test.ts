import { keepDemoAgendaAhead } from '../../../../infrastructure/catalogue/demo/agenda/keep-agenda-ahead';
import { generateDemoCatalogue } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { openTestCatalogue } from '../sql/open-test-catalogue';

// Issue 12 item 2: the embedded demo keeps its viewing slots in the future however long DATA_DIR lives.

const dialects = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres' as const] : [])] as const;

describe.each(dialects)('issue 12: the demo agenda stays ahead (%s)', (dialect) => {
  it('a catalogue seeded months ago offers bookable viewings in the next three weeks, once, with new ids', async () => {
    const today = new Date('2027-03-01T08:00:00Z');
    const catalogue = await openTestCatalogue(dialect, { clock: new FixedClock(today) });
    try {
      const { sites } = generateDemoCatalogue({ estates: 20, referenceDate: '2026-11-01' });
      for (const site of sites) await catalogue.replaceSite(site);
      const agenda = catalogue.forSite('demo').agenda;
      const agendaId = sites[0]!.site.agendaId!;
      const before = await agenda.slots(agendaId);
      expect(before.every((slot) => slot.start < '2027-03-01')).toBe(true);

      expect(await keepDemoAgendaAhead(catalogue.database.db, today)).toBeGreaterThan(0);
      const after = await agenda.slots(agendaId);
      const ahead = after.filter((slot) => slot.start > today.toISOString());
      expect(ahead.length).toBeGreaterThan(100);
      expect(ahead.at(-1)!.start >= '2027-03-22').toBe(true);
      expect(ahead[0]!.start.slice(0, 10) >= '2027-03-02').toBe(true);
      expect(new Set(after.map((slot) => slot.id)).size).toBe(after.length);
      expect(ahead.every((slot) => slot.available === slot.capacity && slot.estateId === undefined)).toBe(true);

      expect(await keepDemoAgendaAhead(catalogue.database.db, today)).toBe(0);
    } finally {
      await catalogue.close();
    }
  });
});
