import type { Appointment, AppointmentSlot } from '../../domain/agenda/appointment';
import type { AppointmentRequest } from '../../domain/requests/visitor-requests';

/** §7 live agenda: viewing slots and appointments. Unknown ids give null; a full slot rejects. */
export interface LiveAgenda {
  slots(agendaId: number): Promise<readonly AppointmentSlot[]>;
  appointment(appointmentId: string): Promise<Appointment | null>;
  book(request: AppointmentRequest): Promise<Appointment>;
  cancel(appointmentId: string): Promise<void>;
}
