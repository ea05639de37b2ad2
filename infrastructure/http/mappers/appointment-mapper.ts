import type { Appointment, AppointmentSlot } from '../../../domain/agenda/appointment';
import { field, list, num, object, oneOf, str } from './codec';

/** §7 live agenda JSON (fields not shown in the spec): the domain's shapes. */
const slot = object<AppointmentSlot, AppointmentSlot>(
  {
    id: field('id', num),
    agendaId: field('agendaId', num),
    start: field('start', str, ''),
    end: field('end', str, ''),
    capacity: field('capacity', num, 0),
    available: field('available', num, 0),
    estateId: field('estateId', num),
  },
  ['id', 'agendaId'],
);

const appointment = object<Appointment, Appointment>(
  {
    id: field('id', str),
    slotId: field('slotId', num),
    start: field('start', str, ''),
    end: field('end', str, ''),
    name: field('name', str, ''),
    email: field('email', str, ''),
    phone: field('phone', str, ''),
    estateId: field('estateId', num),
    status: field('status', oneOf(['BOOKED', 'CANCELLED'] as const), 'BOOKED'),
  },
  ['id', 'slotId'],
);

/** Slots of the asked agenda; a slot that does not say its agenda belongs to the one asked for. */
export function toAppointmentSlots(raw: unknown, agendaId: number): readonly AppointmentSlot[] {
  const withAgenda = Array.isArray(raw) ? raw.map((entry: unknown) => ({ agendaId, ...(entry as object) })) : raw;
  return list(slot).decode(withAgenda) ?? [];
}

export function toAppointment(raw: unknown): Appointment | null {
  return appointment.decode(raw) ?? null;
}
