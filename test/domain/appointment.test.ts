import { bookableSlots, canCancel, type Appointment, type AppointmentSlot } from '../../domain/agenda/appointment';

const now = new Date('2026-11-21T10:00:00Z');
const slot = (id: number, start: string, available: number): AppointmentSlot => ({
  id,
  agendaId: 1,
  start,
  end: start.replace('T1', 'T2'),
  capacity: 2,
  available,
});

describe('§1 live agenda rules', () => {
  it('offers only future slots with room left, earliest first', () => {
    const slots = [
      slot(1, '2026-11-23T10:00:00Z', 1),
      slot(2, '2026-11-20T10:00:00Z', 2),
      slot(3, '2026-11-22T10:00:00Z', 0),
      slot(4, '2026-11-22T11:00:00Z', 2),
    ];
    expect(bookableSlots(slots, now).map((s) => s.id)).toEqual([4, 1]);
  });

  const appointment = (start: string, status: Appointment['status'] = 'BOOKED'): Appointment => ({
    id: 'a1',
    slotId: 1,
    start,
    end: start,
    name: 'An',
    email: 'an@x.be',
    phone: '0470123456',
    status,
  });

  it.each([
    ['a booked appointment in the future', appointment('2026-11-22T10:00:00Z'), true],
    ['an appointment that already started', appointment('2026-11-21T09:00:00Z'), false],
    ['an appointment already cancelled', appointment('2026-11-22T10:00:00Z', 'CANCELLED'), false],
  ])('§2 cancel appointment: %s can be cancelled: %p', (_title, value, expected) => {
    expect(canCancel(value, now)).toBe(expected);
  });
});
