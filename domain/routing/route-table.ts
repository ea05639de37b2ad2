import type { Translated } from '../shared/locale';

/** §2 screens, plus the list (offer path without id), the home page of ARCHITECTURE.md "URLs" and the compare page (issue 10). */
export const ROUTE_NAMES = [
  'home',
  'list',
  'privacy',
  'terms',
  'favorites',
  'compare',
  'subscribe',
  'subscribeSuccess',
  'unsubscribe',
  'editSubscriptions',
  'confirmSubscription',
  'estate',
  'estateWithSlug',
  'projectEntity',
  'cancelAppointment',
  'rentalUnit',
  'holidayList',
  'appointment',
  'detail',
  'contact',
  'notarySales',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

export const PARAM_NAMES = ['estateId', 'slug', 'entityId', 'token', 'appointmentId', 'rentalUnitId'] as const;
export type ParamName = (typeof PARAM_NAMES)[number];

/** Ids that are numbers upstream: a path with anything but digits there is not that route. */
export const NUMERIC_PARAMS: ReadonlySet<ParamName> = new Set<ParamName>(['estateId', 'entityId', 'rentalUnitId']);

/** A path segment: a word per language, or a parameter. */
export type Segment = { readonly word: Translated } | { readonly param: ParamName };

const word = (nl: string, fr: string, en: string, de: string): Segment => ({ word: { nl, fr, en, de } });
const param = (name: ParamName): Segment => ({ param: name });

// §2 path names, nl / fr / en / de, exactly as the spec spells them.
const PRIVACY = word('privacy-verklaring', 'declaration-de-confidentialite', 'privacy-statement', 'datenschutzerklarung');
const TERMS = word('gebruiksvoorwaarden', 'conditions-d-utilisation', 'terms-of-use', 'agb');
const FAVORITES = word('favorieten', 'favoris', 'favorites', 'favoriten');
// Issue 10: 2 to 4 estates side by side.
const COMPARE = word('vergelijken', 'comparer', 'compare', 'vergleichen');
const SUBSCRIBE = word('hou-me-op-de-hoogte', 'tenez-moi-au-courant', 'keep-me-informed', 'halte-mich-auf-dem-laufenden');
const SUCCESS = word('succes', 'reussi', 'success', 'gelungen');
const UNSUBSCRIBE = word('uitschrijven', 'desinscrire', 'unsubscribe', 'abbestellen');
// Issue 11 double opt-in: the link in the confirmation mail.
const CONFIRM = word('bevestigen', 'confirmer', 'confirm', 'bestatigen');
const OFFER = word('aanbod', 'offre', 'offer', 'angebot');
const CANCEL_APPOINTMENT = word('afspraak-annuleren', 'annuler-rendez-vous', 'cancel-appointment', 'termin-absagen');
const APPOINTMENT = word('afspraak', 'rendez-vous', 'appointment', 'termin');
const HOLIDAY = word('vakantie', 'vacances', 'holiday', 'feiertage');
const DETAIL = word('detail', 'detail', 'detail', 'detail');
// Issue 13 item 1: the address the agency's main menu links to (demo navigation: contact / kontakt).
const CONTACT = word('contact', 'contact', 'contact', 'kontakt');
// Issue 12 item 5: estates sold by public or online notary auction.
const NOTARY_SALES = word('notariele-verkopen', 'ventes-notariales', 'notary-sales', 'notarielle-versteigerungen');

/** Every route as its segments after the `/{locale}` prefix. */
export const ROUTE_TABLE: Readonly<Record<RouteName, readonly Segment[]>> = {
  home: [],
  list: [OFFER],
  privacy: [PRIVACY],
  terms: [TERMS],
  favorites: [FAVORITES],
  compare: [COMPARE],
  subscribe: [SUBSCRIBE],
  subscribeSuccess: [SUBSCRIBE, SUCCESS],
  unsubscribe: [SUBSCRIBE, UNSUBSCRIBE, param('token')],
  editSubscriptions: [SUBSCRIBE, param('token')],
  confirmSubscription: [SUBSCRIBE, CONFIRM, param('token')],
  estate: [OFFER, param('estateId')],
  estateWithSlug: [OFFER, param('estateId'), param('slug')],
  projectEntity: [OFFER, param('estateId'), param('slug'), param('entityId')],
  cancelAppointment: [CANCEL_APPOINTMENT, param('appointmentId')],
  rentalUnit: [HOLIDAY, param('rentalUnitId')],
  /** Issue 12: the holiday rentals list, the holiday path without an id. */
  holidayList: [HOLIDAY],
  /** Issue 13 item 1: the agency's contact page. */
  contact: [CONTACT],
  /** Issue 12: the confirmation of a booked viewing (its unguessable id is the key, as for cancelling). */
  appointment: [APPOINTMENT, param('appointmentId')],
  detail: [DETAIL],
  /** Issue 12 item 5: the notary sales (public or online auction). */
  notarySales: [NOTARY_SALES],
};

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && (ROUTE_NAMES as readonly string[]).includes(value);
}
