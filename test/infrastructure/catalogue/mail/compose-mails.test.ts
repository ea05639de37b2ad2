import { createMailComposer } from '../../../../infrastructure/catalogue/mail/compose-mails';
import type { Locale } from '../../../../domain/shared/locale';
import { DEMO_SITE } from '../../../fixtures/site';

const mails = createMailComposer({ siteUrl: 'https://www.immo-demo.be/' });
const AGENCY = DEMO_SITE.agency.email;

describe('§1 mails of visitor requests, in the visitor\'s language', () => {
  it.each<[Locale, string, string, string]>([
    ['nl', 'Uw inschrijving bij Immo Demo BV', '/nl/hou-me-op-de-hoogte/tok123', '/nl/hou-me-op-de-hoogte/uitschrijven/tok123'],
    ['fr', 'Votre inscription chez Immo Demo BV', '/fr/tenez-moi-au-courant/tok123', '/fr/tenez-moi-au-courant/desinscrire/tok123'],
    ['en', 'Your subscription with Immo Demo BV', '/en/keep-me-informed/tok123', '/en/keep-me-informed/unsubscribe/tok123'],
    ['de', 'Ihre Anmeldung bei Immo Demo BV', '/de/halte-mich-auf-dem-laufenden/tok123', '/de/halte-mich-auf-dem-laufenden/abbestellen/tok123'],
  ])('§2 a subscription (%s) is confirmed to the visitor with absolute edit and unsubscribe links', (locale, subject, edit, unsubscribe) => {
    const [mail, ...rest] = mails.subscribed(DEMO_SITE, { token: 'tok123', email: 'lotte@example.be', criteria: 'trans=kopen', locale });
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ to: 'lotte@example.be', subject });
    expect(mail?.text).toContain(`https://www.immo-demo.be${edit}\n`);
    expect(mail?.text).toContain(`https://www.immo-demo.be${unsubscribe}\n`);
  });

  it('§1 a contact request goes to the agency, in the visitor\'s language, with the estate link', () => {
    const [mail, ...rest] = mails.contact(DEMO_SITE, { name: 'Marie', email: 'marie@example.be', phone: '+32 470 12 34 56', message: 'Bonjour !', estateId: 12, locale: 'fr' });
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ to: AGENCY, subject: 'Demande de contact de Marie' });
    expect(mail?.text).toContain('Téléphone: +32 470 12 34 56');
    expect(mail?.text).toContain('Bien: 12 (https://www.immo-demo.be/fr/offre/12)');
    expect(mail?.text).toContain('Langue: Français');
    expect(mail?.text).toContain('Message:\nBonjour !');
  });

  it('§1 send-to-a-friend mails the friend the estate link, and tells the agency', () => {
    const [friend, agency] = mails.sendToFriend(DEMO_SITE, { estateId: 7, senderName: 'Tom', senderEmail: 'tom@example.be', friendEmail: 'an@example.be', message: 'Look!', locale: 'en' });
    expect(friend).toMatchObject({ to: 'an@example.be', subject: 'Tom sent you a property' });
    expect(friend?.text).toContain('https://www.immo-demo.be/en/offer/7\n');
    expect(friend?.text).toContain('Look!');
    expect(agency).toMatchObject({ to: AGENCY, subject: 'Property 7 sent to a friend' });
    expect(agency?.text).toContain('Recipient: an@example.be');
  });

  it('§1 a booked viewing goes to the agency and to the visitor, with the cancel link', () => {
    const appointment = { id: 'apt_1', slotId: 1, start: '2030-05-06T09:00:00.000Z', end: '2030-05-06T09:30:00.000Z', name: 'Pieter', email: 'pieter@example.be', phone: '0470123456', estateId: 1, status: 'BOOKED' as const };
    const [agency, visitor] = mails.appointmentBooked(DEMO_SITE, appointment, 'de');
    expect(agency).toMatchObject({ to: AGENCY, subject: 'Neuer Termin: 6. Mai 2030 um 11:00' });
    expect(visitor).toMatchObject({ to: 'pieter@example.be', subject: 'Bestätigung Ihres Termins am 6. Mai 2030 um 11:00' });
    expect(visitor?.text).toContain('Termin absagen: https://www.immo-demo.be/de/termin-absagen/apt_1\n');
  });

  it('§1 a rental reservation goes to the agency and is confirmed to the guest (dates dd/mm/yyyy)', () => {
    const reservation = { id: 'r1', rentalUnitId: 2, period: { start: '2025-07-05', end: '2025-07-12' }, name: 'An', email: 'an@example.be', persons: 4 };
    const [agency, guest] = mails.rentalReserved(DEMO_SITE, reservation, 'nl');
    expect(agency).toMatchObject({ to: AGENCY, subject: 'Reservatie vakantiewoning 2: 05/07/2025 – 12/07/2025' });
    expect(agency?.text).toContain('Personen: 4');
    expect(guest).toMatchObject({ to: 'an@example.be', subject: 'Bevestiging van uw reservatie: 05/07/2025 – 12/07/2025' });
    expect(guest?.text).toContain('https://www.immo-demo.be/nl/vakantie/2');
  });

  it('§8 a subject never carries a line break from visitor input; an agency without address gets no mail', () => {
    const [mail] = mails.contact(DEMO_SITE, { name: 'Eve\r\nBcc: spam@example.com', email: 'eve@example.be', message: 'x', locale: 'nl' });
    expect(mail?.subject).toBe('Contactaanvraag van Eve Bcc: spam@example.com');
    const silent = { ...DEMO_SITE, agency: { ...DEMO_SITE.agency, email: '' } };
    expect(mails.contact(silent, { name: 'Eve', email: 'eve@example.be', message: 'x', locale: 'nl' })).toEqual([]);
  });

  it('§1 every language has every text (no mail falls back to another language)', () => {
    const subjects = (['nl', 'fr', 'en', 'de'] as const).map((locale) => mails.contact(DEMO_SITE, { name: 'X', email: 'x@example.be', message: 'm', locale })[0]?.subject);
    expect(new Set(subjects).size).toBe(4);
  });
});
