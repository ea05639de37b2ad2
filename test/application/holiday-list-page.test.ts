import type { HolidaySearch } from '../../domain/rental/holiday-search';
import type { RentalPeriod, RentalUnit } from '../../domain/rental/rental-unit';
import { aListedEstate, aWorld } from './harness';

// Issue 12 item 1: the holiday rentals list query (§7 POST /rental-units and /rental-units/filters, §9 pages of 15).

const COAST = { id: 1, name: { nl: 'Kust', fr: 'Côte' } };
const ARDENNES = { id: 2, name: { nl: 'Ardennen', fr: 'Ardenne' } };
const units: RentalUnit[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  photos: [{ original: `/p/${i}-1.jpg` }, { original: `/p/${i}-2.jpg` }],
  general: {
    location: i < 15 ? COAST : ARDENNES,
    // The coast towns carry their centre; Durbuy does not (a backend that gives none).
    city: i < 15 ? { id: 8420, name: 'De Haan', lat: 51.27, lon: 3.03 } : { id: 6940, name: 'Durbuy' },
    subKind: i % 2 === 0 ? { id: 1, name: { nl: 'Appartement', fr: 'Appartement' } } : { id: 4, name: 'Villa' },
    maxOccupation: 2 + (i % 5),
  },
  rooms: { bedrooms: 1 + (i % 3) },
}));
// The harness clock says 2026-11-21.
const periods: Record<number, RentalPeriod[]> = {
  1: [
    { start: '2026-11-14', end: '2026-11-21', price: 500, type: 'WEEK' },
    { start: '2026-11-28', end: '2026-12-05', price: 650, type: 'WEEK' },
    { start: '2026-12-04', end: '2026-12-07', price: 300, type: 'WEEKEND' },
  ],
  2: [{ start: '2026-12-04', end: '2026-12-07', price: 320, type: 'WEEKEND' }],
  16: [{ start: '2026-11-28', end: '2026-12-05', price: 450, type: 'WEEK' }],
};

const search = (over: Partial<HolidaySearch> = {}): HolidaySearch => ({ pages: 1, view: 'list', ...over });

async function view(asked: HolidaySearch, estates = [] as ReturnType<typeof aListedEstate>[]) {
  const result = await aWorld({ rentalUnits: units, periods, estates }).core.pages.holidayList({ locale: 'fr', search: asked });
  if (result.kind !== 'page') throw new Error(result.kind);
  return result.view;
}

describe('issue 20: holiday filter addresses without empty parameters', () => {
  const answer = (query: string) => aWorld({ rentalUnits: units, periods }).core.pages.holidayList({ locale: 'fr', search: search({ guests: 2 }), query });

  it('the filter form\'s "any" fields (sent empty) are dropped from the address by a redirect', async () => {
    expect(await answer('?location=&city=&kind=&guests=2&period=&arrival=&from=&until=')).toEqual({ kind: 'redirect', location: '/fr/vacances?guests=2', status: 301 });
    expect(await answer('?location=&city=')).toEqual({ kind: 'redirect', location: '/fr/vacances', status: 301 });
  });

  it('an address without empty parameters is the page itself', async () => {
    expect((await answer('?guests=2')).kind).toBe('page');
    expect((await answer('')).kind).toBe('page');
  });
});

describe('issue 12 item 1: holiday rentals list', () => {
  it('§9 the first page holds 15 units, "load more" asks for the next one with the same filter', async () => {
    const first = await view(search());
    expect([first.total, first.cards.length, first.moreHref]).toEqual([20, 15, '/fr/vacances?pages=2']);
    const second = await view(search({ pages: 2 }));
    expect([second.cards.length, second.moreHref]).toEqual([20, undefined]);
    const kept = await view(search({ kind: 4 }));
    expect([kept.total, kept.moreHref]).toEqual([10, undefined]);
  });

  it('§3 number of guests narrows the search; the guest choices run up to the largest occupation', async () => {
    const found = await view(search({ guests: 6 }));
    expect(found.cards.every((card) => card.guests! >= 6)).toBe(true);
    expect(found.total).toBe(4);
    expect(found.choices.guests).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it.each([
    ['§3 place (region)', { location: 2 }, [16, 17, 18, 19, 20]],
    ['§3 place (town)', { city: 6940, kind: 1 }, [17, 19]],
    ['§3 period type', { periodType: 'WEEKEND' }, [1, 2]],
    ['§3 arrival date', { arrival: '2026-11-28' }, [1, 16]],
    ['§3 period dates', { from: '2026-11-27', until: '2026-12-06' }, [1, 16]],
  ])('%s filters the §7 search', async (_title, over, ids) => {
    const found = await view(search(over));
    expect(found.cards.map((card) => card.id)).toEqual(ids);
  });

  it('§7 the filter choices come from the filter values: regions, towns, kinds (named in the page\'s language, by name: issue 19), period types and future arrival days', async () => {
    const { choices } = await view(search());
    expect(choices.locations.map((choice) => [choice.value, choice.label, choice.count])).toEqual([
      [2, 'Ardenne', 5],
      [1, 'Côte', 15],
    ]);
    expect(choices.cities.map((choice) => [choice.value, choice.label])).toEqual([
      [8420, 'De Haan'],
      [6940, 'Durbuy'],
    ]);
    expect(choices.kinds.map((choice) => [choice.value, choice.label])).toEqual([
      [1, 'Appartement'],
      [4, 'Villa'],
    ]);
    expect(choices.periodTypes.map((choice) => choice.value)).toEqual(['WEEK', 'WEEKEND']);
    expect(choices.arrivals).toEqual(['2026-11-28', '2026-12-04']); // 2026-11-14 has passed
    expect([choices.firstDay, choices.lastDay]).toEqual(['2026-11-28', '2026-12-07']);
  });

  it('a chosen value the filter values no longer list stays a choice (a shared link)', async () => {
    const { choices, total } = await view(search({ city: 9999 }));
    expect(total).toBe(0);
    expect(choices.cities).toEqual([{ value: 9999, label: '9999', count: 0 }]);
  });

  it('issue 19 item 1: a card links to the unit page in the page language, with one photo and the next free period that suits the filter, its days and price decided by the core', async () => {
    const card = (await view(search())).cards[0]!;
    expect(card.href).toBe('/fr/vacances/1');
    expect(card.photo).toBe('/p/0-1.jpg');
    expect(card.nextPeriod).toEqual({ start: '28/11/2026', end: '05/12/2026', price: '€ 650' });
    const weekend = (await view(search({ periodType: 'WEEKEND' }))).cards[0]!;
    expect(weekend.nextPeriod).toEqual({ start: '04/12/2026', end: '07/12/2026', price: '€ 300' });
  });

  it('the view switch is a pair of links that keep the filter', async () => {
    const found = await view(search({ guests: 4, pages: 2 }));
    expect([found.listHref, found.mapHref]).toEqual(['/fr/vacances?guests=4', '/fr/vacances?guests=4&view=map']);
  });
});

describe('issue 12 item 1: the holiday map (§3 gives rental units no coordinates: each is placed at its town\'s centre)', () => {
  it('every matching unit, one marker per town; a town without a known centre is listed off the map', async () => {
    const map = (await view(search({ view: 'map' }))).map!;
    expect(map.towns.map((town) => [town.name, town.lat, town.lon, town.units.length])).toEqual([['De Haan', 51.27, 3.03, 15]]);
    expect(map.unplaced.map((card) => card.id)).toEqual([16, 17, 18, 19, 20]);
    expect([map.capped, map.towns[0]!.units[0]!.href]).toEqual([false, '/fr/vacances/1']);
  });

  it('a town the rentals do not place is placed by the property filter values\' locations of the same name (§3 lat/lon)', async () => {
    const durbuy = aListedEstate(1, 1, { address: { city: { id: 6940, name: 'Durbuy', zip: '6940' }, country: { id: 'BE' }, geoLocation: { lat: 50.35, lon: 5.46 } } });
    const map = (await view(search({ view: 'map' }), [durbuy])).map!;
    expect(map.towns.map((town) => [town.name, town.lat, town.units.length])).toEqual([
      ['De Haan', 51.27, 15],
      ['Durbuy', 50.35, 5],
    ]);
    expect(map.unplaced).toEqual([]);
  });

  it('the map view shows no cards and no "load more"; the filter applies', async () => {
    const found = await view(search({ view: 'map', location: 2 }));
    expect([found.cards, found.moreHref, found.total]).toEqual([[], undefined, 5]);
  });
});
