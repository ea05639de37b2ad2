import { brusselsDay } from './viewing-days';
import { once } from '../shared/once';

/** The reminder goes out at this hour (Brussels time) on the day before the viewing. */
export const REMINDER_HOUR = 9;

const brusselsClock = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** Minutes Brussels is ahead of UTC at an instant (60 in winter, 120 in summer). */
function brusselsOffsetMinutes(instant: number): number {
  const p = Object.fromEntries(brusselsClock().formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return (Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - Math.floor(instant / 60_000) * 60_000) / 60_000;
}

/** The instant it is `hour`:00 in Brussels on a calendar day (YYYY-MM-DD); hours away from 02:00–03:00, where the clocks change. */
export function brusselsMoment(day: string, hour: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour);
  return new Date(asUtc - brusselsOffsetMinutes(asUtc - 2 * 3_600_000) * 60_000);
}

/**
 * Issue 12 item 2: when the reminder of a viewing goes out: 09:00 Brussels time on the day before the
 * viewing's day (in Brussels). None when the booking is made after that moment: the confirmation has just
 * said it all.
 */
export function reminderDueAt(start: string, bookedAt: Date): Date | undefined {
  const day = brusselsDay(start);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const dayBefore = new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
  const due = brusselsMoment(dayBefore, REMINDER_HOUR);
  return due.getTime() > bookedAt.getTime() ? due : undefined;
}
