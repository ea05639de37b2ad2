import { jest } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOutboxDispatcher } from '../../../../infrastructure/catalogue/mail/outbox-dispatcher';
import { emlFileTransport, type MailTransport, type OutgoingMail } from '../../../../infrastructure/catalogue/mail/mail-transport';
import { readEml } from './read-eml';
import { call, startTestCatalogue, TEST_DIALECT, type TestCatalogue } from '../server/catalogue-test-server';

// Issue 12 item 2: a booked viewing's mails leave through the catalogue's outbox: the agency's and the
// visitor's (with its .ics) at once, the reminder at 09:00 Brussels time the day before, exactly once, and
// not at all when the viewing is cancelled first. The clock is driven; the database is real (TEST_DIALECT).

jest.setTimeout(60_000);

let server: TestCatalogue;
let dir: string;
beforeEach(async () => {
  server = await startTestCatalogue();
  dir = await mkdtemp(join(tmpdir(), 'viewing-outbox-'));
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** Fixture slot 1: Monday 6 May 2030, 09:00 UTC = 11:00 in Brussels (CEST); its reminder is due Sunday 5 May 09:00 CEST = 07:00 UTC. */
const REMINDER_DUE = new Date('2030-05-05T07:00:00.000Z');

function recording(): MailTransport & { readonly sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return { description: 'recording', sent, send: async (mail) => void sent.push(mail) };
}

const dispatcher = (transport: MailTransport) => createOutboxDispatcher({ db: server.catalogue.database.db, transport, clock: server.clock });

async function book(locale = 'nl'): Promise<string> {
  const answer = await call(server.origin, 'POST', '/sites/demo/live-agenda/reservation', {
    body: { slotId: 1, estateId: 1, name: 'Pieter', email: 'pieter@example.be', phone: '+32 470 12 34 56', locale },
  });
  return (answer.body as { id: string }).id;
}

describe(`issue 12 item 2: a booked viewing's mails through the outbox (${TEST_DIALECT})`, () => {
  it('the agency\'s and the visitor\'s mail leave at once; the reminder waits for 09:00 the day before and leaves exactly once', async () => {
    await book('en');
    const transport = recording();
    expect(await dispatcher(transport).runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(transport.sent.map((mail) => mail.to)).toEqual(['info@immo-demo.be', 'pieter@example.be']);

    server.clock.set(new Date(REMINDER_DUE.getTime() - 60_000));
    expect(await dispatcher(transport).runOnce()).toEqual({ sent: 0, failed: 0 });

    server.clock.set(REMINDER_DUE);
    // Two workers' dispatchers at the same moment: the reminder is claimed by one of them.
    const reports = await Promise.all([dispatcher(transport).runOnce(), dispatcher(transport).runOnce()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1);
    const reminder = transport.sent[2]!;
    expect(reminder).toMatchObject({ to: 'pieter@example.be', subject: expect.stringMatching(/^Reminder: your viewing tomorrow, 6 May 2030 at 11:00: /) });
    expect(reminder.text).toMatch(/\/en\/cancel-appointment\/[\w-]{32}\n/);

    server.clock.set(new Date('2030-05-06T12:00:00Z'));
    expect(await dispatcher(transport).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(transport.sent).toHaveLength(3);
  });

  it('a viewing cancelled before its reminder is due gets no reminder; the agency is told of the cancellation (issue 20 item 5)', async () => {
    const id = await book();
    const transport = recording();
    await dispatcher(transport).runOnce();
    expect((await call(server.origin, 'DELETE', `/sites/demo/live-agenda/reservation/${id}`)).status).toBeLessThan(300);
    server.clock.set(REMINDER_DUE);
    expect(await dispatcher(transport).runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(transport.sent).toHaveLength(3);
    expect(transport.sent[2]).toMatchObject({ to: 'info@immo-demo.be', subject: expect.stringMatching(/^Bezoek geannuleerd op /) });
    // Cancelling again (the link clicked twice) tells nobody a second time.
    expect((await call(server.origin, 'DELETE', `/sites/demo/live-agenda/reservation/${id}`)).status).toBeLessThan(300);
    expect(await dispatcher(transport).runOnce()).toEqual({ sent: 0, failed: 0 });
    const rows = await server.catalogue.database.db.selectFrom('outbox').select(['reference']).where('reference', 'is not', null).execute();
    expect(rows).toEqual([]);
  });

  it('the visitor\'s .eml carries the calendar object as a text/calendar attachment (RFC 5545 in a MIME part)', async () => {
    await book('nl');
    expect(await dispatcher(emlFileTransport(dir)).runOnce()).toEqual({ sent: 2, failed: 0 });
    const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
    const source = await readFile(join(dir, files[1]!), 'utf8');
    expect(source).toMatch(/^Content-Type: multipart\/mixed;/m);
    const visitor = readEml(source);
    expect(visitor.text).toMatch(/Afspraak annuleren: https:\/\/www\.immo-demo\.be\/nl\/afspraak-annuleren\/[\w-]{32}\n/);
    const [calendar, ...others] = visitor.attachments ?? [];
    expect(others).toEqual([]);
    expect(calendar?.filename).toBe('bezoek.ics');
    expect(calendar?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=PUBLISH\b/);
    const ics = calendar?.content ?? '';
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(expect.arrayContaining(['BEGIN:VCALENDAR', 'METHOD:PUBLISH', 'DTSTART;TZID=Europe/Brussels:20300506T110000', 'DTEND;TZID=Europe/Brussels:20300506T113000', 'END:VCALENDAR']));
    expect(lines.find((line) => line.startsWith('LOCATION:'))).toBe('LOCATION:Veldstraat 1\\, 9000 Gent');
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toMatch(/Afspraak annuleren: https:\/\/www\.immo-demo\.be\/nl\/afspraak-annuleren\/[\w-]{32}$/);
    expect(readEml(await readFile(join(dir, files[0]!), 'utf8')).attachments ?? []).toEqual([]);
  });
});
