import { formatPrice } from '../../../../domain/display/format-units';
import type { RentalPeriod } from '../../../../domain/rental/rental-unit';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { localiseEstate } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { createMailComposer } from '../../../../infrastructure/catalogue/mail/compose-mails';
import { seedDemo } from '../../../../infrastructure/catalogue/server/seed-demo';
import { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';

/**
 * Issue 20 items 4 and 5 on the embedded catalogue in this process (SQLite ':memory:', the demo seeded): what the
 * reservation and the cancellation queue in the outbox, in the same transaction as the request.
 */
const NOW = new Date('2026-11-26T10:00:00Z');
let catalogue: SqlCatalogue;
beforeAll(async () => {
  catalogue = await SqlCatalogue.open({ dataDir: ':memory:', clock: new FixedClock(NOW), mails: createMailComposer({ publicOrigin: 'https://www.immo-voorbeeld.be' }), localise: localiseEstate });
  await seedDemo(catalogue, { demoEstates: 40 }, NOW);
});
afterAll(() => catalogue.close());

const outbox = () => catalogue.database.db.selectFrom('outbox').selectAll().orderBy('id').execute();

describe('issue 20 item 4: a holiday reservation on the demo', () => {
  it('the agency\'s mail (Dutch, the site\'s default) and the guest\'s (French) name the unit, the dates in words and the price of the stay', async () => {
    const { rentals, directory } = catalogue.forSite('demo');
    const site = await directory.site();
    const [unit] = (await rentals.search({ size: 1 })).results;
    const periods = await rentals.periods(unit!.id);
    // Two weeks that follow one another: the price is both weeks'.
    const first = periods.find((period) => periods.some((next) => next.start === period.end && next.type === period.type)) as RentalPeriod;
    const second = periods.find((next) => next.start === first.end && next.type === first.type) as RentalPeriod;
    const before = (await outbox()).length;
    await rentals.reserve({ rentalUnitId: unit!.id, period: { start: first.start, end: second.end }, name: 'Camille', email: 'camille@example.be', persons: 2, locale: 'fr' });
    const [agency, guest, ...rest] = (await outbox()).slice(before);
    expect(rest).toEqual([]);
    const name = unit!.general.rentalName as string;
    expect(agency).toMatchObject({ recipient: site.agency.email, subject: expect.stringContaining(`Reservatie ${name}: van `) });
    expect(agency?.text_body).toContain(`Prijs: ${formatPrice(first.price + second.price)}\n`);
    expect(agency?.text_body).toContain('Taal: Français\n');
    expect(agency?.text_body).toMatch(/Periode: van (maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d+ \w+ \d{4} tot /);
    expect(agency?.text_body).toContain(`${unit!.general.city?.zip} ${unit!.general.city?.name}`);
    expect(guest).toMatchObject({ recipient: 'camille@example.be', subject: expect.stringContaining(`Confirmation de votre réservation : ${name}, du `) });
    expect(guest?.text_body).toContain(`Prix : ${formatPrice(first.price + second.price)}`.replace(' : ', ': '));
  });
});

describe('issue 20 item 5: a cancelled viewing on the demo', () => {
  it('the agency is mailed in its language through the same outbox; the reminder is withdrawn', async () => {
    const { agenda, directory } = catalogue.forSite('demo');
    const site = await directory.site();
    const slot = (await agenda.slots(site.agendaId!)).find((free) => free.available > 0 && free.start > '2026-11-28');
    const booked = await agenda.book({ slotId: slot!.id, name: 'Lotte', email: 'lotte@example.be', phone: '+32 470 00 00 00', locale: 'en' });
    const key = (row: { id: number; subject: string }) => `${row.id} ${row.subject}`;
    const before = new Set((await outbox()).map(key));
    await agenda.cancel(booked.id);
    const after = await outbox();
    const [told, ...rest] = after.filter((row) => !before.has(key(row)));
    expect(rest).toEqual([]);
    expect(told).toMatchObject({ recipient: site.agency.email, subject: expect.stringMatching(/^Bezoek geannuleerd op \d+ \w+ \d{4} om \d\d:\d\d: /), reply_to: 'lotte@example.be' });
    expect(told?.text_body).toContain('Naam: Lotte\n');
    expect(after.some((row) => row.reference === `viewing-reminder:${booked.id}`)).toBe(false);
    // Cancelling twice tells the agency once.
    await agenda.cancel(booked.id);
    expect(await outbox()).toHaveLength(after.length);
  });
});
