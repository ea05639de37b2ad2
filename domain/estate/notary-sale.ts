import type { Estate } from './estate';
import type { NotaryFields } from './fields/notary-fields';
import { formatDateTime } from '../display/format-date';
import { brusselsWallClock } from '../shared/brussels-clock';
import type { Locale } from '../shared/locale';

/**
 * Issue 12 item 5, §3 notary group: how a notary sells an estate by auction. A public auction is held at a
 * session (session date, location of the public auction); an online one (biddit) takes bids over a period
 * (interactive sale bid start and end dates) at a bid URL.
 */
export const NOTARY_SALE_KINDS = ['public', 'online'] as const;
export type NotarySaleKind = (typeof NOTARY_SALE_KINDS)[number];

export const isNotarySaleKind = (value: unknown): value is NotarySaleKind =>
  typeof value === 'string' && (NOTARY_SALE_KINDS as readonly string[]).includes(value);

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * §3 notary: the kind of auction the estate is sold by, or undefined when it is none. Bid dates or a bid URL
 * make an online sale, even when it also names a session or place (biddit closes its period on a "session"
 * day); otherwise a session date or a place of public auction makes a public one. An annuity sale alone, a
 * setting price or a notary's name is no auction.
 */
export function notarySaleKind(estate: Pick<Estate, 'fields'>): NotarySaleKind | undefined {
  const notary: NotaryFields = estate.fields?.notary ?? {};
  if ([notary.interactive_sale_bid_start_date, notary.interactive_sale_bid_end_date, notary.bid_url].some(filled)) return 'online';
  if ([notary.session_date, notary.location_public_auction].some(filled)) return 'public';
  return undefined;
}

export const isNotarySale = (estate: Pick<Estate, 'fields'>): boolean => notarySaleKind(estate) !== undefined;

/** Where a sale stands at a moment: bids not yet open (or the session ahead), bidding now, or over. */
export type NotarySalePhase = 'upcoming' | 'open' | 'closed';

/** What a card says of a notary sale: its kind, its bid period or session and where it stands. */
export interface NotarySaleSchedule {
  readonly kind: NotarySaleKind;
  readonly phase: NotarySalePhase;
  /** ISO dates as the backend wrote them (the display formats them, in Brussels time). */
  readonly bidStart?: string;
  readonly bidEnd?: string;
  readonly sessionDate?: string;
  readonly location?: string;
  readonly bidUrl?: string;
}

/** `now` on a wall clock in Brussels, 'YYYY-MM-DDTHH:mm:ss': how a date or date-time without a zone reads there. */
function brusselsWallTime(now: Date): string {
  const clock = brusselsWallClock(now);
  return `${clock.year}-${clock.month}-${clock.day}T${clock.hour}:${clock.minute}:${clock.second}`;
}

const ZONED = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Whether `now` is at or after `iso`. A moment (with a zone) is compared as an instant; a date-time without a
 * zone as Brussels wall time; a calendar date as its whole day in Brussels (`endOfDay`: the day is over).
 */
function reached(iso: string, now: Date, endOfDay: boolean): boolean {
  if (ZONED.test(iso)) {
    const instant = Date.parse(iso);
    return !Number.isNaN(instant) && now.getTime() >= instant;
  }
  const wall = brusselsWallTime(now);
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return endOfDay ? wall.slice(0, 10) > iso : wall.slice(0, 10) >= iso;
  return wall >= iso.slice(0, 19);
}

function phaseOf(start: string | undefined, end: string | undefined, now: Date): NotarySalePhase {
  if (end !== undefined && reached(end, now, true)) return 'closed';
  return start !== undefined && reached(start, now, false) ? 'open' : 'upcoming';
}

const text = (value: string | undefined): string | undefined => (filled(value) ? value.trim() : undefined);

/**
 * The schedule of a notary sale at `now` (issue 12 item 5: "next session / bid period"), undefined when the
 * estate is no notary sale. Online: open from the first to the last bid moment. Public: upcoming until the
 * session day is over in Brussels.
 */
export function notarySaleSchedule(estate: Pick<Estate, 'fields'>, now: Date): NotarySaleSchedule | undefined {
  const kind = notarySaleKind(estate);
  if (kind === undefined) return undefined;
  const notary: NotaryFields = estate.fields?.notary ?? {};
  const bidStart = text(notary.interactive_sale_bid_start_date);
  const bidEnd = text(notary.interactive_sale_bid_end_date);
  const sessionDate = text(notary.session_date);
  const details = {
    ...(sessionDate && { sessionDate }),
    ...(text(notary.location_public_auction) && { location: text(notary.location_public_auction) }),
    ...(text(notary.bid_url) && { bidUrl: text(notary.bid_url) }),
  };
  if (kind === 'online') {
    return { kind, phase: phaseOf(bidStart, bidEnd ?? sessionDate, now), ...(bidStart && { bidStart }), ...(bidEnd && { bidEnd }), ...details };
  }
  return { kind, phase: phaseOf(undefined, sessionDate, now), ...details };
}

/**
 * Issue 20: biddit (the notaries' auction site) speaks Dutch and French, under /nl/ and /fr/. A bid link opens in the
 * page's language where biddit has it; German goes to French (the German-speaking Community lies in Wallonia) and
 * English keeps the link's own language. Any other address is left as it is.
 */
export function bidditUrlIn(url: string, locale: Locale): string {
  const language = locale === 'nl' || locale === 'fr' ? locale : locale === 'de' ? 'fr' : undefined;
  if (language === undefined) return url;
  return url.replace(/^(https:\/\/(?:www\.)?biddit\.be\/)(?:nl|fr|en|de)(?=\/|$)/i, `$1${language}`);
}

/** Which line a notary sale's card says of its schedule; each front-end has its words for each (web: notary.card.*). */
export type NotaryLineKind = 'onlineClosed' | 'onlineOpen' | 'onlineUntil' | 'onlineUpcoming' | 'sessionHeld' | 'session' | 'place';

/**
 * Issue 19: a notary sale's schedule as every card says it (web and terminal), decided once: the sale's kind, where
 * it stands now, which line, and that line's values, dates as dd/mm/yyyy HH:mm in Brussels time.
 */
export interface NotaryScheduleLine {
  readonly kind: NotarySaleKind;
  readonly phase: NotarySalePhase;
  readonly line: NotaryLineKind;
  readonly start?: string;
  readonly end?: string;
  readonly date?: string;
  /** The public auction's place; '' when unknown. */
  readonly place: string;
}

/** The card's line of a schedule: an online sale's bid period (until its session when it has no end), else the session, else the place. */
export function notaryScheduleLine(schedule: NotarySaleSchedule): NotaryScheduleLine {
  const start = formatDateTime(schedule.bidStart);
  const end = formatDateTime(schedule.bidEnd);
  const session = formatDateTime(schedule.sessionDate);
  const known = { kind: schedule.kind, phase: schedule.phase, place: schedule.location ?? '' };
  if (schedule.kind === 'online' && (start || end)) {
    const until = end || session;
    if (schedule.phase === 'closed') return { ...known, line: 'onlineClosed', end: until };
    if (schedule.phase === 'open') return { ...known, line: 'onlineOpen', end: until };
    return start ? { ...known, line: 'onlineUpcoming', start, end: until } : { ...known, line: 'onlineUntil', end: until };
  }
  if (session) return { ...known, line: schedule.phase === 'closed' ? 'sessionHeld' : 'session', date: session };
  return { ...known, line: 'place' };
}
