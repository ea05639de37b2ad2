/** §1 live agenda: bookable viewing slots and the appointments made in them (fields not shown in the spec). */
export interface AppointmentSlot {
  readonly id: number;
  readonly agendaId: number;
  /** ISO 8601 date-times. */
  readonly start: string;
  readonly end: string;
  readonly capacity: number;
  readonly available: number;
  readonly estateId?: number;
}

export type AppointmentStatus = 'BOOKED' | 'CANCELLED';

export interface Appointment {
  readonly id: string;
  readonly slotId: number;
  readonly start: string;
  readonly end: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly estateId?: number;
  readonly status: AppointmentStatus;
}

/** Slots a visitor can still book: in the future and not full. */
export function bookableSlots(slots: readonly AppointmentSlot[], now: Date): AppointmentSlot[] {
  const at = now.getTime();
  // In time order (not the strings' order: two offsets may differ), each start parsed once.
  return slots
    .map((slot) => ({ slot, start: Date.parse(slot.start) }))
    .filter(({ slot, start }) => slot.available > 0 && start > at)
    .sort((a, b) => a.start - b.start)
    .map(({ slot }) => slot);
}

/** An appointment can be cancelled until it starts, once. */
export function canCancel(appointment: Appointment, now: Date): boolean {
  return appointment.status === 'BOOKED' && Date.parse(appointment.start) > now.getTime();
}
