import type { Appointment } from '../../domain/agenda/appointment';
import { isBookableFor } from '../../domain/agenda/viewing-days';
import { validateAppointmentRequest } from '../../domain/requests/visitor-requests';
import type { CoreDeps } from '../core-deps';
import { submit, type Submission } from '../use-cases/submission';

type Deps = Pick<CoreDeps, 'agenda' | 'directory' | 'clock'>;

/**
 * Issue 12 item 2: book a viewing of an estate from its detail page (§7 POST /live-agenda/reservation). The
 * fields are validated first (name, e-mail, phone: invalid with field errors); a slot that is full, past, or
 * not offered for this estate is a conflict (`slot_full`), so the page can say so and show the fresh list.
 */
export async function bookViewing({ agenda, directory, clock }: Deps, input: unknown): Promise<Submission<Appointment>> {
  const validation = validateAppointmentRequest(input);
  if (!validation.ok) return { ok: false, reason: 'invalid', errors: validation.errors };
  const { slotId, estateId } = validation.value;
  if (estateId === undefined) return { ok: false, reason: 'invalid', errors: { estateId: 'required' } };
  const agendaId = (await directory.site()).agendaId;
  if (agendaId === undefined) return { ok: false, reason: 'not_found' };
  if (!isBookableFor(await agenda.slots(agendaId), slotId, estateId, clock.now())) return { ok: false, reason: 'conflict', conflict: 'slot_full' };
  return submit(validation, (request) => agenda.book(request));
}
