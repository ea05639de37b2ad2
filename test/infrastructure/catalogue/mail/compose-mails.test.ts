import { createMailComposer, estateFacts } from '../../../../infrastructure/catalogue/mail/compose-mails';
import type { EstateInLanguage, MailMessage } from '../../../../infrastructure/catalogue/mail/mail-composer';
import type { Estate } from '../../../../domain/estate/estate';
import type { Locale } from '../../../../domain/shared/locale';
import type { ContactRequest, SendToFriendRequest } from '../../../../domain/requests/visitor-requests';
import type { Site } from '../../../../domain/site/site';
import type { RentalUnit } from '../../../../domain/rental/rental-unit';
import { anEstate } from '../../../fixtures/estate-builder';
import { ANTWERPEN, SALES_REP } from '../../../fixtures/estates';
import { DEMO_SITE } from '../../../fixtures/site';

const mails = createMailComposer({ publicOrigin: 'https://www.immo-demo.be/' });
const AGENCY = DEMO_SITE.agency.email;
const DEFAULT_FROM = '"Immo Demo" <no-reply@immo-demo.be>';

const built = anEstate().withId(541).house(3).forSale().inCity(ANTWERPEN, 'Meir 12').priced(685_000)
  .titled({ nl: 'Herenhuis aan de Meir', fr: 'Maison de maître sur le Meir', en: 'Town house on the Meir', de: 'Stadthaus an der Meir' })
  .withContact(SALES_REP).build();
const ESTATE: Estate = { ...built, general: { ...built.general, reference: 'ANT-0541' } };
/** The estate as the SQL adapter hands it over: the same estate in whichever language the mail is written. */
const estateIn: EstateInLanguage = () => ESTATE;

const request = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  name: 'Marie Dubois',
  email: 'marie@example.be',
  phone: '+32 470 12 34 56',
  message: 'Bonjour,\nest-ce encore disponible ?',
  estateId: 541,
  locale: 'fr',
  ...overrides,
});

const to = (list: readonly MailMessage[], address: string) => list.find((mail) => mail.to === address);

describe('issue 13 item 4: mails an agency can answer', () => {
  it('the agency\'s copy is in the agency\'s language and names the estate by reference, title, address and absolute link', () => {
    const agency = to(mails.contact(DEMO_SITE, request(), estateIn), AGENCY)!;
    expect(agency.subject).toBe('Contactaanvraag van Marie Dubois over ANT-0541');
    expect(agency.text).toContain('Referentie: ANT-0541\n');
    expect(agency.text).toContain('Titel: Herenhuis aan de Meir\n');
    expect(agency.text).toContain('Adres: Meir 12, 2000 Antwerpen\n');
    expect(agency.text).toMatch(/^Link: https:\/\/www\.immo-demo\.be\/nl\/aanbod\/541\/[a-z0-9-]+$/m);
  });

  it('the agency\'s copy carries the visitor\'s name, e-mail, phone, language and message, and Reply-To the visitor', () => {
    const agency = to(mails.contact(DEMO_SITE, request(), estateIn), AGENCY)!;
    expect(agency.text).toContain('Naam: Marie Dubois\nE-mail: marie@example.be\nTelefoon: +32 470 12 34 56\nTaal: Français\n');
    expect(agency.text).toContain('Bericht:\nBonjour,\nest-ce encore disponible ?\n');
    expect(agency.replyTo).toBe('marie@example.be');
    expect(agency.from).toBe(DEFAULT_FROM);
    expect(agency.html).toContain('<a href="mailto:marie@example.be">marie@example.be</a>');
    expect(agency.html).toContain('<a href="tel:+32470123456">+32 470 12 34 56</a>');
  });

  it('§3 contact / salesRep: the estate\'s representative is copied by default, with the same subject and Reply-To', () => {
    const list = mails.contact(DEMO_SITE, request(), estateIn);
    const rep = to(list, SALES_REP.email)!;
    expect(rep.subject).toBe('Contactaanvraag van Marie Dubois over ANT-0541');
    expect(rep.replyTo).toBe('marie@example.be');
    expect(rep.text.startsWith('U ontvangt een kopie van deze aanvraag als verkoper van dit pand bij Immo Demo BV.\n')).toBe(true);
    expect(rep.text).toContain('Referentie: ANT-0541\n');
    expect(list.map((mail) => mail.to)).toEqual([AGENCY, SALES_REP.email, 'marie@example.be']);
  });

  it.each<[string, Site, readonly string[]]>([
    ['the site settings say mailSalesRep: false', { ...DEMO_SITE, settings: { ...DEMO_SITE.settings, mailSalesRep: false } }, [AGENCY, 'marie@example.be']],
    ['the representative\'s address is the agency\'s', { ...DEMO_SITE, agency: { ...DEMO_SITE.agency, email: 'ELS@agency.example' } }, ['ELS@agency.example', 'marie@example.be']],
  ])('§3 no copy to the sales representative when %s', (_case, site, recipients) => {
    expect(mails.contact(site, request(), estateIn).map((mail) => mail.to)).toEqual(recipients);
  });

  it.each<[Locale, string, string, string]>([
    ['nl', 'Wij hebben uw bericht ontvangen – Immo Demo BV', 'Herenhuis aan de Meir', '/nl/aanbod/541/'],
    ['fr', 'Nous avons bien reçu votre message – Immo Demo BV', 'Maison de maître sur le Meir', '/fr/offre/541/'],
    ['en', 'We received your message – Immo Demo BV', 'Town house on the Meir', '/en/offer/541/'],
    ['de', 'Wir haben Ihre Nachricht erhalten – Immo Demo BV', 'Stadthaus an der Meir', '/de/angebot/541/'],
  ])('the visitor (%s) gets a confirmation in their language with the estate\'s title and link', (locale, subject, title, path) => {
    const visitor = to(mails.contact(DEMO_SITE, request({ locale }), estateIn), 'marie@example.be')!;
    expect(visitor.subject).toBe(subject);
    expect(visitor.text).toContain(`${title}\n`);
    expect(visitor.text).toContain(`https://www.immo-demo.be${path}`);
    expect(visitor.text).toContain('+32 9 123 45 67');
    expect(visitor.from).toBe(DEFAULT_FROM);
    expect(visitor.replyTo).toBe(AGENCY);
  });

  it('issue 9: the confirmation is a fixed text: nothing the visitor typed goes to the address they gave', () => {
    const visitor = to(mails.contact(DEMO_SITE, request({ name: 'Buy pills at spam.example', message: 'http://spam.example' }), estateIn), 'marie@example.be')!;
    expect(`${visitor.subject}${visitor.text}${visitor.html}`).not.toMatch(/spam|pills/);
  });

  it('sender and reply addresses come from the site settings (mailFrom, mailReplyTo); the visitor still gets the agency\'s reply', () => {
    const site: Site = { ...DEMO_SITE, settings: { ...DEMO_SITE.settings, mailFrom: 'Immo Demo <website@immo-demo.be>', mailReplyTo: 'sales@immo-demo.be' } };
    const [agency, , visitor] = mails.contact(site, request(), estateIn);
    expect(agency).toMatchObject({ from: 'Immo Demo <website@immo-demo.be>', replyTo: 'marie@example.be' });
    expect(visitor).toMatchObject({ from: 'Immo Demo <website@immo-demo.be>', replyTo: 'sales@immo-demo.be' });
  });

  it('a general question (no estate) names no estate; an estate not found is named by its id and short link', () => {
    const general = to(mails.contact(DEMO_SITE, request({ estateId: undefined })), AGENCY)!;
    expect(general.subject).toBe('Contactaanvraag van Marie Dubois');
    expect(general.text).not.toContain('Referentie');
    const unknown = to(mails.contact(DEMO_SITE, request({ estateId: 77 })), AGENCY)!;
    expect(unknown.text).toContain('Referentie: 77\nLink: https://www.immo-demo.be/nl/aanbod/77\n');
  });

  it('a plain-text part beside an HTML part; everything from the visitor is escaped in the HTML', () => {
    const hostile = request({ name: 'Eve <b>"&\'', message: '<script>alert(1)</script>\n<a href="javascript:x">click</a>' });
    for (const mail of mails.contact(DEMO_SITE, hostile, estateIn)) {
      expect(mail.html).toMatch(/^<!doctype html><html lang="(nl|fr)">/);
      expect(mail.html).not.toMatch(/<script|<b>|href="javascript/);
    }
    const agency = to(mails.contact(DEMO_SITE, hostile, estateIn), AGENCY)!;
    expect(agency.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(agency.html).toContain('Eve &lt;b&gt;&quot;&amp;&#39;');
    expect(agency.text).toContain('<script>alert(1)</script>\n');
  });

  it('§8 a subject never carries a line break from visitor input; a Reply-To only ever holds one plain address', () => {
    const [mail] = mails.contact(DEMO_SITE, request({ name: 'Eve\r\nBcc: spam@example.com', email: 'eve,bob@example.be' }), estateIn);
    expect(mail?.subject).toBe('Contactaanvraag van Eve Bcc: spam@example.com over ANT-0541');
    expect(mail?.replyTo).toBe(AGENCY);
    const silent = { ...DEMO_SITE, agency: { ...DEMO_SITE.agency, email: '' } };
    expect(mails.contact(silent, request({ estateId: undefined })).map((m) => m.to)).toEqual(['marie@example.be']);
  });

  it('a project is named by its own title; an estate without a title as "{subType} in {city}" in the language', () => {
    const plain = anEstate().withId(9).apartment().forSale().inCity(ANTWERPEN).build();
    expect(estateFacts({ ...plain, general: { ...plain.general, subType: { id: 1, name: 'Appartement' } } }, 'fr', 'https://x.be')).toMatchObject({
      reference: '9',
      title: 'Appartement à Anvers',
      address: '2000 Anvers',
    });
  });
});

describe('issue 9 item 3: send-to-a-friend is a fixed template', () => {
  const friendRequest: SendToFriendRequest = { estateId: 541, senderName: 'Tom', senderEmail: 'tom@example.be', friendEmail: 'an@example.be', locale: 'en' };

  it('the friend gets the sender\'s name, the estate\'s title and link, why they get it, and nothing else', () => {
    // A `message` field posted by an old form or a script never reaches the mail, even past the validation.
    const posted = { ...friendRequest, message: 'Cheap watches at http://spam.example' } as SendToFriendRequest;
    const [friend, agency] = mails.sendToFriend(DEMO_SITE, posted, estateIn);
    expect(friend).toMatchObject({ to: 'an@example.be', subject: 'Tom sent you a property', from: DEFAULT_FROM, replyTo: AGENCY });
    expect(friend?.text).toBe(
      [
        'Hello,',
        'Tom thinks this property of Immo Demo BV may interest you:',
        'Town house on the Meir',
        `View the property: ${estateFacts(ESTATE, 'en', 'https://www.immo-demo.be').url}`,
        'Kind regards,\nImmo Demo BV',
        'You receive this e-mail because someone entered your address on www.immo-demo.be to show you this property. We will send you nothing else.',
      ].join('\n\n') + '\n',
    );
    expect(`${friend?.subject}${friend?.text}${friend?.html}`).not.toMatch(/spam|watches|tom@example/);
    expect(`${agency?.text}${agency?.html}`).not.toMatch(/spam|watches/);
  });

  it('the agency is told in its language, with the estate and both addresses, Reply-To the sender', () => {
    const [, agency] = mails.sendToFriend(DEMO_SITE, friendRequest, estateIn);
    expect(agency).toMatchObject({ to: AGENCY, subject: 'Pand ANT-0541 doorgestuurd naar een vriend', replyTo: 'tom@example.be' });
    expect(agency?.text).toContain('Naam: Tom\nE-mail: tom@example.be\nOntvanger: an@example.be\nTaal: English\n');
    expect(agency?.text).toContain('Titel: Herenhuis aan de Meir\n');
  });
});

describe('§1 the other mails of visitor requests, in the visitor\'s language', () => {
  it.each<[Locale, string, string, string]>([
    ['nl', 'Uw inschrijving bij Immo Demo BV', '/nl/hou-me-op-de-hoogte/tok123', '/nl/hou-me-op-de-hoogte/uitschrijven/tok123'],
    ['fr', 'Votre inscription chez Immo Demo BV', '/fr/tenez-moi-au-courant/tok123', '/fr/tenez-moi-au-courant/desinscrire/tok123'],
    ['en', 'Your subscription with Immo Demo BV', '/en/keep-me-informed/tok123', '/en/keep-me-informed/unsubscribe/tok123'],
    ['de', 'Ihre Anmeldung bei Immo Demo BV', '/de/halte-mich-auf-dem-laufenden/tok123', '/de/halte-mich-auf-dem-laufenden/abbestellen/tok123'],
  ])('§2 a subscription (%s) is confirmed to the visitor with absolute edit and unsubscribe links', (locale, subject, edit, unsubscribe) => {
    const [mail, ...rest] = mails.subscribed(DEMO_SITE, { token: 'tok123', email: 'lotte@example.be', criteria: 'trans=kopen', locale });
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ to: 'lotte@example.be', subject, from: DEFAULT_FROM, replyTo: AGENCY });
    expect(mail?.text).toContain(`https://www.immo-demo.be${edit}\n`);
    expect(mail?.text).toContain(`https://www.immo-demo.be${unsubscribe}\n`);
    expect(mail?.html).toContain(`<a href="https://www.immo-demo.be${unsubscribe}">`);
  });

  // §1 / issue 12 item 2: the booked viewing's mails are tested in compose-booking-mails.test.ts.

  it('§1 a rental reservation goes to the agency and is confirmed to the guest', () => {
    const reservation = { id: '3f9c1e7a52b04d6e8a1f0c2b7d9e4a61', reference: 'K7QM3XPA', rentalUnitId: 2, period: { start: '2025-07-05', end: '2025-07-12' }, name: 'An', email: 'an@example.be', persons: 4 };
    const [agency, guest] = mails.rentalReserved(DEMO_SITE, reservation, 'nl');
    expect(agency).toMatchObject({ to: AGENCY, subject: 'Reservatie Vakantiewoning 2: van zaterdag 5 juli 2025 tot zaterdag 12 juli 2025', replyTo: 'an@example.be' });
    expect(agency?.text).toContain('Personen: 4');
    expect(guest).toMatchObject({ to: 'an@example.be', subject: 'Bevestiging van uw reservatie: Vakantiewoning 2, van zaterdag 5 juli 2025 tot zaterdag 12 juli 2025' });
    expect(guest?.text).toContain('Vakantiewoning: Vakantiewoning 2 (https://www.immo-demo.be/nl/vakantie/2)\n');
    // Issue 13 item 8: both name the reservation by its short reference, never by its long id.
    for (const sent of [agency, guest]) {
      expect(sent?.text).toContain('Referentie: K7QM3XPA\n');
      expect(sent?.html).toContain('K7QM3XPA');
      expect(`${sent?.text}${sent?.html}`).not.toContain(reservation.id);
    }
  });

  it('§1 every language has every text (no mail falls back to another language)', () => {
    const subjects = (['nl', 'fr', 'en', 'de'] as const).map((locale) => mails.contact(DEMO_SITE, request({ locale }))[1]?.subject);
    expect(new Set(subjects).size).toBe(4);
  });
});

describe('issue 20 item 4: a holiday reservation names the unit, its address, the dates in words and the price', () => {
  const UNIT: RentalUnit = {
    id: 7,
    photos: [],
    rooms: { bedrooms: 2 },
    general: {
      rentalName: 'Residentie Zeezicht 0.2',
      building: { name: 'Residentie Zeezicht' },
      floor: '3',
      city: { id: 8420, name: 'De Haan', zip: '8420' },
      location: { id: 1, name: { nl: 'Kust', fr: 'Côte', en: 'Coast', de: 'Küste' } },
      subKind: { id: 2, name: { nl: 'Appartement', fr: 'Appartement', en: 'Flat', de: 'Wohnung' } },
      maxOccupation: 4,
    },
  };
  const reservation = { id: '3f9c1e7a52b04d6e8a1f0c2b7d9e4a61', reference: 'K7QM3XPA', rentalUnitId: 7, period: { start: '2026-07-04', end: '2026-07-11' }, name: 'Jonas', email: 'jonas@example.de', persons: 4, locale: 'de' as const };

  it('a German guest: the guest\'s mail in German, the agency\'s copy in Dutch (the site\'s default), both with name, address, dates in words and price', () => {
    const [agency, guest, ...rest] = mails.rentalReserved(DEMO_SITE, reservation, 'de', { unit: UNIT, price: 1250 });
    expect(rest).toEqual([]);
    expect(agency).toMatchObject({ to: AGENCY, replyTo: 'jonas@example.de', subject: 'Reservatie Residentie Zeezicht 0.2: van zaterdag 4 juli 2026 tot zaterdag 11 juli 2026' });
    expect(agency?.html).toContain('lang="nl"');
    expect(agency?.text).toContain('Vakantiewoning: Residentie Zeezicht 0.2 (https://www.immo-demo.be/nl/vakantie/7)\n');
    expect(agency?.text).toContain('Adres: Residentie Zeezicht, verdieping 3, 8420 De Haan, Kust\n');
    expect(agency?.text).toContain('Periode: van zaterdag 4 juli 2026 tot zaterdag 11 juli 2026\n');
    expect(agency?.text).toContain('Prijs: € 1.250\n');
    expect(agency?.text).toContain('Taal: Deutsch\n');
    expect(guest).toMatchObject({ to: 'jonas@example.de', subject: 'Bestätigung Ihrer Reservierung: Residentie Zeezicht 0.2, von Samstag, 4. Juli 2026 bis Samstag, 11. Juli 2026' });
    expect(guest?.text).toContain('Ferienwohnung: Residentie Zeezicht 0.2 (https://www.immo-demo.be/de/feiertage/7)\n');
    expect(guest?.text).toContain('Adresse: Residentie Zeezicht, Etage 3, 8420 De Haan, Küste\n');
    expect(guest?.text).toContain('Preis: € 1.250\n');
    for (const mail of [agency, guest]) expect(mail?.text).not.toMatch(/: 7\b/);
  });

  it('a unit without a name of its own is named by its kind and town', () => {
    const [agency] = mails.rentalReserved(DEMO_SITE, reservation, 'de', { unit: { ...UNIT, general: { ...UNIT.general, rentalName: undefined } }, price: 1250 });
    expect(agency?.subject).toBe('Reservatie Appartement in De Haan: van zaterdag 4 juli 2026 tot zaterdag 11 juli 2026');
  });
});
