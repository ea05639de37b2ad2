import type { SiteData } from '../../../../infrastructure/catalogue/sql/site-data';
import { DEMO_SITE } from '../../../fixtures/site';
import { RENTAL_FIXTURE } from '../../../fixtures/rental-units';
import { call, startTestCatalogue, type TestCatalogue } from './catalogue-test-server';

const SLOT = { id: 1, agendaId: 7, start: '2030-05-06T09:00:00.000Z', end: '2030-05-06T09:30:00.000Z', capacity: 2, available: 2 };
const SITE: SiteData = { site: DEMO_SITE, groups: [], slots: [SLOT], rentalUnits: RENTAL_FIXTURE.units, rentalPeriods: RENTAL_FIXTURE.periods };

let server: TestCatalogue;
beforeEach(async () => {
  server = await startTestCatalogue({ sites: [SITE] });
});
afterEach(() => server.close());

const post = (path: string, body: unknown) => call(server.origin, 'POST', `/sites/demo${path}`, { body });
const statuses = (answers: readonly { status: number }[]) => answers.map((a) => a.status).sort((a, b) => a - b);

describe('§7 writes under concurrency: no double booking', () => {
  it('§7 20 parallel bookings of a slot with capacity 2: exactly 2 succeed, the other 18 are 409 slot_full', async () => {
    const bookings = Array.from({ length: 20 }, (_, i) =>
      post('/live-agenda/reservation', { slotId: SLOT.id, name: `Visitor ${i}`, email: `v${i}@example.be`, phone: '+32 470 00 00 00' }),
    );
    const answers = await Promise.all(bookings);
    expect(statuses(answers)).toEqual([...Array(2).fill(201), ...Array(18).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => (a.body as { reason: string }).reason === 'slot_full')).toBe(true);
    const [slot] = (await call(server.origin, 'GET', '/sites/demo/live-agenda/7')).body as { available: number }[];
    expect(slot?.available).toBe(0);
  });

  it('§7 10 parallel overlapping reservations of one rental unit: exactly 1 succeeds, the other 9 are 409 period_taken', async () => {
    const reservations = Array.from({ length: 10 }, (_, i) =>
      post('/rental-units/reservation', {
        rentalUnitId: 1,
        // Every request overlaps every other: all contain 12–13 July.
        period: { start: `2025-07-${String(5 + (i % 7)).padStart(2, '0')}`, end: `2025-07-${13 + (i % 5)}` },
        name: `Guest ${i}`,
        email: `g${i}@example.be`,
        persons: 2,
      }),
    );
    const answers = await Promise.all(reservations);
    expect(statuses(answers)).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => (a.body as { reason: string }).reason === 'period_taken')).toBe(true);
  });
});
