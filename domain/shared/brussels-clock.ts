import { once } from './once';

/** An instant as it reads on a 24-hour wall clock in Brussels, each field two digits (the year four). */
export interface WallClock {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
}

const brusselsFormat = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
);

/** The agency's clock: appointments, bid periods and reminders are at a place in Belgium, whatever the server's zone. */
export function brusselsWallClock(instant: Date): WallClock {
  const part = Object.fromEntries(brusselsFormat().formatToParts(instant).map(({ type, value }) => [type, value]));
  return { year: part.year!, month: part.month!, day: part.day!, hour: part.hour!, minute: part.minute!, second: part.second! };
}
