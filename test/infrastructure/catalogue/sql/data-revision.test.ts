import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { FOLLOWS_ESTATES, LATER_PAGE_TABLES, PAGE_TABLES } from '../../../../infrastructure/catalogue/sql/migrations';
import { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import type { MailComposer } from '../../../../infrastructure/catalogue/mail/mail-composer';
import { AGENDA_FIXTURE, AGENDA_ID } from '../../../fixtures/agenda';
import { DEMO_SITE as demoSite } from '../../../fixtures/site';
import { createPostgresDatabase, openTestCatalogue } from './open-test-catalogue';
import { randomGroups } from './random-groups';

// Issue 8 (the shared page cache, ui/server/page-cache.ts): migration 014's data revision changes, committed with
// it, with every write that can change a page, from any connection or process; other writes leave it alone.

/**
 * Tables no page shows: their writes (a form's counters, the mail queue, the scheduler's lease) keep the cache;
 * PostgreSQL's page-changing transactions
 * since the revision row was last folded are the revision itself (issue 21 item 2, migration 019); the marks of sites
 * whose derived rows are to be derived again are gone once the database is open (issue 19 item 6, migration 020); the
 * paths the filter table's values were derived for change only with a derivation that changes the pages (issue 19
 * item 7, migration 021).
 */
const NOT_SHOWN = ['abuse_counters', 'outbox', 'leases', 'alert_deliveries', 'subscriptions', 'visitor_requests', 'data_revision', 'stale_sites', 'unit_value_fields'];
const NOT_SHOWN_ON = { sqlite: NOT_SHOWN, postgres: [...NOT_SHOWN, 'data_changes'] };

const clock = new FixedClock(new Date('2026-11-21T10:00:00Z'));
const mails = { contact: () => [], sendToFriend: () => [], subscribed: () => [], appointmentBooked: () => [], rentalReserved: () => [], alertDigest: () => [] } as unknown as MailComposer;

/** Two catalogues on one database, as two processes (a worker and `npm run catalogue`) have. */
async function twoConnections(dialect: 'sqlite' | 'postgres'): Promise<{ writer: SqlCatalogue; reader: SqlCatalogue; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'revision-'));
    const writer = await SqlCatalogue.open({ dataDir, mails, clock });
    const reader = await SqlCatalogue.open({ dataDir, mails, clock });
    return { writer, reader, close: async () => (await Promise.all([writer.close(), reader.close()]), rmSync(dataDir, { recursive: true, force: true })) };
  }
  const { url, drop } = await createPostgresDatabase();
  const writer = await SqlCatalogue.open({ databaseUrl: url, mails, clock });
  const reader = await SqlCatalogue.open({ databaseUrl: url, mails, clock });
  return { writer, reader, close: async () => (await Promise.all([writer.close(), reader.close()]), await drop()) };
}

describe.each(openTestCatalogue.dialects())('issue 8 on %s: the data revision (migration 014)', (dialect) => {
  it('every table is either shown by a page (and bumps the revision on insert, update and delete, or follows the estates) or named as not shown', async () => {
    const catalogue = await openTestCatalogue(dialect, { clock });
    try {
      const { db } = catalogue.database;
      const tables =
        dialect === 'sqlite'
          ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db)).rows
          : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_name not like 'kysely_%'`.execute(db)).rows;
      const names = tables.map((table) => table.name).sort();
      // Tables made after 014 follow the estates (no triggers of their own, 017).
      expect(names).toEqual([...PAGE_TABLES, ...LATER_PAGE_TABLES, ...NOT_SHOWN_ON[dialect]].sort());
      const triggers =
        dialect === 'sqlite'
          ? (await sql<{ table: string; event: string }>`select tbl_name as "table", name as event from sqlite_master where type = 'trigger'`.execute(db)).rows.map(
              ({ table, event }) => `${table} ${/_(insert|update|delete)_revision$/.exec(event)?.[1]}`,
            )
          : (
              await sql<{ table: string; event: string }>`select event_object_table as "table", lower(event_manipulation) as event from information_schema.triggers where action_statement like '%bump_data_revision%'`.execute(db)
            ).rows.map(({ table, event }) => `${table} ${event}`);
      const triggered = PAGE_TABLES.filter((table) => !(FOLLOWS_ESTATES as readonly string[]).includes(table));
      expect([...new Set(triggers)].sort()).toEqual(triggered.flatMap((table) => ['delete', 'insert', 'update'].map((event) => `${table} ${event}`)).sort());
    } finally {
      await catalogue.close();
    }
  });

  it('a write by another connection is seen by the next read, and drops the search results kept before it', async () => {
    const { writer, reader, close } = await twoConnections(dialect);
    try {
      await writer.replaceSite({ site: demoSite, groups: randomGroups(3) });
      const total = async () => (await reader.forSite(demoSite.id).catalogue.search(buildSearchBody({ filter: {}, size: 0 }))).total;
      const before = await reader.revision();
      expect(await total()).toBe(3);
      await writer.importEstates(demoSite.id, randomGroups(2, 5, 5000));
      const after = await reader.revision();
      expect(after).not.toBe(before);
      // The reader's search cache (per process) knew nothing of the other's import: the new revision retired it.
      expect(await total()).toBe(5);
      expect(await reader.revision()).toBe(after);
    } finally {
      await close();
    }
  });

  it('issue 23: the agenda slots a detail page reads are kept per data revision; a booking by another connection is seen by the next read', async () => {
    const { writer, reader, close } = await twoConnections(dialect);
    try {
      await writer.replaceSite({ site: demoSite, groups: [], slots: AGENDA_FIXTURE.slots });
      // One adapter, as a process holds it for its site (it keeps what it read).
      const agenda = reader.forSite(demoSite.id).agenda;
      const available = async () => (await agenda.slots(AGENDA_ID)).find((slot) => slot.id === 1)?.available;
      expect(await available()).toBe(2);
      await writer.forSite(demoSite.id).agenda.book({ slotId: 1, estateId: 1, name: 'An', email: 'an@example.be', phone: '+32 470 12 34 56', locale: 'nl' });
      expect(await available()).toBe(1);
    } finally {
      await close();
    }
  });

  it('a write is seen only once committed; a rolled back one never', async () => {
    const { writer, reader, close } = await twoConnections(dialect);
    try {
      await writer.replaceSite({ site: demoSite, groups: randomGroups(3) });
      const before = await reader.revision();
      await expect(
        writer.database.db.transaction().execute(async (trx) => {
          await sql`update sites set document = document`.execute(trx);
          // Inside the writer's transaction: the data and the revision are not yet the others'.
          expect(await reader.revision()).toBe(before);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await reader.revision()).toBe(before);
      await sql`update sites set document = document`.execute(writer.database.db);
      expect(await reader.revision()).not.toBe(before);
    } finally {
      await close();
    }
  });

  it('the search cells are rewritten with the estates they count: an import bumps the revision once for both', async () => {
    const catalogue = await openTestCatalogue(dialect, { clock });
    try {
      await catalogue.replaceSite({ site: demoSite, groups: randomGroups(3) });
      const cells = async () => Number((await catalogue.database.db.selectFrom('search_facets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
      const before = { revision: await catalogue.revision(), cells: await cells() };
      await catalogue.importEstates(demoSite.id, randomGroups(2, 5, 5000));
      expect(await cells()).not.toBe(before.cells);
      expect(await catalogue.revision()).toBeGreaterThan(before.revision);
    } finally {
      await catalogue.close();
    }
  });

  it('the abuse counters, the mail outbox and leases change no page: their writes keep the revision', async () => {
    const catalogue = await openTestCatalogue(dialect, { clock });
    try {
      await catalogue.replaceSite({ site: demoSite, groups: randomGroups(2) });
      const before = await catalogue.revision();
      const { db } = catalogue.database;
      await db.insertInto('abuse_counters').values({ key: 'k', window_start: 1, window_end: 2, count: 1 }).execute();
      await db.insertInto('leases').values({ name: 'alerts', holder: 'me', expires_at: '2026-11-21T11:00:00Z' }).execute();
      await db
        .insertInto('outbox')
        .values({ site_id: 'demo', recipient: 'a@example.be', subject: 's', text_body: 't', attempts: 0, next_attempt_at: '2026-11-21T10:00:00Z', sent_at: null, last_error: null, created_at: '2026-11-21T10:00:00Z' })
        .execute();
      expect(await catalogue.revision()).toBe(before);
      await db.updateTable('estate_units').set({ price: 1 }).where('site_id', '=', 'demo').execute();
      expect(await catalogue.revision()).toBeGreaterThan(before);
    } finally {
      await catalogue.close();
    }
  });
});
