import { once } from '../../../domain/shared/once';

/** The agency's time zone: appointments are at a place in Belgium, whatever the visitor's device says. */
const brussels = once(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

export interface BrusselsDateTime {
  /** dd/mm/yyyy (§2 dates). */
  readonly date: string;
  /** HH:mm, 24-hour. */
  readonly time: string;
}

/** An ISO instant as the date and time on a clock in Brussels; null when it is no date. */
export function brusselsDateTime(iso: string): BrusselsDateTime | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const part = Object.fromEntries(brussels().formatToParts(instant).map(({ type, value }) => [type, value]));
  return { date: `${part.day}/${part.month}/${part.year}`, time: `${part.hour}:${part.minute}` };
}
