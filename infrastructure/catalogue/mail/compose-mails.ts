import type { Subscription } from '../../../application/ports/visitor-requests';
import { formatDayInWords } from '../../../domain/display/format-date';
import { formatPrice } from '../../../domain/display/format-units';
import { listingCard } from '../../../domain/display/listing-card';
import type { Estate } from '../../../domain/estate/estate';
import { rentalUnitTitle } from '../../../domain/rental/rental-card';
import { rentalName } from '../../../domain/rental/rental-text';
import type { RentalReservation, RentalUnit } from '../../../domain/rental/rental-unit';
import type { ContactRequest, SendToFriendRequest } from '../../../domain/requests/visitor-requests';
import { routePath } from '../../../domain/routing/routes';
import type { Locale } from '../../../domain/shared/locale';
import { estateAddress, type AddressReader } from '../../../domain/display/format-address';
import { mailSender } from '../../../domain/site/mail-sender';
import { hostOfOrigin, parseOrigin, publicOrigin } from '../../../domain/site/public-origin';
import type { Site } from '../../../domain/site/site';
import type { EstateInLanguage, MailComposer, MailMessage, ReservedStay } from './mail-composer';
import { oneLine, renderMail, type Block, type Row } from './mail-document';
import { MAIL_TEXTS, type MailTexts } from './texts/mail-texts';
import type { AlertDigest } from '../../../application/ports/alerts';
import { alertDigestMail, confirmationMail } from './compose-alert-mails';
import { bookingMails } from './compose-booking-mails';

export interface MailComposerOptions {
  /**
   * Issue 20 item 2: PUBLIC_ORIGIN, the one public origin of every link; unset = the site's own first public
   * hostname (https), else `localOrigin` (domain/site/public-origin.ts).
   */
  readonly publicOrigin?: string | undefined;
  /** Where a site that names only local hostnames (the demo) is reached; default http://localhost:3000. */
  readonly localOrigin?: string | undefined;
  /** MAIL_FROM: the sender when the site's settings name none; unset = "<site name>" <no-reply@<public origin's domain>>. */
  readonly mailFrom?: string | undefined;
}

export const DEFAULT_LOCAL_ORIGIN = 'http://localhost:3000';

/**
 * A visitor's address we may put in a Reply-To header as it is: one mailbox, nothing a mail program could
 * read as a list or a display name (the form's check lets a comma or quote through in the local part).
 */
const REPLYABLE = /^[A-Za-z0-9.!#$%&'*+=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
const replyable = (email: string): string | undefined => (REPLYABLE.test(email.trim()) ? email.trim() : undefined);

interface Sender {
  readonly from: string;
  readonly replyTo?: string | undefined;
}

function mail(to: string, subject: string, lang: Locale, blocks: readonly (Block | undefined | false)[], sender: Sender): MailMessage[] {
  // An agency without an address gets no mail rather than an outbox row that can never be delivered.
  if (to.trim() === '') return [];
  const { text, html } = renderMail(lang, blocks);
  return [{ to: to.trim(), subject: oneLine(subject), text, html, from: sender.from, ...(sender.replyTo && { replyTo: sender.replyTo }) }];
}

/** What a mail says of an estate: its reference, title, address and absolute link, in one language. */
export interface EstateFacts {
  readonly id: number;
  readonly reference: string;
  readonly title: string;
  readonly address?: string | undefined;
  readonly url: string;
}

/** The estate's facts in `locale`, read from the estate as that language names it. */
export function estateFacts(estate: Estate, locale: Locale, base: string, reader: AddressReader = 'agency'): EstateFacts {
  const card = listingCard(estate, locale);
  const title = card.title || String(estate.general.id);
  return {
    id: estate.general.id,
    reference: estate.general.reference?.trim() || String(estate.general.id),
    title,
    address: estateAddress(estate, locale, reader),
    url: `${base}${card.href}`,
  };
}

/**
 * Issue 20 item 4: what a reservation mail says of the holiday home: its title as its page has it (issue 19,
 * domain/rental/rental-card.ts), and where it is: the building and floor, postcode and town, the region (§3 gives a rental
 * unit no street).
 */
export function rentalUnitFacts(unit: RentalUnit | undefined, id: number, locale: Locale, t: MailTexts = MAIL_TEXTS[locale]): { readonly name: string; readonly address?: string | undefined } {
  const general = unit?.general;
  const city = general?.city?.name?.trim() ?? '';
  const name = unit ? rentalUnitTitle(unit, locale) : `${t.labels.unit} ${id}`;
  const building = [general?.building?.name?.trim(), general?.floor?.trim() && t.floor(general.floor.trim())].filter(Boolean).join(', ');
  const town = [general?.city?.zip?.trim(), city].filter(Boolean).join(' ');
  const address = [building, town, rentalName(general?.location?.name, locale)].filter((part) => part !== '').join(', ');
  return { name, address: address === '' ? undefined : address };
}

/**
 * The mails of visitor requests (§1, issue 13 item 4, issue 9), each with a plain-text and an HTML part,
 * sender and reply-to from the site settings (domain/site/mail-sender: `mailFrom`, default "<site name>"
 * <no-reply@<first hostname>>; `mailReplyTo`, default the agency's e-mail). What goes to the agency is in the
 * agency's language (the site's default language) and answers the visitor (Reply-To); what goes to a visitor
 * is in their language. Links are absolute on the site's URL and follow the §2 route table.
 */
export function createMailComposer(options: MailComposerOptions = {}): MailComposer {
  const settings = { publicOrigin: parseOrigin(options.publicOrigin), localOrigin: parseOrigin(options.localOrigin) ?? DEFAULT_LOCAL_ORIGIN };
  /** What every mail of a site is written with: its public origin, the links on it, the estates' facts, the sender. */
  const forSite = (site: Site) => {
    const base = publicOrigin(site, settings);
    const link = (name: string, locale: Locale, params: Parameters<typeof routePath>[2]) => `${base}${routePath(name, locale, params)}`;
    /** An estate we know only by id: its short link stands in for the facts. */
    const facts = (estate: EstateInLanguage | undefined, estateId: number | undefined, locale: Locale, reader: AddressReader): EstateFacts | undefined => {
      if (estate) return estateFacts(estate(locale), locale, base, reader);
      return estateId === undefined ? undefined : { id: estateId, reference: String(estateId), title: String(estateId), url: link('estate', locale, { estateId }) };
    };
    return { base, link, facts, host: hostOfOrigin(base), sender: mailSender(site, base, options.mailFrom) };
  };
  const estateRows = (t: MailTexts, about: EstateFacts | undefined): Row[] =>
    about === undefined
      ? []
      : [
          [t.labels.reference, about.reference],
          [t.labels.title, about.title === about.reference ? undefined : about.title],
          [t.labels.address, about.address],
          [t.labels.link, about.url, about.url],
        ];
  const language = (agencyTexts: MailTexts, visitor: Locale): Row => [agencyTexts.labels.language, MAIL_TEXTS[visitor].languageName];

  return {
    contact(site: Site, request: ContactRequest, estate?: EstateInLanguage): MailMessage[] {
      const agencyLocale = site.defaultLocale;
      const a = MAIL_TEXTS[agencyLocale];
      const v = MAIL_TEXTS[request.locale];
      const { sender, facts } = forSite(site);
      const about = facts(estate, request.estateId, agencyLocale, 'agency');
      const visitorEmail = replyable(request.email);
      const details: Block[] = [
        { kind: 'rows', rows: estateRows(a, about) },
        {
          kind: 'rows',
          rows: [
            [a.labels.name, request.name],
            [a.labels.email, request.email, visitorEmail && `mailto:${visitorEmail}`],
            [a.labels.phone, request.phone, request.phone && `tel:${request.phone.replace(/[^+\d]/g, '')}`],
            language(a, request.locale),
          ],
        },
        { kind: 'quote', label: a.labels.message, text: request.message },
      ];
      const subject = a.contactSubject(request.name, about?.reference);
      const toAgency = { from: sender.from, replyTo: visitorEmail ?? sender.replyTo };
      const hint: Block | undefined = visitorEmail ? { kind: 'note', text: a.contactReplyHint(request.name) } : undefined;
      const agency = mail(site.agency.email, subject, agencyLocale, [{ kind: 'text', text: a.contactIntro }, ...details, hint], toAgency);
      // §3 contact / salesRep: the estate's representative gets the same mail, unless the site says not to.
      const rep = estate?.(agencyLocale).contact?.email?.trim();
      const copyRep = site.settings.mailSalesRep !== false && rep !== undefined && rep !== '' && rep.toLowerCase() !== site.agency.email.trim().toLowerCase();
      const salesRep = copyRep
        ? mail(rep, subject, agencyLocale, [{ kind: 'text', text: a.salesRepCopy(site.agency.name) }, { kind: 'text', text: a.contactIntro }, ...details, hint], toAgency)
        : [];
      // The visitor's confirmation is a fixed text: nothing the visitor typed goes to the address they gave.
      const theirs = facts(estate, request.estateId, request.locale, 'public');
      const reach: Row[] = [
        [v.labels.phone, site.agency.phone, site.agency.phone && `tel:${site.agency.phone.replace(/[^+\d]/g, '')}`],
        [v.labels.email, sender.replyTo, replyable(sender.replyTo) && `mailto:${sender.replyTo}`],
      ];
      const confirmation = mail(
        request.email,
        v.contactConfirmSubject(site.agency.name),
        request.locale,
        [
          { kind: 'text', text: v.greeting },
          { kind: 'text', text: v.contactConfirmIntro(site.agency.name) },
          theirs && { kind: 'text', text: `${v.contactConfirmAbout}\n${theirs.title === theirs.reference ? theirs.url : theirs.title}` },
          theirs && { kind: 'link', label: v.viewEstate, href: theirs.url },
          { kind: 'text', text: v.contactConfirmReach },
          { kind: 'rows', rows: reach },
          { kind: 'text', text: v.closing(site.agency.name) },
          { kind: 'note', text: v.contactConfirmIgnore },
        ],
        sender,
      );
      return [...agency, ...salesRep, ...confirmation];
    },

    sendToFriend(site: Site, request: SendToFriendRequest, estate?: EstateInLanguage): MailMessage[] {
      const { locale, senderName } = request;
      const t = MAIL_TEXTS[locale];
      const agencyLocale = site.defaultLocale;
      const a = MAIL_TEXTS[agencyLocale];
      const { sender, facts, host } = forSite(site);
      const agencyName = site.agency.name;
      const shown = facts(estate, request.estateId, locale, 'public')!;
      // Issue 9: a fixed template; of the sender's input only their (checked, one-line) name is in it.
      const name = oneLine(senderName);
      const toFriend = mail(
        request.friendEmail,
        t.friendSubject(name),
        locale,
        [
          { kind: 'text', text: t.greeting },
          { kind: 'text', text: t.friendIntro(name, agencyName) },
          { kind: 'text', text: shown.title === shown.reference ? shown.url : shown.title },
          { kind: 'link', label: t.viewEstate, href: shown.url },
          { kind: 'text', text: t.closing(agencyName) },
          { kind: 'note', text: t.friendWhy(host) },
        ],
        sender,
      );
      const about = facts(estate, request.estateId, agencyLocale, 'agency')!;
      const senderEmail = replyable(request.senderEmail);
      const toAgency = mail(
        site.agency.email,
        a.forwardedSubject(about.reference),
        agencyLocale,
        [
          { kind: 'text', text: a.forwardedIntro },
          { kind: 'rows', rows: estateRows(a, about) },
          {
            kind: 'rows',
            rows: [
              [a.labels.name, name],
              [a.labels.email, request.senderEmail, senderEmail && `mailto:${senderEmail}`],
              [a.labels.friend, request.friendEmail],
              language(a, locale),
            ],
          },
        ],
        { from: sender.from, replyTo: senderEmail ?? sender.replyTo },
      );
      return [...toFriend, ...toAgency];
    },

    subscribed(site: Site, subscription: Subscription, confirmationToken?: string): MailMessage[] {
      const { token, locale } = subscription;
      const t = MAIL_TEXTS[locale];
      const { link, sender } = forSite(site);
      const edit: Row = [t.editLink, link('editSubscriptions', locale, { token }), link('editSubscriptions', locale, { token })];
      const unsubscribe: Row = [t.unsubscribeLink, link('unsubscribe', locale, { token }), link('unsubscribe', locale, { token })];
      if (confirmationToken !== undefined) {
        return confirmationMail(site, subscription, sender, {
          confirm: link('confirmSubscription', locale, { token: confirmationToken }),
          others: `${t.editLink}: ${edit[1]}\n${t.unsubscribeLink}: ${unsubscribe[1]}`,
        });
      }
      return mail(
        subscription.email,
        t.subscribedSubject(site.agency.name),
        locale,
        [{ kind: 'text', text: t.greeting }, { kind: 'text', text: t.subscribedIntro }, { kind: 'rows', rows: [edit, unsubscribe] }, { kind: 'text', text: t.closing(site.agency.name) }],
        sender,
      );
    },

    alertDigest(site: Site, digest: AlertDigest): MailMessage[] {
      const { token, locale } = digest.subscription;
      const { base, link, sender } = forSite(site);
      return alertDigestMail(site, digest, sender, {
        base,
        edit: link('editSubscriptions', locale, { token }),
        unsubscribe: link('unsubscribe', locale, { token }),
      });
    },

    // Issue 12 item 2: the viewing booking's mails live in compose-booking-mails.ts.
    appointmentBooked: (site, ...rest) => bookingMails(forSite(site)).appointmentBooked(site, ...rest),
    appointmentCancelled: (site, ...rest) => bookingMails(forSite(site)).appointmentCancelled(site, ...rest),

    rentalReserved(site: Site, reservation: RentalReservation & { readonly id: string; readonly reference: string }, locale: Locale, stay: ReservedStay = {}): MailMessage[] {
      const { link, sender } = forSite(site);
      const { rentalUnitId, period } = reservation;
      // Issue 20 item 4: the unit by name and address, the dates in words, the price; the agency's copy in its language.
      const details = (lang: Locale): { readonly rows: Row[]; readonly name: string; readonly dates: string } => {
        const t = MAIL_TEXTS[lang];
        const unit = rentalUnitFacts(stay.unit ?? undefined, rentalUnitId, lang);
        const dates = t.stayDates(formatDayInWords(period.start, lang), formatDayInWords(period.end, lang));
        const unitUrl = link('rentalUnit', lang, { rentalUnitId });
        return {
          name: unit.name,
          dates,
          rows: [
            [t.labels.unit, unit.name, unitUrl],
            [t.labels.address, unit.address],
            [t.labels.period, dates],
            [t.labels.price, stay.price === undefined ? undefined : formatPrice(stay.price)],
            [t.labels.persons, reservation.persons],
            [t.labels.reference, reservation.reference],
          ],
        };
      };
      const agencyLocale = site.defaultLocale;
      const a = MAIL_TEXTS[agencyLocale];
      const t = MAIL_TEXTS[locale];
      const forAgency = details(agencyLocale);
      const forGuest = details(locale);
      const guest: Row[] = [[a.labels.name, reservation.name], [a.labels.email, reservation.email], [a.labels.phone, reservation.phone], [a.labels.language, t.languageName]];
      const message: Block | undefined = reservation.message ? { kind: 'quote', label: a.labels.message, text: reservation.message } : undefined;
      const visitor = replyable(reservation.email);
      return [
        ...mail(
          site.agency.email,
          a.reservationAgencySubject(forAgency.name, forAgency.dates),
          agencyLocale,
          [{ kind: 'text', text: a.reservationAgencyIntro }, { kind: 'rows', rows: [...forAgency.rows, ...guest] }, message],
          { from: sender.from, replyTo: visitor ?? sender.replyTo },
        ),
        ...mail(
          reservation.email,
          t.reservationVisitorSubject(forGuest.name, forGuest.dates),
          locale,
          [
            { kind: 'text', text: t.greeting },
            { kind: 'text', text: t.reservationVisitorIntro(forGuest.dates) },
            { kind: 'rows', rows: forGuest.rows },
            { kind: 'text', text: t.closing(site.agency.name) },
          ],
          sender,
        ),
      ];
    },
  };
}
