import type { Kysely } from 'kysely';
import type { CatalogueSchema } from '../../sql/schema';
import { hashSeed, Prng } from '../prng';
import { addDays } from '../time/calendar';
import { viewingSlots } from './viewing-slots';

/** The demo agenda offers viewings at least this many days ahead. */
const AHEAD_DAYS = 21;

/**
 * Issue 12 item 2: the demo's viewing slots stay in the future however long DATA_DIR lives. Each agenda whose
 * last slot is less than three weeks ahead gets the next four weeks of slots after its last day (working days,
 * 10:00–17:00 Brussels time, as on the first start), open to every estate. Returns how many slots were added.
 */
export async function keepDemoAgendaAhead(db: Kysely<CatalogueSchema>, today: Date): Promise<number> {
  const agendas = await db
    .selectFrom('agenda_slots')
    .select(['site_id', 'agenda_id', (eb) => eb.fn.max('start_at').as('last')])
    .groupBy(['site_id', 'agenda_id'])
    .execute();
  // Slot ids are unique per site, across its agendas.
  const maxIds = new Map(
    (await db.selectFrom('agenda_slots').select(['site_id', (eb) => eb.fn.max('id').as('maxId')]).groupBy('site_id').execute()).map((row) => [
      row.site_id,
      Number(row.maxId),
    ]),
  );
  const todayIso = today.toISOString().slice(0, 10);
  let added = 0;
  for (const agenda of agendas) {
    let last = String(agenda.last).slice(0, 10);
    let maxId = maxIds.get(agenda.site_id) ?? 0;
    while (last < addDays(todayIso, AHEAD_DAYS)) {
      const from = last < todayIso ? todayIso : last;
      const rng = new Prng(hashSeed(`${agenda.site_id}/${agenda.agenda_id}/${from}`));
      const slots = viewingSlots(rng, { agendaId: Number(agenda.agenda_id), idOffset: maxId, referenceDate: from, estateIds: [] });
      if (slots.length === 0) break;
      await db
        .insertInto('agenda_slots')
        .values(slots.map((s) => ({ site_id: agenda.site_id, id: s.id, agenda_id: s.agendaId, start_at: s.start, end_at: s.end, capacity: s.capacity, available: s.capacity, estate_id: null })))
        .execute();
      added += slots.length;
      maxId += slots.length;
      maxIds.set(agenda.site_id, maxId);
      last = slots.at(-1)!.start.slice(0, 10);
    }
  }
  return added;
}
