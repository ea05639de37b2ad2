import { isAlertRhythm, type AlertRhythm } from '../alerts/alert-rhythm';
import type { Locale } from '../shared/locale';
import { readConsent, type Consent } from './consent';
import { FieldReader, MAX_MESSAGE, readLocale, type Validation } from './validation';

/** §1 contact form: a visitor writes to the agency, about one estate or in general. */
export interface ContactRequest {
  readonly name: string;
  readonly email: string;
  readonly phone?: string;
  readonly message: string;
  readonly estateId?: number;
  readonly locale: Locale;
}

/**
 * §1 send-to-a-friend: a visitor sends a listing to someone. Issue 9: the friend gets a fixed template with
 * the listing's link; of what the sender typed only their name reaches the friend (short, no links, no
 * addresses, no markup), so the form relays no one's text to anyone. One friend per post.
 */
export interface SendToFriendRequest {
  readonly estateId: number;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly friendEmail: string;
  readonly locale: Locale;
}

/** Issue 9: the longest sender name the friend's mail carries. */
export const MAX_SENDER_NAME = 60;

/** A link, an address or markup: `://`, `www.`, `@`, `<`, `>`, or a word followed by a dot and a domain ending. */
const NOT_A_NAME = /:\/\/|www\.|[@<>\\/]|[\p{L}\d-]\.(?:[a-z]{2,}|xn--)(?![\p{L}])/iu;

/** Issue 9: a sender's name the friend may read: a name, not a message, a link or an address. */
export function isPlainName(name: string): boolean {
  return name.length <= MAX_SENDER_NAME && !NOT_A_NAME.test(name) && !/[\p{Cc}]/u.test(name);
}

/** §1 keep-me-informed: mail about new listings matching the visitor's search (a list query string). */
export interface SubscriptionRequest {
  readonly name?: string;
  readonly email: string;
  /** The list page's query string (§2 URL filters) the visitor wants to hear about. */
  readonly criteria: string;
  readonly locale: Locale;
  /** Issue 13 item 7: the consent a new subscription was given with (which text version); kept on edits. */
  readonly consent?: Consent;
  /** Issue 11: how often alerts go out (absent: daily). */
  readonly rhythm?: AlertRhythm;
  /** Issue 11: estate ids (favourites) whose price and status changes the visitor hears about. */
  readonly followed?: readonly number[];
}

/** At most this many followed estates per subscription (a favourites list is small). */
export const MAX_FOLLOWED = 100;

/** Followed estate ids from a list or a comma-separated text; anything but positive whole numbers is invalid. */
export function readFollowed(r: FieldReader): readonly number[] | undefined {
  const raw = r.raw('followed');
  if (raw === undefined || raw === '') return undefined;
  const list = Array.isArray(raw) ? raw : String(raw).split(',');
  const ids = list.map((value) => (typeof value === 'number' ? value : /^\s*\d+\s*$/.test(String(value)) ? Number(value) : Number.NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1)) r.fail('followed', 'invalid');
  else if (ids.length > MAX_FOLLOWED) r.fail('followed', 'too_large');
  return [...new Set(ids)];
}

/** Issue 11: the estates a subscription follows, as the favourites page sends them. */
export function validateFollowed(input: unknown): Validation<readonly number[]> {
  const r = new FieldReader(input);
  const followed = readFollowed(r) ?? [];
  return r.result(() => followed);
}

function readRhythm(r: FieldReader): AlertRhythm | undefined {
  const raw = r.raw('rhythm');
  if (raw === undefined || raw === '') return undefined;
  if (!isAlertRhythm(raw)) r.fail('rhythm', 'invalid');
  return isAlertRhythm(raw) ? raw : undefined;
}

/** §1 live agenda: a visitor books a viewing slot. */
export interface AppointmentRequest {
  readonly slotId: number;
  readonly estateId?: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly message?: string;
  readonly locale: Locale;
}


export function validateContactRequest(input: unknown): Validation<ContactRequest> {
  const r = new FieldReader(input);
  const value = {
    name: r.text('name', { required: true }),
    email: r.email('email'),
    phone: r.phone('phone'),
    message: r.text('message', { required: true, max: MAX_MESSAGE }),
    estateId: r.integer('estateId', { min: 1 }),
    locale: readLocale(r),
  };
  return r.result(() => value as ContactRequest);
}

export function validateSendToFriendRequest(input: unknown): Validation<SendToFriendRequest> {
  const r = new FieldReader(input);
  const value = {
    estateId: r.integer('estateId', { required: true, min: 1 }),
    senderName: r.text('senderName', { required: true, max: MAX_SENDER_NAME }),
    senderEmail: r.email('senderEmail'),
    // One friend per post: a list, or an address with a second one after a comma, is not an address.
    friendEmail: r.email('friendEmail'),
    locale: readLocale(r),
  };
  // Issue 9: no free text reaches the friend; a `message` field an old form still posts is not read.
  if (value.senderName !== undefined && !isPlainName(value.senderName)) r.fail('senderName', 'invalid');
  return r.result(() => value as SendToFriendRequest);
}

function readSubscription(r: FieldReader) {
  return {
    name: r.text('name'),
    email: r.email('email'),
    criteria: r.text('criteria', { max: 2000 }) ?? '',
    locale: readLocale(r),
    ...alertChoices(r),
  };
}

/** Issue 11: the rhythm and the followed estates, when the form sends them. */
function alertChoices(r: FieldReader): { rhythm?: AlertRhythm; followed?: readonly number[] } {
  const rhythm = readRhythm(r);
  const followed = readFollowed(r);
  return { ...(rhythm && { rhythm }), ...(followed && { followed }) };
}

/** New criteria for an existing subscription (edit by token): the consent given at sign-up stays. */
export function validateSubscriptionRequest(input: unknown): Validation<SubscriptionRequest> {
  const r = new FieldReader(input);
  const value = readSubscription(r);
  return r.result(() => value as SubscriptionRequest);
}

/** Issue 13 item 7: a new subscription needs the visitor's consent, checked on the server, stored with its text version. */
export function validateNewSubscription(input: unknown): Validation<SubscriptionRequest> {
  const r = new FieldReader(input);
  const value = { ...readSubscription(r), consent: readConsent(r) };
  return r.result(() => value as SubscriptionRequest);
}

export function validateAppointmentRequest(input: unknown): Validation<AppointmentRequest> {
  const r = new FieldReader(input);
  const value = {
    slotId: r.integer('slotId', { required: true, min: 1 }),
    estateId: r.integer('estateId', { min: 1 }),
    name: r.text('name', { required: true }),
    email: r.email('email'),
    phone: r.phone('phone', { required: true }),
    message: r.text('message', { max: MAX_MESSAGE }),
    locale: readLocale(r),
  };
  return r.result(() => value as AppointmentRequest);
}
