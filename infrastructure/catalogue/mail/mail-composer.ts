import type { Appointment } from '../../../domain/agenda/appointment';
import type { RentalReservation, RentalUnit } from '../../../domain/rental/rental-unit';
import type { ContactRequest, SendToFriendRequest } from '../../../domain/requests/visitor-requests';
import type { Estate } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';
import type { Site } from '../../../domain/site/site';
import type { Subscription } from '../../../application/ports/visitor-requests';
import type { AlertDigest } from '../../../application/ports/alerts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Issue 11: an HTML part beside the text, extra headers (List-Unsubscribe…), sender and reply-to. */
  readonly html?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly from?: string;
  readonly replyTo?: string;
  /** Issue 12 item 2: files sent with the mail (the viewing's .ics calendar object). */
  readonly attachments?: readonly MailAttachment[];
  /** Issue 12 item 2: not sent before this moment (ISO 8601; a viewing's reminder), else at once. */
  readonly sendAt?: string;
  /** A name to withdraw the mail by while it is unsent (the reminder of a viewing cancelled meanwhile). */
  readonly reference?: string;
}

/** A file attached to a mail, as text (a calendar object). */
export interface MailAttachment {
  readonly filename: string;
  /** The MIME type with its parameters, e.g. `text/calendar; charset=utf-8; method=PUBLISH`. */
  readonly contentType: string;
  readonly content: string;
}

/** What a reservation mail names besides the request: the unit reserved and the price of its stay (euro). */
export interface ReservedStay {
  readonly unit?: RentalUnit | null | undefined;
  readonly price?: number | undefined;
}

/** The estate a request is about, as read in one language (type, city and title names in that language). */
export type EstateInLanguage = (locale: Locale) => Estate;

/**
 * The mails each visitor request causes: one to the agency and, where useful, a confirmation to the
 * visitor in their language with the link to edit, unsubscribe or cancel. Pure: the caller stores
 * them in the outbox in the same transaction as the request.
 */
export interface MailComposer {
  /**
   * Issue 13 item 4: the agency's copy in the agency's language (the site's default) naming the estate by
   * reference, title, address and link, Reply-To the visitor; a copy to the estate's sales representative
   * unless the site settings say `mailSalesRep: false`; a fixed confirmation to the visitor in their language.
   */
  contact(site: Site, request: ContactRequest, estate?: EstateInLanguage): MailMessage[];
  /** Issue 9: the friend's mail is a fixed template with the listing's link; the agency is told. */
  sendToFriend(site: Site, request: SendToFriendRequest, estate?: EstateInLanguage): MailMessage[];
  /** With a confirmation token (issue 11 double opt-in): the mail with the link that activates the subscription. */
  subscribed(site: Site, subscription: Subscription, confirmationToken?: string): MailMessage[];
  /** Issue 11: one alert digest, text and HTML, with one-click unsubscribe (RFC 8058). */
  alertDigest(site: Site, digest: AlertDigest): MailMessage[];
  /**
   * Issue 12 item 2 (compose-booking-mails.ts): the visitor's confirmation with the .ics calendar object and
   * the cancel link, the agency's mail in its language, and the visitor's reminder due the day before.
   */
  appointmentBooked(site: Site, appointment: Appointment, locale: Locale, estate: EstateInLanguage | undefined, bookedAt: Date): MailMessage[];
  /** Issue 20 item 5: the agency is told, in its language, that a visitor cancelled a viewing. */
  appointmentCancelled(site: Site, appointment: Appointment, estate: EstateInLanguage | undefined, cancelledAt: Date): MailMessage[];
  /**
   * `reference`: the short one the guest is given (issue 13 item 8); `id` the row's key, never shown. Issue 20 item 4:
   * the unit by name and address, the dates in words and the price; the agency's copy in the agency's language.
   */
  rentalReserved(site: Site, reservation: RentalReservation & { readonly id: string; readonly reference: string }, locale: Locale, stay?: ReservedStay): MailMessage[];
}
