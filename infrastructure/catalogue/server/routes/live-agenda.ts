import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../../../application/ports/clock';
import { ConflictError } from '../../../../application/ports/port-errors';
import { canCancel } from '../../../../domain/agenda/appointment';
import { validateAppointmentRequest } from '../../../../domain/requests/visitor-requests';
import { orNotFound } from '../http-problems';
import { idParams, SITE_ID, TOKEN } from '../schemas/common-schemas';
import { siteScope } from '../site-scope';
import { parse, validatedForm } from '../validate';

const appointmentParams = z.object({ siteId: SITE_ID, id: TOKEN });

/**
 * §7 live agenda: the slots of an agenda, booking (409 when the slot is full or unknown: there is no
 * place to take), viewing and cancelling an appointment (until it starts, domain canCancel).
 */
export function liveAgendaRoutes(app: FastifyInstance, clock: Clock): void {
  app.get('/live-agenda/:id', async (request) => {
    const { id } = parse(idParams, request.params);
    return siteScope(request).ports.agenda.slots(id);
  });

  app.post('/live-agenda/reservation', async (request, reply) => {
    const booking = validatedForm(validateAppointmentRequest, request.body);
    return reply.code(201).send(await siteScope(request).ports.agenda.book(booking));
  });

  app.get('/live-agenda/reservation/:id', async (request) => {
    const { id } = parse(appointmentParams, request.params);
    return orNotFound(await siteScope(request).ports.agenda.appointment(id), `appointment ${id}`);
  });

  // Cancelling twice is fine (the place is freed once); a viewing that has started cannot be cancelled.
  app.delete('/live-agenda/reservation/:id', async (request, reply) => {
    const { id } = parse(appointmentParams, request.params);
    const { agenda } = siteScope(request).ports;
    const appointment = orNotFound(await agenda.appointment(id), `appointment ${id}`);
    if (appointment.status === 'BOOKED' && !canCancel(appointment, clock.now())) throw new ConflictError('not_cancellable');
    await agenda.cancel(id);
    return reply.code(204).send();
  });
}
