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

/** §1 send-to-a-friend: a visitor sends a listing to someone. */
export interface SendToFriendRequest {
  readonly estateId: number;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly friendEmail: string;
  readonly message?: string;
  readonly locale: Locale;
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
    senderName: r.text('senderName', { required: true }),
    senderEmail: r.email('senderEmail'),
    friendEmail: r.email('friendEmail'),
    message: r.text('message', { max: MAX_MESSAGE }),
    locale: readLocale(r),
  };
  return r.result(() => value as SendToFriendRequest);
}

function readSubscription(r: FieldReader) {
  return {
    name: r.text('name'),
    email: r.email('email'),
    criteria: r.text('criteria', { max: 2000 }) ?? '',
    locale: readLocale(r),
  };
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
