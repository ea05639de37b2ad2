import type { AppointmentSlot } from '../../domain/agenda/appointment';
import { estateDetailPath } from '../../domain/routing/estate-detail-path';
import { aListedEstate, aWorld, NOW } from './harness';

// Issue 12 item 2: book a viewing from an estate's detail page (§7 GET /live-agenda/{id}, POST /live-agenda/reservation).

const AGENDA = 7; // test/fixtures/site.ts
const slot = (id: number, start: string, extra: Partial<AppointmentSlot> = {}): AppointmentSlot => ({
  id,
  agendaId: AGENDA,
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  capacity: 1,
  available: 1,
  ...extra,
});
const SLOTS = [slot(1, '2026-11-24T09:00:00Z'), slot(2, '2026-11-24T09:30:00Z'), slot(3, '2026-11-20T09:00:00Z'), slot(4, '2026-11-25T09:00:00Z', { estateId: 2 })];
const VISITOR = { name: 'An Peeters', email: 'an@example.be', phone: '0470 12 34 56', locale: 'nl' };

describe('issue 12 item 2: book a viewing', () => {
  it('§1 the detail view of an estate on the market lists its free moments by day; a sold estate has none', async () => {
    expect(NOW.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    const world = aWorld({ estates: [aListedEstate(1), aListedEstate(5, 5)], slots: SLOTS });
    const view = async (id: number) => {
      const result = await world.core.pages.detail({ locale: 'nl', origin: 'https://immo.test', path: estateDetailPath(aListedEstate(id, id === 5 ? 5 : 1), 'nl'), search: '', estateId: String(id) });
      if (result.kind !== 'page') throw new Error(result.kind);
      return result.view;
    };
    // Issue 20 item 10: the days to pick from, and the chosen day's moments (the first unless the URL names another).
    expect((await view(1)).viewing).toEqual({
      days: [{ day: '2026-11-24', moments: 2 }],
      day: { day: '2026-11-24', slots: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })] },
    });
    expect((await view(5)).viewing).toBeUndefined();
  });

  it('§1 a free moment is booked for the estate', async () => {
    const world = aWorld({ estates: [aListedEstate(1)], slots: SLOTS });
    const result = await world.core.commands.bookViewing({ ...VISITOR, slotId: '2', estateId: '1' });
    expect(result).toMatchObject({ ok: true, value: { slotId: 2, estateId: 1, name: 'An Peeters', status: 'BOOKED' } });
  });

  it('§5 name, e-mail and phone are validated: invalid with a code per field', async () => {
    const world = aWorld({ estates: [aListedEstate(1)], slots: SLOTS });
    const result = await world.core.commands.bookViewing({ slotId: '', estateId: '1', name: '', email: 'an@', phone: 'x', locale: 'nl' });
    expect(result).toEqual({ ok: false, reason: 'invalid', errors: { slotId: 'required', name: 'required', email: 'invalid_email', phone: 'invalid' } });
  });

  it.each([
    ['past', '3'],
    ['reserved for another estate', '4'],
    ['unknown', '99'],
  ])('a %s slot is a conflict (the page says so and shows the fresh list)', async (_title, slotId) => {
    const world = aWorld({ estates: [aListedEstate(1)], slots: SLOTS });
    expect(await world.core.commands.bookViewing({ ...VISITOR, slotId, estateId: '1' })).toEqual({ ok: false, reason: 'conflict', conflict: 'slot_full' });
  });

  it('a slot taken meanwhile is a conflict for the second visitor', async () => {
    const world = aWorld({ estates: [aListedEstate(1)], slots: SLOTS });
    await world.core.commands.bookViewing({ ...VISITOR, slotId: '1', estateId: '1' });
    expect(await world.core.commands.bookViewing({ ...VISITOR, slotId: '1', estateId: '1' })).toMatchObject({ reason: 'conflict', conflict: 'slot_full' });
  });
});
