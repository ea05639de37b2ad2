import { createMailComposer } from '../../../../infrastructure/catalogue/mail/compose-mails';
import type { EstateInLanguage, MailMessage } from '../../../../infrastructure/catalogue/mail/mail-composer';
import type { Appointment } from '../../../../domain/agenda/appointment';
import type { Estate } from '../../../../domain/estate/estate';
import type { Locale } from '../../../../domain/shared/locale';
import { anEstate } from '../../../fixtures/estate-builder';
import { ANTWERPEN } from '../../../fixtures/estates';
import { DEMO_SITE } from '../../../fixtures/site';

const mails = createMailComposer({ publicOrigin: 'https://www.immo-demo.be/' });
const AGENCY = DEMO_SITE.agency.email;

const built = anEstate().withId(541).house(3).forSale().inCity(ANTWERPEN, 'Meir 12').priced(685_000)
  .titled({ nl: 'Herenhuis aan de Meir', fr: 'Maison de maître sur le Meir', en: 'Town house on the Meir', de: 'Stadthaus an der Meir' }).build();
const ESTATE: Estate = { ...built, general: { ...built.general, reference: 'ANT-0541' } };
const estateIn: EstateInLanguage = () => ESTATE;

const APPOINTMENT: Appointment = {
  id: 'apt-secret-1',
  slotId: 1,
  // Tuesday 1 December 2026, 10:30–11:00 in Brussels (CET).
  start: '2026-12-01T09:30:00.000Z',
  end: '2026-12-01T10:00:00.000Z',
  name: 'Pieter Janssens',
  email: 'pieter@example.be',
  phone: '+32 470 12 34 56',
  estateId: 541,
  status: 'BOOKED',
};
const BOOKED_AT = new Date('2026-11-23T12:00:00Z');
const book = (locale: Locale, appointment: Appointment = APPOINTMENT, bookedAt = BOOKED_AT) => mails.appointmentBooked(DEMO_SITE, appointment, locale, estateIn, bookedAt);
const unfold = (text: string) => text.replace(/\r\n /g, '');
const calendarOf = (mail: MailMessage | undefined) => unfold(mail?.attachments?.[0]?.content ?? '');

describe('issue 12 item 2: the mails of a booked viewing', () => {
  it('three mails: the agency\'s, the visitor\'s confirmation, the visitor\'s reminder due the day before', () => {
    const [agency, visitor, reminder, ...rest] = book('fr');
    expect(rest).toEqual([]);
    expect([agency?.to, visitor?.to, reminder?.to]).toEqual([AGENCY, 'pieter@example.be', 'pieter@example.be']);
    expect(agency?.sendAt).toBeUndefined();
    expect(visitor?.sendAt).toBeUndefined();
    // 09:00 Brussels time (CET) on Monday 30 November.
    expect(reminder?.sendAt).toBe('2026-11-30T08:00:00.000Z');
    expect(reminder?.reference).toBe('viewing-reminder:apt-secret-1');
  });

  it.each([
    ['nl', 'Uw bezoek op 1 december 2026 om 10:30: Herenhuis aan de Meir', 'Afspraak annuleren', '/nl/afspraak-annuleren/apt-secret-1', 'bezoek.ics'],
    ['fr', 'Votre visite le 1 décembre 2026 à 10:30 : Maison de maître sur le Meir', 'Annuler le rendez-vous', '/fr/annuler-rendez-vous/apt-secret-1', 'visite.ics'],
    ['en', 'Your viewing on 1 December 2026 at 10:30: Town house on the Meir', 'Cancel the appointment', '/en/cancel-appointment/apt-secret-1', 'viewing.ics'],
    ['de', 'Ihre Besichtigung am 1. Dezember 2026 um 10:30: Stadthaus an der Meir', 'Termin absagen', '/de/termin-absagen/apt-secret-1', 'besichtigung.ics'],
  ] as const)('§1 (%s) the visitor\'s confirmation: when in Brussels time, the estate and its address, the cancel link in the body and in the .ics', (locale, subject, cancel, cancelPath, fileName) => {
    const visitor = book(locale)[1]!;
    const cancelUrl = `https://www.immo-demo.be${cancelPath}`;
    expect(visitor.subject).toBe(subject);
    expect(visitor.text).toMatch(/Meir 12, 2000 (Antwerpen|Anvers|Antwerp)\n/);
    expect(visitor.text).toContain(`${cancel}: ${cancelUrl}\n`);
    expect(visitor.html).toContain(`href="${cancelUrl}"`);
    expect(visitor.replyTo).toBe(AGENCY);
    const [calendar, ...others] = visitor.attachments ?? [];
    expect(others).toEqual([]);
    expect(calendar).toMatchObject({ filename: fileName, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    const ics = calendarOf(visitor);
    expect(ics).toContain('\r\nDTSTART;TZID=Europe/Brussels:20261201T103000\r\n');
    expect(ics).toContain('\r\nDTEND;TZID=Europe/Brussels:20261201T110000\r\n');
    expect(ics).toMatch(/\r\nLOCATION:Meir 12\\, 2000 (Antwerpen|Anvers|Antwerp)\r\n/);
    expect(ics).toMatch(new RegExp(`\\r\\nDESCRIPTION:[^\\r]*${cancelUrl.replace(/[/.]/g, '\\$&')}\\r\\n`));
    expect(ics).toContain('\r\nDTSTAMP:20261123T120000Z\r\n');
  });

  it('§3.8.4.7 the UID is stable for the viewing (each language, each send) and does not reveal the id that cancels it', () => {
    const uids = (['nl', 'fr', 'en', 'de'] as const).map((locale) => /\r\nUID:([^\r]+)\r\n/.exec(calendarOf(book(locale)[1]))?.[1]);
    expect(new Set(uids).size).toBe(1);
    expect(uids[0]).toMatch(/^viewing-[0-9a-f]{32}@www\.immo-demo\.be$/);
    expect(uids[0]).not.toContain('apt-secret-1');
    const other = /\r\nUID:([^\r]+)\r\n/.exec(calendarOf(book('nl', { ...APPOINTMENT, id: 'apt-secret-2' })[1]))?.[1];
    expect(other).not.toBe(uids[0]);
  });

  it('the agency\'s mail is in the agency\'s language, names who comes when to which estate, answers the visitor', () => {
    const agency = book('de')[0]!;
    expect(agency.subject).toBe('Nieuw bezoek op 1 december 2026 om 10:30: ANT-0541 Herenhuis aan de Meir');
    expect(agency.replyTo).toBe('pieter@example.be');
    expect(agency.text).toContain('Naam: Pieter Janssens\n');
    expect(agency.text).toContain('Telefoon: +32 470 12 34 56\n');
    expect(agency.text).toContain('Taal: Deutsch\n');
    expect(agency.text).toContain('Adres: Meir 12, 2000 Antwerpen\n');
    expect(agency.attachments).toBeUndefined();
  });

  it.each([
    ['nl', 'Herinnering: uw bezoek morgen, 1 december 2026 om 10:30: Herenhuis aan de Meir'],
    ['fr', 'Rappel : votre visite demain, 1 décembre 2026 à 10:30 : Maison de maître sur le Meir'],
    ['en', 'Reminder: your viewing tomorrow, 1 December 2026 at 10:30: Town house on the Meir'],
    ['de', 'Erinnerung: Ihre Besichtigung morgen, 1. Dezember 2026 um 10:30: Stadthaus an der Meir'],
  ] as const)('§1 (%s) the reminder says when and where, with the cancel link', (locale, subject) => {
    const reminder = book(locale)[2]!;
    expect(reminder.subject).toBe(subject);
    expect(reminder.text).toMatch(/Meir 12, 2000 (Antwerpen|Anvers|Antwerp)\n/);
    expect(reminder.text).toContain('https://www.immo-demo.be/');
    expect(reminder.text).toMatch(/apt-secret-1\n/);
  });

  it('§1 no reminder for a viewing booked on the day before after 09:00', () => {
    expect(book('nl', APPOINTMENT, new Date('2026-11-30T12:00:00Z'))).toHaveLength(2);
  });

  it('visitor input never breaks the calendar object: commas and semicolons in the title are escaped, its line breaks gone', () => {
    const odd: Estate = { ...ESTATE, general: { ...ESTATE.general, title: { nl: 'Villa; tuin,\r\nzwembad' } } };
    const ics = unfold(mails.appointmentBooked(DEMO_SITE, APPOINTMENT, 'nl', () => odd, BOOKED_AT)[1]?.attachments?.[0]?.content ?? '');
    // Issue 19: the one title rule writes the agency's title on one line (as the page's <h1>); the calendar's own
    // escaping of line breaks (RFC 5545 §3.3.11) is proved in test/domain/icalendar.test.ts.
    expect(ics).toContain('SUMMARY:Bezoek: Villa\\; tuin\\, zwembad (');
  });
});

describe('issue 20 item 5: the agency is told when a visitor cancels a viewing', () => {
  it.each(['nl', 'fr'] as const)('one mail to the agency in the agency\'s language (site default %s): who, when, which estate, Reply-To the visitor', (agencyLocale) => {
    const site = { ...DEMO_SITE, defaultLocale: agencyLocale };
    const [mail, ...rest] = mails.appointmentCancelled(site, { ...APPOINTMENT, status: 'CANCELLED' }, estateIn, new Date('2026-11-28T19:05:00Z'));
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({
      to: AGENCY,
      replyTo: 'pieter@example.be',
      subject: agencyLocale === 'nl' ? 'Bezoek geannuleerd op 1 december 2026 om 10:30: ANT-0541 Herenhuis aan de Meir' : 'Visite annulée le 1 décembre 2026 à 10:30 : ANT-0541 Maison de maître sur le Meir',
    });
    expect(mail?.text).toContain('Pieter Janssens');
    expect(mail?.text).toContain('+32 470 12 34 56');
    expect(mail?.text).toContain(agencyLocale === 'nl' ? 'Geannuleerd op: 28 november 2026 om 20:05\n' : 'Annulée le: 28 novembre 2026 à 20:05\n');
    expect(mail?.text).toMatch(/Meir 12, 2000 (Antwerpen|Anvers)\n/);
    expect(mail?.attachments).toBeUndefined();
  });
});
