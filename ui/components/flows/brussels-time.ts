import { brusselsWallClock } from '../../../domain/shared/brussels-clock';

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
  const clock = brusselsWallClock(instant);
  return { date: `${clock.day}/${clock.month}/${clock.year}`, time: `${clock.hour}:${clock.minute}` };
}
