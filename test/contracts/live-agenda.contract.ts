import type { AppointmentRequest } from '../../domain/requests/visitor-requests';
import type { LiveAgenda } from '../../application/ports/live-agenda';
import { ConflictError } from '../../application/ports/port-errors';
import { AGENDA_FIXTURE, AGENDA_ID, OTHER_AGENDA_ID } from '../fixtures/agenda';
import type { LiveAgendaFixture } from '../fixtures/agenda';
import { useAdapter } from './adapter-under-test';
import type { MakeAdapter } from './adapter-under-test';

export type { LiveAgendaFixture };

const request = (slotId: number, name = 'Pieter De Smet'): AppointmentRequest => ({
  slotId,
  estateId: 1,
  name,
  email: 'pieter@example.be',
  phone: '+32 470 12 34 56',
  locale: 'nl',
});

const slot = (id: number) => AGENDA_FIXTURE.slots.find((s) => s.id === id)!;

export function describeLiveAgendaContract(name: string, makeAdapter: MakeAdapter<LiveAgenda, LiveAgendaFixture>): void {
  describe(`LiveAgenda contract: ${name}`, () => {
    const agenda = useAdapter(makeAdapter, AGENDA_FIXTURE, 'each');
    const available = async (slotId: number) =>
      (await agenda().slots(AGENDA_ID)).find((s) => s.id === slotId)?.available;

    it('§7 slots(agendaId) gives the slots of that agenda only; an unknown agenda has none', async () => {
      const slots = [...(await agenda().slots(AGENDA_ID))].sort((a, b) => a.id - b.id);
      expect(slots).toEqual([slot(1), slot(2), slot(3)]);
      expect(await agenda().slots(OTHER_AGENDA_ID)).toEqual([slot(4)]);
      expect(await agenda().slots(999)).toEqual([]);
    });

    it('§7 book gives a BOOKED appointment in the slot, readable by its id, and takes one place', async () => {
      const appointment = await agenda().book(request(1));
      expect(appointment).toEqual({
        id: expect.any(String),
        slotId: 1,
        start: slot(1).start,
        end: slot(1).end,
        name: 'Pieter De Smet',
        email: 'pieter@example.be',
        phone: '+32 470 12 34 56',
        estateId: 1,
        status: 'BOOKED',
      });
      expect(await agenda().appointment(appointment.id)).toEqual(appointment);
      expect(await available(1)).toBe(1);
    });

    it('§7 a slot holds as many appointments as its capacity; one more is a ConflictError (slot_full)', async () => {
      const [first, second] = [await agenda().book(request(1, 'A')), await agenda().book(request(1, 'B'))];
      expect(first.id).not.toBe(second.id);
      const third = agenda().book(request(1, 'C'));
      await expect(third).rejects.toBeInstanceOf(ConflictError);
      await expect(third).rejects.toMatchObject({ reason: 'slot_full', status: 409 });
      expect(await available(1)).toBe(0);
    });

    it('§7 a slot without places, or one that does not exist, cannot be booked (ConflictError)', async () => {
      await expect(agenda().book(request(3))).rejects.toBeInstanceOf(ConflictError);
      await expect(agenda().book(request(999))).rejects.toBeInstanceOf(ConflictError);
    });

    it('§7 cancel marks the appointment CANCELLED and frees its place for someone else', async () => {
      const appointment = await agenda().book(request(2));
      await agenda().cancel(appointment.id);
      expect(await agenda().appointment(appointment.id)).toMatchObject({ id: appointment.id, status: 'CANCELLED' });
      expect(await available(2)).toBe(1);
      await expect(agenda().book(request(2, 'Next'))).resolves.toMatchObject({ status: 'BOOKED' });
    });

    it('§7 cancelling twice frees the place once; cancelling an unknown appointment changes nothing', async () => {
      const appointment = await agenda().book(request(1));
      await agenda().cancel(appointment.id);
      await agenda().cancel(appointment.id);
      await agenda().cancel('no-such-appointment');
      expect(await available(1)).toBe(slot(1).capacity);
    });

    it('§7 an unknown appointment id gives null', async () => {
      expect(await agenda().appointment('no-such-appointment')).toBeNull();
    });
  });
}
