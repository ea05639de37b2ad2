import type { RentalPeriod, RentalUnit } from '../../../../domain/rental/rental-unit';
import { round } from '../numbers';
import type { Prng } from '../prng';
import { addDays, dayOfWeek, easterSunday } from '../time/calendar';

/**
 * The season of a year: from the Saturday before Easter (the Easter holidays) to the last Saturday of
 * October (the autumn holidays). Every week runs Saturday to Saturday.
 */
export function seasonSaturdays(year: number): string[] {
  const first = addDays(easterSunday(year), -1);
  const octoberEnd = `${year}-10-31`;
  const last = addDays(octoberEnd, -((dayOfWeek(octoberEnd) + 1) % 7));
  const saturdays: string[] = [];
  for (let day = first; day < last; day = addDays(day, 7)) saturdays.push(day);
  return saturdays;
}

/**
 * Issue 20: the Saturdays from the first one at least two days after `from` up to the season of `year` (none when the
 * season has begun): a demo seeded in November lets its first week from next week, not from Easter four months on.
 */
export function offSeasonSaturdays(from: string, year: number): string[] {
  const seasonStart = seasonSaturdays(year)[0] ?? `${year}-01-01`;
  const soonest = addDays(from, 2);
  const saturdays: string[] = [];
  for (let day = addDays(soonest, (6 - dayOfWeek(soonest) + 7) % 7); day < seasonStart; day = addDays(day, 7)) saturdays.push(day);
  return saturdays;
}

/** Summer holidays (July and August) cost most; Easter, Ascension, Whitsun, June and early September less. */
function seasonFactor(week: string, year: number): number {
  const month = Number(week.slice(5, 7));
  if (month === 7 || month === 8) return 1.8;
  const easter = easterSunday(year);
  const holidays = [addDays(easter, -1), addDays(easter, 6), addDays(easter, 37), addDays(easter, 48)];
  if (holidays.includes(week) || month === 6 || (month === 9 && Number(week.slice(8, 10)) <= 14)) return 1.25;
  return 1;
}

/**
 * Weekly periods of one unit, Saturday to Saturday, from the week after `from` (the reference date) through the
 * season of `year`; the base price grows with the number of guests and is higher at the coast. Outside July and
 * August a long weekend (Friday to Monday) is let too, for a little under half a week.
 */
export function holidayPeriods(rng: Prng, unit: RentalUnit, year: number, seaside: boolean, from?: string): RentalPeriod[] {
  const guests = unit.general.maxOccupation ?? 2;
  const base = (300 + 95 * guests) * (seaside ? 1.1 : 0.9) * rng.float(0.9, 1.15);
  const saturdays = [...(from === undefined ? [] : offSeasonSaturdays(from, year)), ...seasonSaturdays(year)];
  const weeks = saturdays.map((start) => ({
    start,
    end: addDays(start, 7),
    price: round((base * seasonFactor(start, Number(start.slice(0, 4)))) / 5) * 5,
    type: 'WEEK',
  }));
  const weekends = weeks
    .map((week) => ({ start: addDays(week.start, 6), end: addDays(week.start, 9), price: round((week.price * 0.45) / 5) * 5, type: 'WEEKEND' }))
    .filter((weekend) => !['07', '08'].includes(weekend.start.slice(5, 7)));
  return [...weeks, ...weekends].sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}
