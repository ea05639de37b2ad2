import { brusselsWallClock } from '../../../domain/shared/brussels-clock';

/**
 * Issue 12 item 2: a booked viewing as an iCalendar object (RFC 5545) that a visitor's calendar program takes
 * from the confirmation mail's attachment. One VEVENT with a stable UID (a second file for the same viewing
 * updates the event instead of adding one), its start and end in Europe/Brussels local time with the
 * VTIMEZONE that defines it, the estate's address as LOCATION and the cancel link in DESCRIPTION.
 *
 * Issue 19 item 5: a wire format, so in the mail adapter that attaches it. Written by hand: `ical-generator` would
 * write the VEVENT, but it writes no VTIMEZONE itself (that needs a second package, `@touch4it/ical-timezones`), so
 * two dependencies would stand in for one fixed block, one escape and one fold (test/infrastructure/catalogue/mail/icalendar.test.ts).
 */

export const BRUSSELS_TZID = 'Europe/Brussels';

export interface CalendarEvent {
  /** Globally unique and stable for this viewing (RFC 5545 §3.8.4.7). */
  readonly uid: string;
  /** When the object was made (DTSTAMP, §3.8.7.2): the booking's time. */
  readonly stamp: string;
  /** ISO 8601 moments (with Z or an offset). */
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly location?: string | undefined;
  readonly description?: string | undefined;
  readonly url?: string | undefined;
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n')
    // Other control characters are not allowed in a content line (§3.1).
    .replace(/[^\P{Cc}\t]/gu, '');

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: a content line is at most 75 octets long (without its CRLF); a longer one is folded by a
 * CRLF and one space, never inside a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    // A continuation line starts with the space, which counts towards its 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** RFC 5545 §3.3.5 form 3: the local date-time in Brussels, to be named with TZID=Europe/Brussels. */
export function brusselsLocalTime(iso: string): string {
  const clock = brusselsWallClock(new Date(iso));
  return `${clock.year}${clock.month}${clock.day}T${clock.hour}${clock.minute}${clock.second}`;
}

/** RFC 5545 §3.3.5 form 2: UTC time, as DTSTAMP must be. */
export const utcTime = (iso: string): string => new Date(iso).toISOString().replace(/\.\d{3}/, '').replace(/[-:]/g, '');

/** Belgium's time zone since 1996 (EU summer time: last Sunday of March 02:00 to last Sunday of October 03:00). */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BRUSSELS_TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The iCalendar object of one viewing: METHOD:PUBLISH (an event to add, not an invitation to answer), lines
 * folded and ended by CRLF as §3.1 asks.
 */
export function viewingCalendar(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcTime(event.stamp)}`,
    `DTSTART;TZID=${BRUSSELS_TZID}:${brusselsLocalTime(event.start)}`,
    `DTEND;TZID=${BRUSSELS_TZID}:${brusselsLocalTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'STATUS:CONFIRMED',
    'SEQUENCE:0',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
