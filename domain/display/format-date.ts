import { brusselsWallClock } from '../shared/brussels-clock';
import { once } from '../shared/once';

/** The agency's time zone: a moment is shown as the calendar day it was in Belgium. */
export const AGENCY_TIME_ZONE = 'Europe/Brussels';

const brusselsDay = once(() => new Intl.DateTimeFormat('en-GB', { timeZone: AGENCY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** A date-time with a zone (Z or ±hh:mm) names a moment; without one it is a calendar date as written. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * §2 dates as dd/mm/yyyy. A calendar date ('2025-03-07', or a date-time without a zone as upstream writes
 * them) is shown as written; a moment (a date-time with Z or an offset: when a price changed, when consent
 * was given) is shown as the day it was in Brussels (issue 11), so 23:30 UTC on a winter evening is already
 * the next day.
 */
export function formatDate(iso: string | null | undefined): string {
  const text = iso?.trim() ?? '';
  if (MOMENT.test(text)) {
    const moment = new Date(text);
    if (!Number.isNaN(moment.getTime())) {
      const parts = Object.fromEntries(brusselsDay().formatToParts(moment).map((part) => [part.type, part.value]));
      return `${parts.day}/${parts.month}/${parts.year}`;
    }
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (match === null) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/**
 * §2 dates with their time, 'dd/mm/yyyy HH:mm' on a 24-hour clock in Brussels (issue 12 item 5: when online
 * bidding opens and closes). A moment is shown at its Brussels time; a date-time without a zone as written; a
 * calendar date alone as formatDate writes it, without a made-up time.
 */
export function formatDateTime(iso: string | null | undefined): string {
  const text = iso?.trim() ?? '';
  if (MOMENT.test(text)) {
    const moment = new Date(text);
    if (!Number.isNaN(moment.getTime())) {
      const clock = brusselsWallClock(moment);
      return `${clock.day}/${clock.month}/${clock.year} ${clock.hour}:${clock.minute}`;
    }
  }
  const time = /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})/.exec(text);
  const day = formatDate(text);
  return time === null || day === '' ? day : `${day} ${time[1]}:${time[2]}`;
}

const dayInWords = new Map<string, Intl.DateTimeFormat>();

/**
 * Issue 20 item 4: a calendar day in words in a language, 'zaterdag 4 juli 2026' / 'samedi 4 juillet 2026'. A
 * moment (with a zone) is first read as its day in Brussels; a calendar date is that day wherever the server runs.
 */
export function formatDayInWords(iso: string | null | undefined, locale: string): string {
  const day = formatDate(iso);
  if (day === '') return '';
  const [d, m, y] = day.split('/');
  const format =
    dayInWords.get(locale) ??
    dayInWords.set(locale, new Intl.DateTimeFormat(`${locale}-BE`, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).get(locale)!;
  return format.format(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), 12)));
}

/** Issue 20: today's calendar day in Brussels ('2026-11-26'), where a day decides (cost rates, free periods). */
export function brusselsToday(now: Date): string {
  const parts = Object.fromEntries(brusselsDay().formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
