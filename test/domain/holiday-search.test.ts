import { holidaySearchQuery, nextFreePeriod, parseHolidaySearch } from '../../domain/rental/holiday-search';
import type { RentalPeriod } from '../../domain/rental/rental-unit';

describe('issue 12 item 1 / §3 rental filters in the URL of the holiday list', () => {
  it.each([
    ['', { pages: 1 }],
    ['guests=4&arrival=2026-07-04', { guests: 4, arrival: '2026-07-04', pages: 1 }],
    ['guests=0&arrival=2026-02-30&pages=0', { pages: 1 }],
    ['guests=51&pages=3', { pages: 3 }],
    ['guests=x&arrival=tomorrow&pages=999', { pages: 1 }],
  ])('§3 %j reads as %j (what is not valid is left out)', (query, expected) => {
    expect(parseHolidaySearch(new URLSearchParams(query))).toEqual(expected);
  });

  it.each([
    [{ pages: 1 }, ''],
    [{ guests: 4, arrival: '2026-07-04', pages: 2 }, '?guests=4&arrival=2026-07-04&pages=2'],
  ])('§4 "load more" keeps the filter: %j → %j', (search, query) => {
    expect(holidaySearchQuery(search)).toBe(query);
    expect(parseHolidaySearch(new URLSearchParams(query))).toEqual(search);
  });

  const PERIODS: RentalPeriod[] = [
    { start: '2026-07-11', end: '2026-07-18', price: 900, type: 'WEEK' },
    { start: '2026-07-04', end: '2026-07-11', price: 1000, type: 'WEEK' },
    { start: '2026-06-27', end: '2026-07-04', price: 800, type: 'WEEK' },
  ];
  it.each([
    ['2026-06-20', undefined, '2026-06-27'],
    ['2026-06-27', undefined, '2026-07-04'],
    ['2026-06-20', '2026-07-11', '2026-07-11'],
    ['2026-08-01', undefined, undefined],
  ])('the next free period after %s (arrival %s) starts %s: a period that has started is not offered', (today, arrival, start) => {
    expect(nextFreePeriod(PERIODS, today, arrival)?.start).toBe(start);
  });
});
