import type { Appointment, AppointmentSlot } from '../../domain/agenda/appointment';
import type { AppointmentRequest } from '../../domain/requests/visitor-requests';
import type { LiveAgenda } from '../../application/ports/live-agenda';
import { ConflictError } from '../../application/ports/port-errors';

/** The live agenda in memory: slot capacity holds, cancelling frees a place. */
export class MemoryLiveAgenda implements LiveAgenda {
  private slotsById: Map<number, AppointmentSlot>;
  readonly appointments = new Map<string, Appointment>();
  private nextId = 1;

  constructor(slots: readonly AppointmentSlot[] = []) {
    this.slotsById = new Map(slots.map((slot) => [slot.id, slot]));
  }

  async slots(agendaId: number): Promise<readonly AppointmentSlot[]> {
    return [...this.slotsById.values()].filter((slot) => slot.agendaId === agendaId);
  }

  async appointment(id: string): Promise<Appointment | null> {
    return this.appointments.get(id) ?? null;
  }

  async book(request: AppointmentRequest): Promise<Appointment> {
    const slot = this.slotsById.get(request.slotId);
    if (!slot || slot.available <= 0) throw new ConflictError('slot_full');
    this.slotsById.set(slot.id, { ...slot, available: slot.available - 1 });
    const appointment: Appointment = {
      id: `apt-${this.nextId++}`,
      slotId: slot.id,
      start: slot.start,
      end: slot.end,
      name: request.name,
      email: request.email,
      phone: request.phone,
      ...(request.estateId !== undefined && { estateId: request.estateId }),
      status: 'BOOKED',
    };
    this.appointments.set(appointment.id, appointment);
    return appointment;
  }

  async cancel(id: string): Promise<void> {
    const appointment = this.appointments.get(id);
    if (!appointment || appointment.status === 'CANCELLED') return;
    this.appointments.set(id, { ...appointment, status: 'CANCELLED' });
    const slot = this.slotsById.get(appointment.slotId);
    if (slot) this.slotsById.set(slot.id, { ...slot, available: slot.available + 1 });
  }
}
