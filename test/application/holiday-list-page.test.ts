import type { RentalPeriod, RentalUnit } from '../../domain/rental/rental-unit';
import { aWorld } from './harness';

// Issue 12 item 1: the holiday rentals list query (§7 POST /rental-units and /rental-units/filters, §9 pages of 15).

const units: RentalUnit[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  photos: [{ original: `/p/${i}-1.jpg` }, { original: `/p/${i}-2.jpg` }],
  general: { city: { name: 'De Haan' }, maxOccupation: 2 + (i % 5) },
  rooms: { bedrooms: 1 + (i % 3) },
}));
// The harness clock says 2026-11-21.
const periods: Record<number, RentalPeriod[]> = {
  1: [
    { start: '2026-11-14', end: '2026-11-21', price: 500, type: 'WEEK' },
    { start: '2026-11-28', end: '2026-12-05', price: 650, type: 'WEEK' },
  ],
};

async function view(search: { guests?: number; arrival?: string; pages: number }) {
  const result = await aWorld({ rentalUnits: units, periods }).core.pages.holidayList({ locale: 'fr', search });
  if (result.kind !== 'page') throw new Error(result.kind);
  return result.view;
}

describe('issue 12 item 1: holiday rentals list', () => {
  it('§9 the first page holds 15 units, "load more" asks for the next one with the same filter', async () => {
    const first = await view({ pages: 1 });
    expect([first.total, first.cards.length, first.moreHref]).toEqual([20, 15, '/fr/vacances?pages=2']);
    const second = await view({ pages: 2 });
    expect([second.cards.length, second.moreHref]).toEqual([20, undefined]);
  });

  it('§3 number of guests narrows the search and the guest options come from the filter values', async () => {
    const found = await view({ guests: 6, pages: 1 });
    expect(found.cards.every((card) => card.unit.general.maxOccupation! >= 6)).toBe(true);
    expect(found.total).toBe(4);
    expect(found.guestOptions).toEqual([2, 3, 4, 5, 6]);
  });

  it('a card links to the unit page in the page language, with one photo and the next free period with its price', async () => {
    const card = (await view({ pages: 1 })).cards[0]!;
    expect(card.href).toBe('/fr/vacances/1');
    expect(card.unit.photos).toHaveLength(1);
    expect(card.nextPeriod).toEqual({ start: '2026-11-28', end: '2026-12-05', price: 650, type: 'WEEK' });
  });
});
