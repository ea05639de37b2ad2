import { brusselsDay } from './viewing-days';
import { brusselsWallClock } from '../shared/brussels-clock';

/** The reminder goes out at this hour (Brussels time) on the day before the viewing. */
export const REMINDER_HOUR = 9;

/** Minutes Brussels is ahead of UTC at an instant (60 in winter, 120 in summer). */
function brusselsOffsetMinutes(instant: number): number {
  const clock = brusselsWallClock(new Date(instant));
  const wall = Date.UTC(Number(clock.year), Number(clock.month) - 1, Number(clock.day), Number(clock.hour), Number(clock.minute));
  return (wall - Math.floor(instant / 60_000) * 60_000) / 60_000;
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
