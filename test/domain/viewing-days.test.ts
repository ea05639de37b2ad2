import type { AppointmentSlot } from '../../domain/agenda/appointment';
import { brusselsDay, isBookableFor, viewingDays } from '../../domain/agenda/viewing-days';

const NOW = new Date('2026-11-21T10:00:00Z');
const slot = (id: number, start: string, extra: Partial<AppointmentSlot> = {}): AppointmentSlot => ({
  id,
  agendaId: 7,
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  capacity: 1,
  available: 1,
  ...extra,
});

describe('issue 12 item 2 / §1 live agenda: the viewing moments of an estate', () => {
  it.each([
    ['2026-11-24T09:00:00Z', '2026-11-24'],
    ['2026-11-24T23:30:00Z', '2026-11-25'], // 00:30 in Brussels (CET, UTC+1)
    ['2026-07-01T22:30:00Z', '2026-07-02'], // 00:30 in Brussels (CEST, UTC+2)
    ['2026-07-01T21:30:00Z', '2026-07-01'],
  ])('a viewing at %s is on %s in Brussels', (instant, day) => {
    expect(brusselsDay(instant)).toBe(day);
  });

  const SLOTS = [
    slot(1, '2026-11-20T09:00:00Z'), // past
    slot(2, '2026-11-24T14:00:00Z'),
    slot(3, '2026-11-24T09:00:00Z'),
    slot(4, '2026-11-24T10:00:00Z', { available: 0 }), // full
    slot(5, '2026-11-25T09:00:00Z', { estateId: 99 }), // reserved for another estate
    slot(6, '2026-11-25T10:00:00Z', { estateId: 42 }), // reserved for this one
    slot(7, '2026-11-21T09:59:00Z'), // started a minute ago
  ];

  it('§1 only future slots with a place, open to every estate or reserved for this one, by day and in order', () => {
    expect(viewingDays(SLOTS, 42, NOW).map((day) => [day.day, day.slots.map((s) => s.id)])).toEqual([
      ['2026-11-24', [3, 2]],
      ['2026-11-25', [6]],
    ]);
  });

  it.each([
    [3, true],
    [1, false],
    [4, false],
    [5, false],
    [6, true],
    [7, false],
    [8, false],
  ])('slot %s is bookable for estate 42: %s (full, past or reserved for another estate are not)', (slotId, bookable) => {
    expect(isBookableFor(SLOTS, slotId, 42, NOW)).toBe(bookable);
  });
});
