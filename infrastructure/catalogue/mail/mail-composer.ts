import type { Appointment } from '../../../domain/agenda/appointment';
import type { RentalReservation } from '../../../domain/rental/rental-unit';
import type { ContactRequest, SendToFriendRequest } from '../../../domain/requests/visitor-requests';
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
}

/**
 * The mails each visitor request causes: one to the agency and, where useful, a confirmation to the
 * visitor in their language with the link to edit, unsubscribe or cancel. Pure: the caller stores
 * them in the outbox in the same transaction as the request.
 */
export interface MailComposer {
  contact(site: Site, request: ContactRequest): MailMessage[];
  sendToFriend(site: Site, request: SendToFriendRequest): MailMessage[];
  /** With a confirmation token (issue 11 double opt-in): the mail with the link that activates the subscription. */
  subscribed(site: Site, subscription: Subscription, confirmationToken?: string): MailMessage[];
  /** Issue 11: one alert digest, text and HTML, with one-click unsubscribe (RFC 8058). */
  alertDigest(site: Site, digest: AlertDigest): MailMessage[];
  appointmentBooked(site: Site, appointment: Appointment, locale: Locale): MailMessage[];
  rentalReserved(site: Site, reservation: RentalReservation & { readonly id: string }, locale: Locale): MailMessage[];
}
