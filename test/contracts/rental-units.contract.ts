import type { RentalReservation } from '../../domain/rental/rental-unit';
import { ConflictError } from '../../application/ports/port-errors';
import type { RentalUnits } from '../../application/ports/rental-units';
import { RENTAL_FIXTURE } from '../fixtures/rental-units';
import type { RentalUnitsFixture } from '../fixtures/rental-units';
import { useAdapter } from './adapter-under-test';
import type { MakeAdapter } from './adapter-under-test';

export type { RentalUnitsFixture };

const reservation = (rentalUnitId: number, start: string, end: string): RentalReservation => ({
  rentalUnitId,
  period: { start, end },
  name: 'An Janssens',
  email: 'an@example.be',
  persons: 2,
});

const ids = (units: readonly { readonly id: number }[]) => units.map((unit) => unit.id).sort((a, b) => a - b);

export function describeRentalUnitsContract(name: string, makeAdapter: MakeAdapter<RentalUnits, RentalUnitsFixture>): void {
  describe(`RentalUnits contract: ${name}`, () => {
    const rentals = useAdapter(makeAdapter, RENTAL_FIXTURE, 'each');

    it('§7 search without criteria finds every unit with the total', async () => {
      const result = await rentals().search({});
      expect(result.total).toBe(3);
      expect(ids(result.results)).toEqual([1, 2, 3]);
    });

    it('§7 search pages with from and size; the pages together hold every unit once', async () => {
      const first = await rentals().search({ from: 0, size: 2 });
      const second = await rentals().search({ from: 2, size: 2 });
      expect([first.total, second.total]).toEqual([3, 3]);
      expect([first.results.length, second.results.length]).toEqual([2, 1]);
      expect(ids([...first.results, ...second.results])).toEqual([1, 2, 3]);
    });

    it('§7 search for a number of persons finds the units that sleep at least that many', async () => {
      expect(ids((await rentals().search({ persons: 4 })).results)).toEqual([1, 2]);
      expect(await rentals().search({ persons: 7 })).toEqual({ total: 0, results: [] });
    });

    it('§3 rental filter data counts the max occupations of the matching units', async () => {
      const all = await rentals().filters({});
      expect(all.maxOccupations).toEqual([
        { value: 2, count: 1 },
        { value: 4, count: 1 },
        { value: 6, count: 1 },
      ]);
      expect((await rentals().filters({ persons: 5 })).maxOccupations).toEqual([{ value: 6, count: 1 }]);
    });

    it.each([
      ['§3 location (region)', { location: 1 }, [1, 2]],
      ['§3 city', { city: 6940 }, [3]],
      ['§3 sub kind', { subKind: 1 }, [1, 3]],
      ['§3 sub kind and guests together', { subKind: 1, persons: 3 }, [1]],
      ['§3 period type', { periodType: 'WEEKEND' }, [2]],
      ['§3 arrival date', { arrival: '2025-07-12' }, [1]],
      ['§3 period dates: a free stay inside the window', { availableFrom: '2025-07-10', availableUntil: '2025-07-20' }, [1, 2]],
      ['§3 period dates: the stay must end by the last day', { availableFrom: '2025-07-12', availableUntil: '2025-07-18' }, []],
      ['§3 every period criterion on the same period', { periodType: 'WEEK', availableFrom: '2025-07-10' }, [1]],
      ['§3 an unknown city', { city: 1 }, []],
    ])('issue 12 item 1: search by %s', async (_title, criteria, expected) => {
      const result = await rentals().search(criteria);
      expect([result.total, ids(result.results)]).toEqual([expected.length, expected]);
    });

    it('issue 12 item 1: a reserved period is no longer found by the period criteria', async () => {
      expect(ids((await rentals().search({ arrival: '2025-07-12' })).results)).toEqual([1]);
      await rentals().reserve(reservation(1, '2025-07-12', '2025-07-19'));
      expect(await rentals().search({ arrival: '2025-07-12' })).toEqual({ total: 0, results: [] });
    });

    it('§3 rental filter data: regions, towns (with the centre a backend gives), kinds and the free periods, counted in units', async () => {
      const all = await rentals().filters({});
      expect(all.locations).toEqual([
        { id: 1, name: { nl: 'Kust', fr: 'Côte' }, count: 2 },
        { id: 2, name: { nl: 'Ardennen', fr: 'Ardenne' }, count: 1 },
      ]);
      expect(all.cities).toEqual([
        { id: 6940, name: 'Durbuy', count: 1 },
        { id: 8300, name: 'Knokke-Heist', zip: '8300', lat: 51.3458, lon: 3.2867, count: 1 },
        { id: 8420, name: 'De Haan', count: 1 },
      ]);
      expect(all.subKinds).toEqual([
        { id: 1, name: { nl: 'Appartement', fr: 'Appartement' }, count: 2 },
        { id: 4, name: { nl: 'Villa', fr: 'Villa' }, count: 1 },
      ]);
      expect(all.periodTypes).toEqual([
        { value: 'WEEK', count: 2 },
        { value: 'WEEKEND', count: 1 },
      ]);
      expect(all.periodStartDates).toEqual([
        { value: '2025-07-05', count: 2 },
        { value: '2025-07-11', count: 1 },
        { value: '2025-07-12', count: 1 },
        { value: '2025-07-19', count: 1 },
      ]);
      expect(all.periodDates.map((bucket) => bucket.value)).toEqual([
        '2025-07-05/2025-07-12',
        '2025-07-11/2025-07-14',
        '2025-07-12/2025-07-19',
        '2025-07-19/2025-07-26',
      ]);
      const weekends = await rentals().filters({ periodType: 'WEEKEND' });
      expect([weekends.cities.map((city) => city.id), weekends.periodStartDates]).toEqual([[8420], [{ value: '2025-07-11', count: 1 }]]);
    });

    it('§7 unit(id) gives the unit as seeded; an unknown id gives null', async () => {
      expect(await rentals().unit(1)).toEqual(RENTAL_FIXTURE.units[0]);
      expect(await rentals().unit(99)).toBeNull();
    });

    it('§7 periods(id) gives the free periods; a unit without periods or an unknown unit has none', async () => {
      expect(await rentals().periods(1)).toEqual(RENTAL_FIXTURE.periods[1]);
      expect(await rentals().periods(3)).toEqual([]);
      expect(await rentals().periods(99)).toEqual([]);
    });

    it('§7 reserve confirms the dates under a new id, and the period is no longer free', async () => {
      const confirmation = await rentals().reserve(reservation(1, '2025-07-12', '2025-07-19'));
      expect(confirmation).toEqual({ id: expect.any(String), reference: expect.any(String), rentalUnitId: 1, start: '2025-07-12', end: '2025-07-19' });
      expect(confirmation.id).not.toBe('');
      expect((await rentals().periods(1)).map((p) => p.start)).toEqual(['2025-07-05', '2025-07-19']);
    });

    it('§7 an overlapping reservation of the same unit is a ConflictError (period_taken)', async () => {
      await rentals().reserve(reservation(1, '2025-07-12', '2025-07-19'));
      const clash = rentals().reserve(reservation(1, '2025-07-15', '2025-07-22'));
      await expect(clash).rejects.toBeInstanceOf(ConflictError);
      await expect(clash).rejects.toMatchObject({ reason: 'period_taken', status: 409 });
    });

    it('§7 back-to-back stays and the same dates in another unit do not clash; each gets its own id', async () => {
      const first = await rentals().reserve(reservation(1, '2025-07-12', '2025-07-19'));
      const next = await rentals().reserve(reservation(1, '2025-07-19', '2025-07-26'));
      const elsewhere = await rentals().reserve(reservation(2, '2025-07-12', '2025-07-19'));
      expect(new Set([first.id, next.id, elsewhere.id]).size).toBe(3);
      // Issue 13 item 8: and its own short reference for the guest: 8 characters without look-alikes.
      expect(new Set([first.reference, next.reference, elsewhere.reference]).size).toBe(3);
      for (const { reference } of [first, next, elsewhere]) expect(reference).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    });

    it('§7 photoUrl points at /rental-units/photo/{a}/{b}, each part URL-encoded', () => {
      expect(rentals().photoUrl('12', 'front view.jpg')).toMatch(/\/rental-units\/photo\/12\/front%20view\.jpg$/);
    });
  });
}
