import type { LiveAgenda } from '../../../application/ports/live-agenda';
import { ConflictError } from '../../../application/ports/port-errors';
import type { Appointment, AppointmentSlot } from '../../../domain/agenda/appointment';
import type { AppointmentRequest } from '../../../domain/requests/visitor-requests';
import { reminderReference } from '../mail/compose-booking-mails';
import { readRevision } from './data-revision';
import { enqueueMails, withdrawMails } from './sql-outbox';
import type { SqlRequestsContext } from './sql-visitor-requests';
import { loadSite, unguessableId } from './sql-write-context';

/** The live agenda on SQL. A booking takes a place with one conditional UPDATE, so capacity holds under concurrency. */
export class SqlLiveAgenda implements LiveAgenda {
  /**
   * The slots last read, with the data revision they were read at: every detail page on offer shows its agenda (266
   * slots in the demo, 0.36 ms of SQLite a page), and every write to them, from any process, moves the revision
   * (the triggers of migrations 014 and 019), which costs a one-row read to check.
   */
  private kept: { readonly agendaId: number; readonly revision: number; readonly slots: readonly AppointmentSlot[] } | undefined;

  constructor(private readonly ctx: SqlRequestsContext) {}

  async slots(agendaId: number): Promise<readonly AppointmentSlot[]> {
    const revision = await readRevision(this.ctx.db, this.ctx.dialect);
    if (this.kept?.agendaId === agendaId && this.kept.revision === revision) return this.kept.slots;
    const slots = await this.read(agendaId);
    this.kept = { agendaId, revision, slots };
    return slots;
  }

  private async read(agendaId: number): Promise<readonly AppointmentSlot[]> {
    const rows = await this.ctx.db
      .selectFrom('agenda_slots')
      .selectAll()
      .where('site_id', '=', this.ctx.siteId)
      .where('agenda_id', '=', agendaId)
      .orderBy('start_at')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      agendaId: Number(row.agenda_id),
      start: row.start_at,
      end: row.end_at,
      capacity: Number(row.capacity),
      available: Number(row.available),
      ...(row.estate_id !== null && { estateId: Number(row.estate_id) }),
    }));
  }

  async appointment(id: string): Promise<Appointment | null> {
    const row = await this.ctx.db.selectFrom('appointments').select(['document', 'status']).where('site_id', '=', this.ctx.siteId).where('id', '=', id).executeTakeFirst();
    return row ? { ...(JSON.parse(row.document) as Appointment), status: row.status as Appointment['status'] } : null;
  }

  async book(request: AppointmentRequest): Promise<Appointment> {
    const { db, siteId, clock, mails } = this.ctx;
    // Issue 12 item 2: the mails name the estate viewed, with its address (the calendar event's location).
    const [site, estate] = await Promise.all([
      loadSite(this.ctx),
      request.estateId !== undefined && this.ctx.estateIn ? this.ctx.estateIn(request.estateId) : Promise.resolve(null),
    ]);
    return db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('agenda_slots')
        .set((eb) => ({ available: eb('available', '-', 1) }))
        .where('site_id', '=', siteId)
        .where('id', '=', request.slotId)
        .where('available', '>', 0)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) throw new ConflictError('slot_full');
      const slot = await trx.selectFrom('agenda_slots').select(['start_at', 'end_at']).where('site_id', '=', siteId).where('id', '=', request.slotId).executeTakeFirstOrThrow();
      const appointment: Appointment = {
        id: unguessableId(),
        slotId: request.slotId,
        start: slot.start_at,
        end: slot.end_at,
        name: request.name,
        email: request.email,
        phone: request.phone,
        ...(request.estateId !== undefined && { estateId: request.estateId }),
        status: 'BOOKED',
      };
      const now = clock.now();
      await trx
        .insertInto('appointments')
        .values({ id: appointment.id, site_id: siteId, slot_id: request.slotId, status: 'BOOKED', document: JSON.stringify(appointment), created_at: now.toISOString() })
        .execute();
      await enqueueMails(trx, siteId, mails.appointmentBooked(site, appointment, request.locale, estate ?? undefined, now), now);
      return appointment;
    });
  }

  async cancel(id: string): Promise<void> {
    const { db, siteId, clock, mails } = this.ctx;
    // Issue 20 item 5: the agency's mail names who cancelled which viewing of which estate.
    const booked = await db.selectFrom('appointments').select('document').where('site_id', '=', siteId).where('id', '=', id).where('status', '=', 'BOOKED').executeTakeFirst();
    if (!booked) return;
    const appointment = JSON.parse(booked.document) as Appointment;
    const [site, estate] = await Promise.all([
      loadSite(this.ctx),
      appointment.estateId !== undefined && this.ctx.estateIn ? this.ctx.estateIn(appointment.estateId) : Promise.resolve(null),
    ]);
    await db.transaction().execute(async (trx) => {
      const cancelled = await trx
        .updateTable('appointments')
        .set({ status: 'CANCELLED' })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('status', '=', 'BOOKED')
        .returning('slot_id')
        .executeTakeFirst();
      if (!cancelled) return;
      // A reminder not yet sent is not sent for a viewing that no longer takes place.
      await withdrawMails(trx, siteId, reminderReference(id));
      await trx
        .updateTable('agenda_slots')
        .set((eb) => ({ available: eb('available', '+', 1) }))
        .where('site_id', '=', siteId)
        .where('id', '=', cancelled.slot_id)
        .execute();
      const now = clock.now();
      await enqueueMails(trx, siteId, mails.appointmentCancelled(site, { ...appointment, status: 'CANCELLED' }, estate ?? undefined, now), now);
    });
  }
}
