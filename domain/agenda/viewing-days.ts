import { bookableSlots, type AppointmentSlot } from './appointment';
import { once } from '../shared/once';

/** A free viewing moment as the page offers it. */
export interface ViewingSlot {
  readonly id: number;
  readonly start: string;
  readonly end: string;
}

/** The free moments of one day, the day as a calendar date in Brussels (YYYY-MM-DD). */
export interface ViewingDay {
  readonly day: string;
  readonly slots: readonly ViewingSlot[];
}

const brusselsDayFormat = once(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The days of the instants already seen: an agenda's slots are the same on every page that shows them. */
const daysOf = new Map<string, string>();
const MAX_REMEMBERED = 10_000;

/** The calendar day of an instant on a clock in Brussels: a viewing at 00:30 Brussels time is on that day, not the UTC one. */
export function brusselsDay(iso: string): string {
  let day = daysOf.get(iso);
  if (day === undefined) {
    if (daysOf.size >= MAX_REMEMBERED) daysOf.clear();
    day = brusselsDayFormat().format(new Date(iso));
    daysOf.set(iso, day);
  }
  return day;
}

/**
 * Issue 12 item 2 (§1 live-agenda appointments): the slots a visitor can book to view one estate — in the future,
 * not full, and open to every estate or reserved for this one — grouped by day in Brussels time, in order.
 */
export function viewingDays(slots: readonly AppointmentSlot[], estateId: number, now: Date): ViewingDay[] {
  const days = new Map<string, ViewingSlot[]>();
  for (const slot of bookableSlots(slots, now)) {
    if (slot.estateId !== undefined && slot.estateId !== estateId) continue;
    const day = brusselsDay(slot.start);
    const moments = days.get(day) ?? [];
    if (moments.length === 0) days.set(day, moments);
    moments.push({ id: slot.id, start: slot.start, end: slot.end });
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** Whether a slot is still one a visitor may book for this estate (full or past slots are not). */
export const isBookableFor = (slots: readonly AppointmentSlot[], slotId: number, estateId: number, now: Date): boolean =>
  viewingDays(slots, estateId, now).some((day) => day.slots.some((slot) => slot.id === slotId));
