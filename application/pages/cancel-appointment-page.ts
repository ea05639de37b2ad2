import { canCancel, type Appointment } from '../../domain/agenda/appointment';
import type { CoreDeps } from '../core-deps';
import { NOT_FOUND, page, pageQuery, type PageResult } from './page-result';

/** What the visitor can still do with an appointment. */
export type AppointmentState = 'cancellable' | 'cancelled' | 'past';

export function appointmentState(appointment: Appointment, now: Date): AppointmentState {
  if (appointment.status === 'CANCELLED') return 'cancelled';
  return canCancel(appointment, now) ? 'cancellable' : 'past';
}

/** The appointment as the page shows it: no contact details, only when it is and what it is about. */
export interface AppointmentSummary {
  readonly id: string;
  readonly start: string;
  readonly end: string;
  readonly estateId?: number;
  readonly state: AppointmentState;
}

export const appointmentSummary = (appointment: Appointment, now: Date): AppointmentSummary => ({
  id: appointment.id,
  start: appointment.start,
  end: appointment.end,
  ...(appointment.estateId !== undefined && { estateId: appointment.estateId }),
  state: appointmentState(appointment, now),
});

/** §2 cancel appointment: the appointment of the link (not_found when unknown) and what can still be done with it. */
export function cancelAppointmentPage(
  { agenda, clock, logger }: Pick<CoreDeps, 'agenda' | 'clock' | 'logger'>,
  { appointmentId }: { readonly appointmentId: string },
): Promise<PageResult<AppointmentSummary>> {
  return pageQuery(logger, 'the appointment', async () => {
    const appointment = await agenda.appointment(appointmentId);
    return appointment ? page(appointmentSummary(appointment, clock.now())) : NOT_FOUND;
  });
}
