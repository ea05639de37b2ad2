import { ConflictError } from '../../../../application/ports/port-errors';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { DEMO_SITE as demoSite } from '../../../fixtures/site';
import { createPostgresDatabase, noMails } from './open-test-catalogue';
import { randomGroups } from './random-groups';

// Issue 21 item 2: on PostgreSQL writers no longer queue on one revision row (migration 019, data-revision.ts). Two
// instances on one database: an import through one, 50 bookings of a one-place slot through the other, and page
// reads (the revision, a search) on both, all at once.

const clock = new FixedClock(new Date('2026-11-21T10:00:00Z'));

const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('issue 21 item 2 on postgres: writers that do not wait on each other', () => {
  it('an import, 50 bookings of a one-place slot and page reads together: one booking, no deadlock, no error, a new revision', async () => {
    const { url, drop } = await createPostgresDatabase();
    const importer = await SqlCatalogue.open({ databaseUrl: url, mails: noMails, clock });
    const booker = await SqlCatalogue.open({ databaseUrl: url, mails: noMails, clock });
    try {
      const slot = { id: 1, agendaId: 1, start: '2026-11-25T10:00:00Z', end: '2026-11-25T10:30:00Z', capacity: 1, available: 1 };
      await importer.replaceSite({ site: demoSite, groups: randomGroups(500), slots: [slot] });
      const before = await booker.revision();
      let importing = true;
      const imported = importer.importEstates(demoSite.id, randomGroups(3000, 11, 10_000)).finally(() => (importing = false));
      // The import's transaction is under way (it writes for seconds) before the bookings start.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const bookedWhileImporting: boolean[] = [];
      const agenda = booker.forSite(demoSite.id).agenda;
      const bookings = Array.from({ length: 50 }, (_, i) =>
        agenda.book({ slotId: 1, name: `Visitor ${i}`, email: `v${i}@example.be`, phone: '+32470000000', locale: 'nl' }).then((appointment) => {
          bookedWhileImporting.push(importing);
          return appointment;
        }),
      );
      const reads = (async () => {
        let count = 0;
        while (importing) {
          for (const catalogue of [importer, booker]) {
            await catalogue.revision();
            await catalogue.forSite(demoSite.id).catalogue.search(buildSearchBody({ filter: {}, size: 15 }));
            count++;
          }
        }
        return count;
      })();
      const [importOutcome, readOutcome, ...bookingOutcomes] = await Promise.allSettled([imported, reads, ...bookings]);
      expect(importOutcome.status).toBe('fulfilled');
      expect(readOutcome).toMatchObject({ status: 'fulfilled' });
      expect(bookingOutcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      // Every other booking is refused as full, none fails otherwise (no deadlock, no serialization error).
      const refusals = bookingOutcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
      expect(refusals).toHaveLength(49);
      for (const reason of refusals) expect(reason).toBeInstanceOf(ConflictError);
      // The booking did not queue behind the import's transaction.
      expect(bookedWhileImporting).toEqual([true]);
      const after = await booker.revision();
      expect(after).not.toBe(before);
      expect((await booker.forSite(demoSite.id).catalogue.search(buildSearchBody({ filter: {}, size: 0 }))).total).toBe(3500);
    } finally {
      await Promise.all([importer.close(), booker.close()]);
      await drop();
    }
  }, 120_000);

  it('the revision keeps counting across the folds of its change rows: every committed write moves it, and only forward', async () => {
    const { url, drop } = await createPostgresDatabase();
    const writer = await SqlCatalogue.open({ databaseUrl: url, mails: noMails, clock });
    const reader = await SqlCatalogue.open({ databaseUrl: url, mails: noMails, clock });
    try {
      await writer.replaceSite({ site: demoSite, groups: randomGroups(3) });
      let previous = await reader.revision();
      // More page-changing transactions than a reader leaves unfolded (data-revision.ts FOLD_AT), several at once.
      for (let batch = 0; batch < 30; batch++) {
        await Promise.all(Array.from({ length: 10 }, () => writer.database.db.updateTable('sites').set({ document: (eb) => eb.ref('document') }).execute()));
        const revision = await reader.revision();
        expect(revision - previous).toBe(10);
        previous = revision;
      }
      const { count } = await writer.database.db.selectFrom('data_changes').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
      expect(Number(count)).toBeLessThan(300);
    } finally {
      await Promise.all([writer.close(), reader.close()]);
      await drop();
    }
  }, 60_000);
});
