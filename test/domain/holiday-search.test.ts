import { holidayTowns, townCentreOf } from '../../domain/rental/holiday-map';
import { holidayCriteria, holidaySearchQuery, isHolidayFiltered, nextFreePeriod, parseHolidaySearch, withoutHolidayFilters, type HolidaySearch } from '../../domain/rental/holiday-search';
import type { RentalPeriod, RentalUnit } from '../../domain/rental/rental-unit';

describe('issue 12 item 1 / §3 rental filters in the URL of the holiday list', () => {
  it.each([
    ['', { pages: 1, view: 'list' }],
    ['guests=4&arrival=2026-07-04', { guests: 4, arrival: '2026-07-04', pages: 1, view: 'list' }],
    ['location=1&city=8300&kind=4&period=WEEKEND', { location: 1, city: 8300, kind: 4, periodType: 'WEEKEND', pages: 1, view: 'list' }],
    ['from=2026-07-01&until=2026-07-31&view=map', { from: '2026-07-01', until: '2026-07-31', pages: 1, view: 'map' }],
    ['from=2026-07-31&until=2026-07-01', { from: '2026-07-31', pages: 1, view: 'list' }],
    ['guests=0&arrival=2026-02-30&pages=0', { pages: 1, view: 'list' }],
    ['guests=51&pages=3', { pages: 3, view: 'list' }],
    ['guests=x&arrival=tomorrow&pages=999&city=-1&kind=1.5&period=week%20end&view=globe', { pages: 1, view: 'list' }],
  ])('§3 %j reads as %j (what is not valid is left out)', (query, expected) => {
    expect(parseHolidaySearch(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    [{ pages: 1, view: 'list' }, ''],
    [{ guests: 4, arrival: '2026-07-04', pages: 2, view: 'list' }, '?guests=4&arrival=2026-07-04&pages=2'],
    [
      { location: 1, city: 8300, kind: 4, guests: 2, periodType: 'WEEK', from: '2026-07-01', until: '2026-07-31', pages: 1, view: 'map' },
      '?location=1&city=8300&kind=4&guests=2&period=WEEK&from=2026-07-01&until=2026-07-31&view=map',
    ],
  ] as [HolidaySearch, string][])('§4 "load more" and the map keep the filter: %j → %j', (search, query) => {
    expect(holidaySearchQuery(search)).toBe(query);
    expect(parseHolidaySearch(new URLSearchParams(query))).toEqual(search);
  });

  it('§7 the URL\'s filter becomes the search criteria', () => {
    const search = parseHolidaySearch(new URLSearchParams('location=1&city=8300&kind=4&guests=2&period=WEEK&arrival=2026-07-04&from=2026-07-01&until=2026-07-31'));
    expect(holidayCriteria(search)).toEqual({
      persons: 2,
      location: 1,
      city: 8300,
      subKind: 4,
      periodType: 'WEEK',
      arrival: '2026-07-04',
      availableFrom: '2026-07-01',
      availableUntil: '2026-07-31',
    });
  });

  const PERIODS: RentalPeriod[] = [
    { start: '2026-07-11', end: '2026-07-18', price: 900, type: 'WEEK' },
    { start: '2026-07-04', end: '2026-07-11', price: 1000, type: 'WEEK' },
    { start: '2026-06-27', end: '2026-07-04', price: 800, type: 'WEEK' },
    { start: '2026-07-10', end: '2026-07-13', price: 400, type: 'WEEKEND' },
  ];
  it.each([
    ['2026-06-20', {}, '2026-06-27'],
    ['2026-06-27', {}, '2026-07-04'],
    ['2026-06-20', { arrival: '2026-07-11' }, '2026-07-11'],
    ['2026-06-20', { periodType: 'WEEKEND' }, '2026-07-10'],
    ['2026-06-20', { from: '2026-07-05', until: '2026-07-18' }, '2026-07-10'],
    ['2026-06-20', { from: '2026-07-05', until: '2026-07-12' }, undefined],
    ['2026-08-01', {}, undefined],
  ])('the next free period after %s for %j starts %s: a period that has started is not offered, the filter is', (today, search, start) => {
    expect(nextFreePeriod(PERIODS, today, search)?.start).toBe(start);
  });
});

describe('issue 12 item 1: the holiday map places a unit at its town\'s centre (§3 gives units no coordinates)', () => {
  const unit = (id: number, city: RentalUnit['general']['city']): RentalUnit => ({ id, photos: [], general: city ? { city } : {}, rooms: {} });
  const CENTRES = [
    { id: 8420, name: 'De Haan', lat: 51.27, lon: 3.03 },
    { zip: '8300', name: 'Knokke-Heist', lat: 51.35, lon: 3.29 },
    { name: 'Durbuy', lat: 50.35, lon: 5.46 },
  ];
  it.each([
    ['the centre the unit\'s own town carries wins', { id: 1, name: 'X', lat: 50.1, lon: 4.1 }, { lat: 50.1, lon: 4.1 }],
    ['else a known town with the same id', { id: 8420, name: 'De Haan' }, { lat: 51.27, lon: 3.03 }],
    ['else the same postal code', { zip: '8300', name: 'Knokke' }, { lat: 51.35, lon: 3.29 }],
    ['else the same name, without case, accents or hyphens', { name: 'knokke heist' }, { lat: 51.35, lon: 3.29 }],
    ['an unknown town is not placed anywhere', { name: 'Atlantis' }, undefined],
    ['no town, no place', undefined, undefined],
    ['0,0 is no centre', { name: 'Nowhere', lat: 0, lon: 0 }, undefined],
  ])('%s', (_title, city, expected) => {
    const found = townCentreOf(unit(1, city), CENTRES);
    expect(found && { lat: found.lat, lon: found.lon }).toEqual(expected);
  });

  it('one marker per town with its units, towns by name, the unplaced counted', () => {
    const units = [unit(1, { name: 'De Haan', id: 8420 }), unit(2, { name: 'Durbuy' }), unit(3, { name: 'De Haan', id: 8420 }), unit(4, { name: 'Atlantis' })];
    const { towns, unplaced } = holidayTowns(units.map((u) => ({ unit: u, item: u.id })), CENTRES);
    expect(towns.map((town) => [town.name, town.units])).toEqual([
      ['De Haan', [1, 3]],
      ['Durbuy', [2]],
    ]);
    expect(unplaced).toBe(1);
  });
});

describe('issue 19 item 2: whether the holiday list is filtered, and its address without filters, are the core\'s', () => {
  it.each([
    ['', false, ''],
    ['pages=3&view=map', false, '?view=map'],
    ['guests=4', true, ''],
    ['city=12&view=map&pages=2', true, '?view=map'],
  ])('issue 12 item 1: %p filtered: %p; cleared: %p', (query, filtered, cleared) => {
    const search = parseHolidaySearch(new URLSearchParams(query));
    expect([isHolidayFiltered(search), withoutHolidayFilters(search)]).toEqual([filtered, cleared]);
  });
});
