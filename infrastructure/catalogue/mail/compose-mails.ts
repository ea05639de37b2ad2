import type { Subscription } from '../../../application/ports/visitor-requests';
import { formatDate } from '../../../domain/display/format-date';
import { listingCard } from '../../../domain/display/listing-card';
import type { Estate } from '../../../domain/estate/estate';
import type { RentalReservation } from '../../../domain/rental/rental-unit';
import type { ContactRequest, SendToFriendRequest } from '../../../domain/requests/visitor-requests';
import { routePath } from '../../../domain/routing/routes';
import { LOCALES, type Locale } from '../../../domain/shared/locale';
import { mailSender } from '../../../domain/site/mail-sender';
import type { Site } from '../../../domain/site/site';
import type { EstateInLanguage, MailComposer, MailMessage } from './mail-composer';
import { oneLine, renderMail, type Block, type Row } from './mail-document';
import { MAIL_TEXTS, type MailTexts } from './texts/mail-texts';
import type { AlertDigest } from '../../../application/ports/alerts';
import { alertDigestMail, confirmationMail } from './compose-alert-mails';
import { bookingMails } from './compose-booking-mails';

export interface MailComposerOptions {
  /** Where the site is reached, for the links in mails; default http://localhost:3000. */
  readonly siteUrl?: string;
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';

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

const inLocale = (text: Partial<Record<Locale, string>> | undefined, locale: Locale): string | undefined =>
  [locale, ...LOCALES].map((l) => text?.[l]?.trim()).find((value) => !!value);

/** The estate's full address for the agency (also when the site hides it from visitors, §3 address.visible). */
function addressLine(estate: Estate, locale: Locale): string | undefined {
  const address = estate.address ?? estate.children?.[0]?.address;
  if (!address) return undefined;
  const street = address.streetAddress?.trim() || [inLocale(address.street, locale), address.number].filter(Boolean).join(' ');
  const streetLine = [street, address.box && `/${address.box}`].filter(Boolean).join(' ').replace(' /', '/');
  const city = address.city ? [address.city.zip, address.city.alias?.[locale] || address.city.name].filter(Boolean).join(' ') : '';
  const line = [streetLine, city].filter((part) => part !== '').join(', ');
  return line === '' ? undefined : line;
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
export function estateFacts(estate: Estate, locale: Locale, base: string, t: MailTexts = MAIL_TEXTS[locale]): EstateFacts {
  const card = listingCard(estate, locale);
  const own = estate.general.title?.[locale]?.trim();
  const title = card.projectTitle || own || (card.city ? t.estateTitle(card.subType, card.city) : card.subType) || String(estate.general.id);
  return {
    id: estate.general.id,
    reference: estate.general.reference?.trim() || String(estate.general.id),
    title,
    address: addressLine(estate, locale),
    url: `${base}${card.href}`,
  };
}

/**
 * The mails of visitor requests (§1, issue 13 item 4, issue 9), each with a plain-text and an HTML part,
 * sender and reply-to from the site settings (domain/site/mail-sender: `mailFrom`, default "<site name>"
 * <no-reply@<first hostname>>; `mailReplyTo`, default the agency's e-mail). What goes to the agency is in the
 * agency's language (the site's default language) and answers the visitor (Reply-To); what goes to a visitor
 * is in their language. Links are absolute on the site's URL and follow the §2 route table.
 */
export function createMailComposer(options: MailComposerOptions = {}): MailComposer {
  const base = (options.siteUrl ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
  const siteHost = (() => {
    try {
      return new URL(base).host;
    } catch {
      return base;
    }
  })();
  const link = (name: string, locale: Locale, params: Parameters<typeof routePath>[2]) => `${base}${routePath(name, locale, params)}`;
  /** An estate we know only by id: its short link stands in for the facts. */
  const facts = (estate: EstateInLanguage | undefined, estateId: number | undefined, locale: Locale): EstateFacts | undefined => {
    if (estate) return estateFacts(estate(locale), locale, base);
    return estateId === undefined ? undefined : { id: estateId, reference: String(estateId), title: String(estateId), url: link('estate', locale, { estateId }) };
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
      const sender = mailSender(site);
      const about = facts(estate, request.estateId, agencyLocale);
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
      const theirs = facts(estate, request.estateId, request.locale);
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
      const sender = mailSender(site);
      const agencyName = site.agency.name;
      const shown = facts(estate, request.estateId, locale)!;
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
          { kind: 'note', text: t.friendWhy(siteHost) },
        ],
        sender,
      );
      const about = facts(estate, request.estateId, agencyLocale)!;
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
      const edit: Row = [t.editLink, link('editSubscriptions', locale, { token }), link('editSubscriptions', locale, { token })];
      const unsubscribe: Row = [t.unsubscribeLink, link('unsubscribe', locale, { token }), link('unsubscribe', locale, { token })];
      if (confirmationToken !== undefined) {
        return confirmationMail(site, subscription, {
          confirm: link('confirmSubscription', locale, { token: confirmationToken }),
          others: `${t.editLink}: ${edit[1]}\n${t.unsubscribeLink}: ${unsubscribe[1]}`,
        });
      }
      return mail(
        subscription.email,
        t.subscribedSubject(site.agency.name),
        locale,
        [{ kind: 'text', text: t.greeting }, { kind: 'text', text: t.subscribedIntro }, { kind: 'rows', rows: [edit, unsubscribe] }, { kind: 'text', text: t.closing(site.agency.name) }],
        mailSender(site),
      );
    },

    alertDigest(site: Site, digest: AlertDigest): MailMessage[] {
      const { token, locale } = digest.subscription;
      return alertDigestMail(site, digest, {
        base,
        edit: link('editSubscriptions', locale, { token }),
        unsubscribe: link('unsubscribe', locale, { token }),
      });
    },

    // Issue 12 item 2: the viewing booking's mails live in compose-booking-mails.ts.
    appointmentBooked: bookingMails({ base, facts }).appointmentBooked,

    rentalReserved(site: Site, reservation: RentalReservation & { readonly id: string; readonly reference: string }, locale: Locale): MailMessage[] {
      const t = MAIL_TEXTS[locale];
      const sender = mailSender(site);
      const { rentalUnitId, period } = reservation;
      const dates = `${formatDate(period.start)} – ${formatDate(period.end)}`;
      const unitUrl = link('rentalUnit', locale, { rentalUnitId });
      const details: Row[] = [
        [t.labels.unit, rentalUnitId, unitUrl],
        [t.labels.period, dates],
        [t.labels.persons, reservation.persons],
        [t.labels.reference, reservation.reference],
      ];
      const guest: Row[] = [[t.labels.name, reservation.name], [t.labels.email, reservation.email], [t.labels.phone, reservation.phone], [t.labels.language, t.languageName]];
      const message: Block | undefined = reservation.message ? { kind: 'quote', label: t.labels.message, text: reservation.message } : undefined;
      const visitor = replyable(reservation.email);
      return [
        ...mail(
          site.agency.email,
          t.reservationAgencySubject(rentalUnitId, dates),
          locale,
          [{ kind: 'text', text: t.reservationAgencyIntro }, { kind: 'rows', rows: [...details, ...guest] }, message],
          { from: sender.from, replyTo: visitor ?? sender.replyTo },
        ),
        ...mail(
          reservation.email,
          t.reservationVisitorSubject(dates),
          locale,
          [{ kind: 'text', text: t.greeting }, { kind: 'text', text: t.reservationVisitorIntro(dates) }, { kind: 'rows', rows: details }, { kind: 'text', text: t.closing(site.agency.name) }],
          sender,
        ),
      ];
    },
  };
}
