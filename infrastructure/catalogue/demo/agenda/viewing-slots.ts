import type { AppointmentSlot } from '../../../../domain/agenda/appointment';
import type { Prng } from '../prng';
import { addDays, belgianPublicHolidays, brusselsDateTime, dayOfWeek, yearOf } from '../time/calendar';

export interface ViewingSlotOptions {
  readonly agendaId: number;
  readonly idOffset: number;
  /** Slots start the day after this date. */
  readonly referenceDate: string;
  /** Estates a slot may be reserved for (estates still on the market). */
  readonly estateIds: readonly number[];
}

const WEEKS = 4;
const FIRST_MINUTE = 10 * 60;
const LAST_END_MINUTE = 17 * 60;
const SLOT_MINUTES = 30;

/**
 * Viewing slots of the live agenda over the four weeks after the reference date: working days (Monday to
 * Friday, Belgian public holidays excluded), 10:00 to 17:00 Brussels time, every 30 minutes. Most take
 * one party, some two; a few are partly booked; about 30 % are reserved for a particular estate.
 */
export function viewingSlots(rng: Prng, options: ViewingSlotOptions): AppointmentSlot[] {
  const slots: AppointmentSlot[] = [];
  for (let offset = 1; offset <= WEEKS * 7; offset++) {
    const day = addDays(options.referenceDate, offset);
    const weekday = dayOfWeek(day);
    if (weekday === 0 || weekday === 6 || belgianPublicHolidays(yearOf(day)).has(day)) continue;
    for (let minute = FIRST_MINUTE; minute + SLOT_MINUTES <= LAST_END_MINUTE; minute += SLOT_MINUTES) {
      const capacity = rng.chance(0.3) ? 2 : 1;
      const estateId = options.estateIds.length > 0 && rng.chance(0.3) ? rng.pick(options.estateIds) : undefined;
      slots.push({
        id: options.idOffset + slots.length + 1,
        agendaId: options.agendaId,
        start: brusselsDateTime(day, minute),
        end: brusselsDateTime(day, minute + SLOT_MINUTES),
        capacity,
        available: rng.chance(0.1) ? capacity - 1 : capacity,
        ...(estateId === undefined ? {} : { estateId }),
      });
    }
  }
  return slots;
}
