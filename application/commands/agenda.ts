import { canCancel, type Appointment } from '../../domain/agenda/appointment';
import { validateAppointmentRequest } from '../../domain/requests/visitor-requests';
import type { CoreDeps } from '../core-deps';
import { notFound, submit, type Submission } from '../use-cases/submission';

type Deps = Pick<CoreDeps, 'agenda' | 'clock'>;

/** §1 book a viewing; a full slot is a conflict, not an error. */
export const bookAppointment = ({ agenda }: Deps, input: unknown): Promise<Submission<Appointment>> =>
  submit(validateAppointmentRequest(input), (request) => agenda.book(request));

/** §2 cancel appointment: possible once, before the viewing starts. */
export async function cancelAppointment({ agenda, clock }: Deps, { appointmentId }: { readonly appointmentId: string }): Promise<Submission<Appointment>> {
  const appointment = await agenda.appointment(appointmentId);
  if (!appointment) return notFound;
  if (!canCancel(appointment, clock.now())) return { ok: false, reason: 'conflict', conflict: 'not_cancellable' };
  await agenda.cancel(appointment.id);
  return { ok: true, value: { ...appointment, status: 'CANCELLED' } };
}
