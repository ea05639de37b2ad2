import type { Appointment, AppointmentSlot } from '../../domain/agenda/appointment';
import type { AppointmentRequest } from '../../domain/requests/visitor-requests';
import type { LiveAgenda } from '../../application/ports/live-agenda';
import type { ApiClient } from './api-client';
import { conflictAs, getJson, sitePath, unreadable, whenNotFound } from './gateway-support';
import type { HttpGatewayConfig } from './gateway-support';
import { toAppointment, toAppointmentSlots } from './mappers/appointment-mapper';

/** The live agenda over the §7 API (/sites/{siteId}/live-agenda…): viewing slots and appointments. */
export class HttpLiveAgenda implements LiveAgenda {
  private readonly client: ApiClient;
  private readonly siteId: string;

  constructor({ client, siteId }: HttpGatewayConfig) {
    this.client = client;
    this.siteId = siteId;
  }

  /** §7 GET /live-agenda/{id}: the available slots; an unknown agenda has none. */
  async slots(agendaId: number): Promise<readonly AppointmentSlot[]> {
    const raw = await whenNotFound(getJson(this.client, sitePath(this.siteId, 'live-agenda', agendaId)), []);
    return toAppointmentSlots(raw, agendaId);
  }

  /** §7 GET /live-agenda/reservation/{id}. */
  async appointment(appointmentId: string): Promise<Appointment | null> {
    const url = sitePath(this.siteId, 'live-agenda', 'reservation', appointmentId);
    return toAppointment(await whenNotFound(getJson(this.client, url), null));
  }

  /** §7 POST /live-agenda/reservation; 409 (slot full) is a ConflictError. */
  async book(request: AppointmentRequest): Promise<Appointment> {
    const url = sitePath(this.siteId, 'live-agenda', 'reservation');
    const raw = await conflictAs(this.client.post<unknown>(url, request), 'slot_full');
    const appointment = toAppointment(raw);
    if (!appointment) throw unreadable(`POST ${url}`, raw);
    return appointment;
  }

  /** §7 DELETE /live-agenda/reservation/{id}; cancelling what does not exist changes nothing. */
  async cancel(appointmentId: string): Promise<void> {
    const url = sitePath(this.siteId, 'live-agenda', 'reservation', appointmentId);
    await whenNotFound(conflictAs(this.client.delete<unknown>(url), 'not_cancellable'), undefined);
  }
}
