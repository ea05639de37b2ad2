import { bookableSlots, canCancel, type Appointment, type AppointmentSlot } from '../../../domain/agenda/appointment';
import { validateAppointmentRequest } from '../../../domain/requests/visitor-requests';
import type { Clock } from '../../ports/clock';
import type { LiveAgenda } from '../../ports/live-agenda';
import { notFound, submit, type Submission } from '../submission';

type Deps = { readonly agenda: LiveAgenda; readonly clock: Clock };

/** §1 live agenda: the slots a visitor can still book. */
export class ListBookableSlots {
  constructor(private readonly deps: Deps) {}

  async execute(input: { readonly agendaId: number }): Promise<AppointmentSlot[]> {
    return bookableSlots(await this.deps.agenda.slots(input.agendaId), this.deps.clock.now());
  }
}

/** §1 book a viewing; a full slot is a conflict, not an error. */
export class BookAppointment {
  constructor(private readonly deps: Deps) {}

  execute(input: unknown): Promise<Submission<Appointment>> {
    return submit(validateAppointmentRequest(input), (request) => this.deps.agenda.book(request));
  }
}

export class ViewAppointment {
  constructor(private readonly deps: Deps) {}

  execute(input: { readonly appointmentId: string }): Promise<Appointment | null> {
    return this.deps.agenda.appointment(input.appointmentId);
  }
}

/** §2 cancel appointment: possible once, before the viewing starts. */
export class CancelAppointment {
  constructor(private readonly deps: Deps) {}

  async execute(input: { readonly appointmentId: string }): Promise<Submission<Appointment>> {
    const appointment = await this.deps.agenda.appointment(input.appointmentId);
    if (!appointment) return notFound;
    if (!canCancel(appointment, this.deps.clock.now())) return { ok: false, reason: 'conflict', conflict: 'not_cancellable' };
    await this.deps.agenda.cancel(appointment.id);
    return { ok: true, value: { ...appointment, status: 'CANCELLED' } };
  }
}
