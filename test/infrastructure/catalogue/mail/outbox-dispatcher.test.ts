import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOutboxDispatcher, outboxTimingFromEnv } from '../../../../infrastructure/catalogue/mail/outbox-dispatcher';
import { emlFileTransport, type MailTransport, type OutgoingMail } from '../../../../infrastructure/catalogue/mail/mail-transport';
import { call, startTestCatalogue, TEST_NOW, type TestCatalogue } from '../server/catalogue-test-server';
import { readEml } from './read-eml';
import { enqueueMails } from '../../../../infrastructure/catalogue/sql/sql-outbox';

let server: TestCatalogue;
let dir: string;
beforeEach(async () => {
  server = await startTestCatalogue();
  dir = await mkdtemp(join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const post = (path: string, body: unknown) => call(server.origin, 'POST', `/sites/demo${path}`, { body });
const outbox = () => server.catalogue.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();
const logged: string[] = [];
const dispatcher = (transport: MailTransport, extra: { maxAttempts?: number; leaseMs?: number } = {}) =>
  createOutboxDispatcher({ db: server.catalogue.database.db, transport, clock: server.clock, baseDelayMs: 60_000, logger: { error: (message) => logged.push(message) }, ...extra });
const minutesLater = (minutes: number) => server.clock.set(new Date(server.clock.now().getTime() + minutes * 60_000));

async function emlFiles(): Promise<ReturnType<typeof readEml>[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(names.map(async (name) => readEml(await readFile(join(dir, name), 'utf8'))));
}

/** A transport that fails the first `failures` sends, then delivers (recording what it delivered). */
function flakyTransport(failures: number): MailTransport & { readonly delivered: OutgoingMail[] } {
  let left = failures;
  const delivered: OutgoingMail[] = [];
  return {
    description: 'flaky',
    delivered,
    async send(mail) {
      if (left-- > 0) throw new Error('421 try again later');
      delivered.push(mail);
    },
  };
}

describe('§1 mail goes through the outbox: .eml files without SMTP', () => {
  it('§1 each request\'s mails appear as .eml files with the right recipient, subject and language', async () => {
    await post('/subscriptions', { email: 'lotte@example.be', criteria: 'trans=kopen', locale: 'fr', consent: true });
    await post('/live-agenda/reservation', { slotId: 1, name: 'Pieter', email: 'pieter@example.be', phone: '+32 470 12 34 56', estateId: 1, locale: 'de' });
    await post('/send-to-friend', { estateId: 2, senderName: 'Tom', senderEmail: 'tom@example.be', friendEmail: 'an@example.be', locale: 'en' });
    expect(await dispatcher(emlFileTransport(dir)).runOnce()).toEqual({ sent: 5, failed: 0 });

    const mails = await emlFiles();
    expect(mails.map(({ to, subject }) => ({ to, subject }))).toEqual([
      // Issue 11 double opt-in: the first mail asks to confirm.
      { to: 'lotte@example.be', subject: 'Confirmez votre inscription chez Immo Demo BV' },
      // Issue 12 item 2: the agency's in its language, the visitor's in theirs (compose-booking-mails).
      { to: 'info@immo-demo.be', subject: 'Nieuw bezoek op 6 mei 2030 om 11:00: 1 Ruime villa' },
      { to: 'pieter@example.be', subject: expect.stringMatching(/^Ihre Besichtigung am 6\. Mai 2030 um 11:00: /) as unknown as string },
      { to: 'an@example.be', subject: 'Tom sent you a property' },
      { to: 'info@immo-demo.be', subject: 'Pand 2 doorgestuurd naar een vriend' },
    ]);
    expect(mails[0]?.text).toMatch(/Vous désinscrire: https:\/\/www\.immo-demo\.be\/fr\/tenez-moi-au-courant\/desinscrire\/[\w-]{32}/);
    expect(mails[2]?.text).toMatch(/Termin absagen: https:\/\/www\.immo-demo\.be\/de\/termin-absagen\/[\w-]{32}/);
    // The viewing's reminder (issue 12) waits for the day before; everything else left now, once.
    const [now, later] = [(await outbox()).filter((row) => !row.reference), (await outbox()).filter((row) => row.reference)];
    expect(now.every((row) => row.sent_at === TEST_NOW.toISOString() && row.attempts === 1)).toBe(true);
    expect(later.map((row) => [row.sent_at, row.next_attempt_at])).toEqual([[null, '2030-05-05T07:00:00.000Z']]);
    expect(await dispatcher(emlFileTransport(dir)).runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('issue 13 item 4: a contact request about an estate leaves as .eml to the agency (Reply-To the visitor), its sales representative and the visitor, text and HTML', async () => {
    await post('/contact-requests', { name: 'Marie', email: 'marie@example.be', phone: '+32 470 12 34 56', message: 'Encore libre ?', estateId: 1, locale: 'fr' });
    expect(await dispatcher(emlFileTransport(dir)).runOnce()).toEqual({ sent: 3, failed: 0 });
    const [agency, rep, visitor] = await emlFiles();
    expect([agency?.to, rep?.to, visitor?.to]).toEqual(['info@immo-demo.be', 'els@agency.example', 'marie@example.be']);
    expect(agency?.headers.get('reply-to')).toBe('marie@example.be');
    expect(agency?.from).toBe('Immo Demo <no-reply@immo-demo.be>');
    expect(agency?.subject).toBe('Contactaanvraag van Marie over 1');
    expect(agency?.text).toContain('Titel: Ruime villa\nAdres: Veldstraat 1, 9000 Gent\nLink: https://www.immo-demo.be/nl/aanbod/1/');
    expect(agency?.text).toContain('Telefoon: +32 470 12 34 56\nTaal: Français');
    expect(agency?.html).toContain('<blockquote');
    expect(rep?.headers.get('reply-to')).toBe('marie@example.be');
    expect(visitor?.subject).toBe('Nous avons bien reçu votre message – Immo Demo BV');
    expect(visitor?.headers.get('reply-to')).toBe('info@immo-demo.be');
    expect(visitor?.text).toContain('Villa spacieuse\n');
    expect(visitor?.html).toContain('href="https://www.immo-demo.be/fr/offre/1/');
  });
});

describe('§1 delivery is retried with backoff, and a failure never loses the request', () => {
  it('§1 a transport that fails once then succeeds: the mail is kept with its error, retried after the backoff, sent once', async () => {
    await post('/contact-requests', { name: 'Marie', email: 'marie@example.be', message: 'Bonjour', locale: 'fr' });
    const transport = flakyTransport(1);
    const mailer = dispatcher(transport);

    // The agency's copy fails; the visitor's confirmation behind it leaves.
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 1 });
    expect((await outbox())[0]).toMatchObject({ attempts: 1, sent_at: null, last_error: '421 try again later', next_attempt_at: new Date(TEST_NOW.getTime() + 60_000).toISOString() });
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0 });

    minutesLater(1);
    expect(await mailer.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect((await outbox())[0]).toMatchObject({ attempts: 2, last_error: null, sent_at: server.clock.now().toISOString() });
    expect(transport.delivered.map((mail) => [mail.to, mail.subject])).toEqual([
      ['marie@example.be', 'Nous avons bien reçu votre message – Immo Demo BV'],
      ['info@immo-demo.be', 'Contactaanvraag van Marie'],
    ]);
  });

  it('§1 the wait doubles after each failure; after the last attempt the mail is given up but kept, and the request stays stored', async () => {
    await post('/contact-requests', { name: 'Marie', email: 'marie@example.be', message: 'Bonjour', locale: 'fr' });
    const mailer = dispatcher(flakyTransport(Infinity), { maxAttempts: 3 });
    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await mailer.runOnce();
      const [row] = await outbox();
      waits.push((Date.parse(row?.next_attempt_at ?? '') - server.clock.now().getTime()) / 60_000);
      minutesLater(60);
    }
    expect(waits).toEqual([1, 2, 4]);
    expect(await mailer.runOnce()).toEqual({ sent: 0, failed: 0 });
    const kept = { attempts: 3, sent_at: null, last_error: '421 try again later' };
    expect(await outbox()).toMatchObject([kept, kept]);
    const requests = await server.catalogue.database.db.selectFrom('visitor_requests').select('kind').execute();
    expect(requests).toEqual([{ kind: 'contact' }]);
  });

  it('§1 two dispatchers on one database never send the same mail twice', async () => {
    for (let i = 0; i < 5; i += 1) await post('/contact-requests', { name: `V${i}`, email: 'v@example.be', message: 'Hallo' });
    const [one, two] = [flakyTransport(0), flakyTransport(0)];
    await Promise.all([dispatcher(one).runOnce(), dispatcher(two).runOnce()]);
    const keys = [...one.delivered, ...two.delivered].map((mail) => mail.key).sort();
    // Two mails per request: the agency's copy and the visitor's confirmation.
    expect(keys).toHaveLength(10);
    expect(new Set(keys).size).toBe(10);
  });

  it('issue 9 item 5: a mail claimed by a sender that died is sent by another once the lease ends, not before', async () => {
    await post('/contact-requests', { name: 'Marie', email: 'marie@example.be', message: 'Hallo' });
    // The first dispatcher claims the agency's copy and never comes back (its process was killed mid-send).
    const dead: MailTransport = { description: 'dead', send: () => new Promise<void>(() => undefined) };
    void dispatcher(dead, { leaseMs: 90_000 }).runOnce();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const alive = flakyTransport(0);
    const other = dispatcher(alive, { leaseMs: 90_000 });
    expect(await other.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(alive.delivered.map((mail) => mail.to)).toEqual(['marie@example.be']);
    minutesLater(1);
    expect(await other.runOnce()).toEqual({ sent: 0, failed: 0 });
    minutesLater(0.5);
    expect(await other.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(alive.delivered.map((mail) => mail.to)).toEqual(['marie@example.be', 'info@immo-demo.be']);
  });

  it.each([
    [{}, { leaseMs: 300_000, intervalMs: 5_000 }],
    [{ OUTBOX_LEASE_MS: '1500', OUTBOX_INTERVAL_MS: '100' }, { leaseMs: 1_500, intervalMs: 100 }],
    [{ OUTBOX_LEASE_MS: ' ' }, { leaseMs: 300_000, intervalMs: 5_000 }],
  ])('issue 9 item 5: OUTBOX_LEASE_MS and OUTBOX_INTERVAL_MS %j', (env, timing) => {
    expect(outboxTimingFromEnv(env)).toEqual(timing);
  });

  it.each([{ OUTBOX_LEASE_MS: '10' }, { OUTBOX_LEASE_MS: 'soon' }, { OUTBOX_INTERVAL_MS: '-1' }])('issue 9 item 5: %j is refused with the reason', (env) => {
    expect(() => outboxTimingFromEnv(env)).toThrow(/OUTBOX_(LEASE|INTERVAL)_MS must be a whole number of milliseconds/);
  });

  it('§1 start() delivers in the background until stop()', async () => {
    await post('/contact-requests', { name: 'Marie', email: 'marie@example.be', message: 'Hallo' });
    const transport = flakyTransport(0);
    const mailer = dispatcher(transport);
    mailer.start(5);
    for (let i = 0; i < 100 && transport.delivered.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.stop();
    expect(transport.delivered).toHaveLength(2);
  });
});

describe('issue 20 item 2: a mail with a local link never leaves for a real recipient', () => {
  /** An SMTP server's stand-in: it delivers (reaches people), and records what it was given. */
  const smtp = (): MailTransport & { readonly delivered: OutgoingMail[] } => {
    const delivered: OutgoingMail[] = [];
    return { description: 'SMTP test', delivers: true, delivered, send: async (mail) => void delivered.push(mail) };
  };
  const queue = (mails: { to: string; text: string; html?: string; headers?: Record<string, string> }[]) =>
    server.catalogue.database.db.transaction().execute((trx) => enqueueMails(trx, 'demo', mails.map((mail) => ({ subject: `Mail to ${mail.to}`, from: 'Immo <no-reply@immo-demo.be>', ...mail })), server.clock.now()));

  it('held over SMTP for a real recipient, with a clear log and the reason kept on its row; never tried again', async () => {
    logged.length = 0;
    await queue([
      { to: 'marie@example.be', text: 'Uitschrijven: http://localhost:3000/nl/hou-me-op-de-hoogte/uitschrijven/abc' },
      { to: 'jan@example.be', text: 'Zie https://www.immo-demo.be/nl/aanbod/1', headers: { 'List-Unsubscribe': '<http://127.0.0.1:3000/nl/hou-me-op-de-hoogte/uitschrijven/x>' } },
      { to: 'info@immo-demo.example', text: 'Test: http://localhost:3000/nl/aanbod/1' },
      { to: 'lotte@example.be', text: 'Zie https://www.immo-demo.be/nl/aanbod/1', html: '<a href="https://www.immo-demo.be/nl/aanbod/1">x</a>' },
    ]);
    const transport = smtp();
    expect(await dispatcher(transport, { maxAttempts: 5 }).runOnce()).toEqual({ sent: 2, failed: 0, held: 2 });
    // A recipient on a domain reserved for tests (RFC 2606) may get a local link; a public link goes to anyone.
    expect(transport.delivered.map((mail) => mail.to)).toEqual(['info@immo-demo.example', 'lotte@example.be']);
    const rows = await outbox();
    expect(rows.slice(0, 2)).toMatchObject([
      { recipient: 'marie@example.be', sent_at: null, attempts: 5, last_error: expect.stringMatching(/^held: links to http:\/\/localhost:3000 would reach nobody; set PUBLIC_ORIGIN/) },
      { recipient: 'jan@example.be', sent_at: null, attempts: 5, last_error: expect.stringMatching(/^held: links to http:\/\/127\.0\.0\.1:3000 /) },
    ]);
    expect(logged).toEqual([
      expect.stringMatching(/^Outbox: mail \d+ to marie@example\.be \(Mail to marie@example\.be\) held: links to http:\/\/localhost:3000 would reach nobody; set PUBLIC_ORIGIN/),
      expect.stringMatching(/^Outbox: mail \d+ to jan@example\.be .* held: links to http:\/\/127\.0\.0\.1:3000 /),
    ]);
    minutesLater(24 * 60);
    expect(await dispatcher(transport, { maxAttempts: 5 }).runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(transport.delivered).toHaveLength(2);
  });

  it('.eml files reach nobody: written as they are', async () => {
    await queue([{ to: 'marie@example.be', text: 'Uitschrijven: http://localhost:3000/nl/hou-me-op-de-hoogte/uitschrijven/abc' }]);
    expect(await dispatcher(emlFileTransport(dir)).runOnce()).toEqual({ sent: 1, failed: 0 });
  });

  it('a mail the catalogue writes for a site with public hostnames and no PUBLIC_ORIGIN links to them and leaves over SMTP', async () => {
    await post('/contact-requests', { name: 'Marie', email: 'marie@example.be', message: 'Hallo', estateId: 1, locale: 'fr' });
    const transport = smtp();
    expect(await dispatcher(transport).runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(transport.delivered.every((mail) => !/localhost/.test(`${mail.text}${mail.html ?? ''}`) && mail.from.endsWith('<no-reply@immo-demo.be>'))).toBe(true);
    expect(transport.delivered.at(-1)?.text).toContain('https://www.immo-demo.be/fr/offre/1/');
  });
});
