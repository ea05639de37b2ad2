import { createHash } from 'node:crypto';
import type { Appointment } from '../../../domain/agenda/appointment';
import { viewingCalendar } from './icalendar';
import { reminderDueAt } from '../../../domain/agenda/viewing-reminder';
import { routePath } from '../../../domain/routing/routes';
import type { Locale } from '../../../domain/shared/locale';
import type { AddressReader } from '../../../domain/display/format-address';
import type { Site } from '../../../domain/site/site';
import type { EstateInLanguage, MailAttachment, MailMessage } from './mail-composer';
import { oneLine, renderMail, type Block, type Row } from './mail-document';
import { BOOKING_TEXTS } from './texts/booking-texts';
import { MAIL_TEXTS } from './texts/mail-texts';

/** What a mail says of the estate viewed (compose-mails' estate facts). */
interface EstateFacts {
  readonly reference: string;
  readonly title: string;
  readonly address?: string | undefined;
  readonly url: string;
}

export interface BookingMailOptions {
  /** The site's public origin (issue 20 item 2), for the links. */
  readonly base: string;
  /** Its host, for the calendar object's UID and product id. */
  readonly host: string;
  /** The estate's facts in a language (from the estate when known, else by id), its address as `reader` may read it. */
  readonly facts: (estate: EstateInLanguage | undefined, estateId: number | undefined, locale: Locale, reader: AddressReader) => EstateFacts | undefined;
  /** The site's sender and reply-to (domain/site/mail-sender.ts). */
  readonly sender: { readonly from: string; readonly replyTo: string };
}

/** The outbox reference of a viewing's reminder, by which cancelling withdraws it while unsent. */
export const reminderReference = (appointmentId: string): string => `viewing-reminder:${appointmentId}`;

/** A viewing's start in Brussels time in a language: "24 november 2026 om 10:30". */
function when(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(`${locale}-BE`, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(date);
}

/**
 * The calendar object's UID: stable for one viewing (a second file updates the event), unique, and not the
 * appointment id itself, which is the key that cancels it (a shared calendar shows UIDs).
 */
const eventUid = (appointmentId: string, host: string): string => `viewing-${createHash('sha256').update(appointmentId).digest('hex').slice(0, 32)}@${host}`;

/**
 * Issue 12 item 2, the mails of a booked viewing, all queued with the booking in one transaction:
 * - to the visitor, in their language: when, the estate and its address, the cancel link, and the viewing as
 *   an RFC 5545 calendar object (`.ics`: Europe/Brussels times, the address as LOCATION, the cancel link in
 *   DESCRIPTION);
 * - to the agency, in its language (the site's default), Reply-To the visitor: who comes when to which estate;
 * - to the visitor again, a reminder due at 09:00 Brussels time the day before (none when booked after
 *   that), sent by the outbox when due and withdrawn when the viewing is cancelled first.
 * Issue 20: what goes to the visitor (the mails and the .ics LOCATION) gives the address as the site shows it: an
 * estate whose address the agency hides (§3 address.visible false) is named by its town alone; the agency's own
 * mail has the full address (domain/display/format-address.ts, one formatter for all of them).
 */
export function bookingMails({ base, host, facts, sender }: BookingMailOptions) {
  const mail = (to: string, subject: string, lang: Locale, blocks: readonly Block[], extra: Partial<MailMessage>, replyTo: string | undefined): MailMessage[] => {
    if (to.trim() === '') return [];
    const { text, html } = renderMail(lang, blocks);
    return [{ to: to.trim(), subject: oneLine(subject), text, html, from: sender.from, ...(replyTo && { replyTo }), ...extra }];
  };
  const visitorReplyTo = (appointment: Appointment): string =>
    /^[^\s@",<>]+@[^\s@",<>]+\.[^\s@",<>]+$/.test(appointment.email.trim()) ? appointment.email.trim() : sender.replyTo;
  /** The agency's rows: when, who, and the estate with its full address. */
  const agencyRows = (site: Site, appointment: Appointment, locale: Locale | undefined, estate: EstateInLanguage | undefined): { readonly at: string; readonly about?: EstateFacts | undefined; readonly rows: Row[] } => {
    const agencyLocale = site.defaultLocale;
    const a = MAIL_TEXTS[agencyLocale];
    const about = facts(estate, appointment.estateId, agencyLocale, 'agency');
    const at = when(appointment.start, agencyLocale);
    return {
      at,
      about,
      rows: [
        [a.labels.when, at],
        [a.labels.name, appointment.name],
        [a.labels.email, appointment.email, `mailto:${appointment.email}`],
        [a.labels.phone, appointment.phone],
        [a.labels.language, locale && MAIL_TEXTS[locale].languageName],
        ...(about
          ? ([
              [a.labels.reference, about.reference],
              [a.labels.title, about.title],
              [a.labels.address, about.address],
              [a.labels.link, about.url, about.url],
            ] satisfies Row[])
          : []),
      ],
    };
  };
  return {
    appointmentBooked(site: Site, appointment: Appointment, locale: Locale, estate: EstateInLanguage | undefined, bookedAt: Date): MailMessage[] {
      const t = MAIL_TEXTS[locale];
      const b = BOOKING_TEXTS[locale];
      const about = facts(estate, appointment.estateId, locale, 'public');
      const at = when(appointment.start, locale);
      const name = about?.title ?? site.name;
      const cancelUrl = `${base}${routePath('cancelAppointment', locale, { appointmentId: appointment.id })}`;
      const estateRows: Row[] = about ? [[t.labels.estate, about.title, about.url], [t.labels.address, about.address]] : [];
      const cancelBlock: Block = { kind: 'link', label: t.cancelLink, href: cancelUrl };

      const calendar: MailAttachment = {
        filename: b.fileName,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: viewingCalendar(
          {
            uid: eventUid(appointment.id, host),
            stamp: bookedAt.toISOString(),
            start: appointment.start,
            end: appointment.end,
            summary: b.eventSummary(name, site.agency.name),
            location: about?.address,
            description: [about && `${about.title}\n${about.url}`, b.eventCancel(cancelUrl)].filter(Boolean).join('\n\n'),
            url: about?.url,
          },
          `-//${site.agency.name}//${host}//${locale.toUpperCase()}`,
        ),
      };
      const visitor = mail(
        appointment.email,
        b.visitorSubject(at, name),
        locale,
        [
          { kind: 'text', text: t.greeting },
          { kind: 'text', text: b.visitorIntro(at) },
          { kind: 'rows', rows: [[t.labels.when, at], ...estateRows] },
          { kind: 'text', text: b.calendarNote },
          { kind: 'text', text: b.cancelHint },
          cancelBlock,
          { kind: 'text', text: t.closing(site.agency.name) },
        ],
        { attachments: [calendar] },
        sender.replyTo,
      );

      const agencyLocale = site.defaultLocale;
      const ab = BOOKING_TEXTS[agencyLocale];
      const forAgency = agencyRows(site, appointment, locale, estate);
      const agency = mail(
        site.agency.email,
        ab.agencySubject(forAgency.at, forAgency.about ? `${forAgency.about.reference} ${forAgency.about.title}` : site.name),
        agencyLocale,
        [
          { kind: 'text', text: ab.agencyIntro },
          { kind: 'rows', rows: forAgency.rows },
        ],
        {},
        visitorReplyTo(appointment),
      );

      const due = reminderDueAt(appointment.start, bookedAt);
      const reminder = due
        ? mail(
            appointment.email,
            b.reminderSubject(at, name),
            locale,
            [
              { kind: 'text', text: t.greeting },
              { kind: 'text', text: b.reminderIntro(at) },
              { kind: 'rows', rows: [[t.labels.when, at], ...estateRows] },
              { kind: 'text', text: b.reminderCancelHint },
              cancelBlock,
              { kind: 'text', text: t.closing(site.agency.name) },
            ],
            { sendAt: due.toISOString(), reference: reminderReference(appointment.id) },
            sender.replyTo,
          )
        : [];
      return [...agency, ...visitor, ...reminder];
    },

    /** Issue 20 item 5: the agency is told, in its language, that a visitor cancelled: the slot is free again. */
    appointmentCancelled(site: Site, appointment: Appointment, estate: EstateInLanguage | undefined, cancelledAt: Date): MailMessage[] {
      const agencyLocale = site.defaultLocale;
      const ab = BOOKING_TEXTS[agencyLocale];
      const forAgency = agencyRows(site, appointment, undefined, estate);
      const cancelled: Row = [ab.cancelledAt, when(cancelledAt.toISOString(), agencyLocale)];
      return mail(
        site.agency.email,
        ab.cancelledSubject(forAgency.at, forAgency.about ? `${forAgency.about.reference} ${forAgency.about.title}` : site.name),
        agencyLocale,
        [
          { kind: 'text', text: ab.cancelledIntro },
          { kind: 'rows', rows: [...forAgency.rows, cancelled] },
        ],
        {},
        visitorReplyTo(appointment),
      );
    },
  };
}
