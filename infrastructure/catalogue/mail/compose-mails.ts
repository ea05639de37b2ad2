import type { Subscription } from '../../../application/ports/visitor-requests';
import type { Appointment } from '../../../domain/agenda/appointment';
import { formatDate } from '../../../domain/display/format-date';
import type { RentalReservation } from '../../../domain/rental/rental-unit';
import type { ContactRequest, SendToFriendRequest } from '../../../domain/requests/visitor-requests';
import { routePath } from '../../../domain/routing/routes';
import type { Locale } from '../../../domain/shared/locale';
import type { Site } from '../../../domain/site/site';
import type { MailComposer, MailMessage } from './mail-composer';
import { MAIL_TEXTS, type MailTexts } from './texts/mail-texts';
import type { AlertDigest } from '../../../application/ports/alerts';
import { alertDigestMail, confirmationMail } from './compose-alert-mails';

export interface MailComposerOptions {
  /** Where the site is reached, for the links in mails; default http://localhost:3000. */
  readonly siteUrl?: string;
}

export const DEFAULT_SITE_URL = 'http://localhost:3000';

type Row = readonly [label: string, value: string | number | undefined];

/** A subject is one header line: no line breaks or control characters from visitor input. */
const oneLine = (text: string): string => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);

const rows = (list: readonly Row[]): string =>
  list.flatMap(([label, value]) => (value === undefined || value === '' ? [] : [`${label}: ${value}`])).join('\n');

/** Plain text with unix line ends and no control characters but tabs (visitor input included). */
const paragraphs = (...parts: readonly (string | undefined)[]): string =>
  `${parts.filter((p) => p !== undefined && p !== '').join('\n\n')}\n`.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\t\n]/gu, '');

function mail(to: string, subject: string, text: string): MailMessage[] {
  // An agency without an address gets no mail rather than an outbox row that can never be delivered.
  return to.trim() === '' ? [] : [{ to: to.trim(), subject: oneLine(subject), text }];
}

/** An appointment's start in the agency's time zone, in the visitor's language. */
function when(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(`${locale}-BE`, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(date);
}

/**
 * The plain-text mails of visitor requests, in the visitor's language (§9 locales): to the agency for
 * every request, to the friend for send-to-a-friend, and confirmations with edit/unsubscribe/cancel
 * links to the visitor. Links are absolute on the site's URL and follow the §2 route table.
 */
export function createMailComposer(options: MailComposerOptions = {}): MailComposer {
  const base = (options.siteUrl ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
  const link = (name: string, locale: Locale, params: Parameters<typeof routePath>[2]) => `${base}${routePath(name, locale, params)}`;
  const estateRow = (t: MailTexts, locale: Locale, estateId: number | undefined): Row => [
    t.labels.estate,
    estateId === undefined ? undefined : `${estateId} (${link('estate', locale, { estateId })})`,
  ];
  const language = (t: MailTexts): Row => [t.labels.language, t.languageName];

  return {
    contact(site: Site, request: ContactRequest): MailMessage[] {
      const { locale } = request;
      const t = MAIL_TEXTS[locale];
      const summary = rows([
        [t.labels.name, request.name],
        [t.labels.email, request.email],
        [t.labels.phone, request.phone],
        estateRow(t, locale, request.estateId),
        language(t),
      ]);
      const text = paragraphs(t.contactIntro, summary, `${t.labels.message}:\n${request.message}`);
      return mail(site.agency.email, t.contactSubject(request.name), text);
    },

    sendToFriend(site: Site, request: SendToFriendRequest): MailMessage[] {
      const { locale, senderName } = request;
      const t = MAIL_TEXTS[locale];
      const agency = site.agency.name;
      const note = request.message ? `${t.labels.message} (${senderName}):\n${request.message}` : undefined;
      const estateUrl = link('estate', locale, { estateId: request.estateId });
      const toFriend = paragraphs(t.greeting, t.friendIntro(senderName, agency), estateUrl, note, t.closing(agency));
      const summary = rows([
        [t.labels.name, senderName],
        [t.labels.email, request.senderEmail],
        [t.labels.friend, request.friendEmail],
        estateRow(t, locale, request.estateId),
        language(t),
      ]);
      return [
        ...mail(request.friendEmail, t.friendSubject(senderName), toFriend),
        ...mail(site.agency.email, t.forwardedSubject(request.estateId), paragraphs(t.forwardedIntro, summary, note)),
      ];
    },

    subscribed(site: Site, subscription: Subscription, confirmationToken?: string): MailMessage[] {
      const { token, locale } = subscription;
      const t = MAIL_TEXTS[locale];
      if (confirmationToken !== undefined) {
        return confirmationMail(site, subscription, {
          confirm: link('confirmSubscription', locale, { token: confirmationToken }),
          others: rows([
            [t.editLink, link('editSubscriptions', locale, { token })],
            [t.unsubscribeLink, link('unsubscribe', locale, { token })],
          ]),
        });
      }
      const links = rows([
        [t.editLink, link('editSubscriptions', locale, { token })],
        [t.unsubscribeLink, link('unsubscribe', locale, { token })],
      ]);
      const text = paragraphs(t.greeting, t.subscribedIntro, links, t.closing(site.agency.name));
      return mail(subscription.email, t.subscribedSubject(site.agency.name), text);
    },

    alertDigest(site: Site, digest: AlertDigest): MailMessage[] {
      const { token, locale } = digest.subscription;
      return alertDigestMail(site, digest, {
        base,
        edit: link('editSubscriptions', locale, { token }),
        unsubscribe: link('unsubscribe', locale, { token }),
      });
    },

    appointmentBooked(site: Site, appointment: Appointment, locale: Locale): MailMessage[] {
      const t = MAIL_TEXTS[locale];
      const at = when(appointment.start, locale);
      const estate = estateRow(t, locale, appointment.estateId);
      const summary = rows([
        [t.labels.when, at],
        [t.labels.name, appointment.name],
        [t.labels.email, appointment.email],
        [t.labels.phone, appointment.phone],
        estate,
        language(t),
      ]);
      const cancel = rows([[t.cancelLink, link('cancelAppointment', locale, { appointmentId: appointment.id })]]);
      const toVisitor = paragraphs(t.greeting, t.appointmentVisitorIntro(at), rows([estate]), cancel, t.closing(site.agency.name));
      return [
        ...mail(site.agency.email, t.appointmentAgencySubject(at), paragraphs(t.appointmentAgencyIntro, summary)),
        ...mail(appointment.email, t.appointmentVisitorSubject(at), toVisitor),
      ];
    },

    rentalReserved(site: Site, reservation: RentalReservation & { readonly id: string }, locale: Locale): MailMessage[] {
      const t = MAIL_TEXTS[locale];
      const { rentalUnitId, period } = reservation;
      const dates = `${formatDate(period.start)} – ${formatDate(period.end)}`;
      const details: Row[] = [
        [t.labels.unit, `${rentalUnitId} (${link('rentalUnit', locale, { rentalUnitId })})`],
        [t.labels.period, dates],
        [t.labels.persons, reservation.persons],
        [t.labels.reference, reservation.id],
      ];
      const guest: Row[] = [[t.labels.name, reservation.name], [t.labels.email, reservation.email], [t.labels.phone, reservation.phone], language(t)];
      const message = reservation.message ? `${t.labels.message}:\n${reservation.message}` : undefined;
      const toGuest = paragraphs(t.greeting, t.reservationVisitorIntro(dates), rows(details), t.closing(site.agency.name));
      const toAgency = paragraphs(t.reservationAgencyIntro, rows([...details, ...guest]), message);
      return [
        ...mail(site.agency.email, t.reservationAgencySubject(rentalUnitId, dates), toAgency),
        ...mail(reservation.email, t.reservationVisitorSubject(dates), toGuest),
      ];
    },
  };
}
