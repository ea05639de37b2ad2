import { entryMatches, periodMatches, rentalFacets, stayPrice, type RentalCriteria } from '../../domain/rental/rental-search';
import type { RentalPeriod, RentalUnit } from '../../domain/rental/rental-unit';

const period = (start: string, end: string, type = 'WEEK'): RentalPeriod => ({ start, end, price: 500, type });
const unit = (id: number, persons: number, city: number, kind: number): RentalUnit => ({
  id,
  photos: [],
  general: { maxOccupation: persons, location: { id: 1, name: 'Kust' }, city: { id: city, name: `Town ${city}` }, subKind: { id: kind, name: `Kind ${kind}` } },
  rooms: {},
});

describe('issue 12 item 1: §3 rental criteria, all period criteria on one free period', () => {
  const weekend = period('2026-07-10', '2026-07-13', 'WEEKEND');
  it.each([
    ['no criteria', {}, true],
    ['its type', { periodType: 'WEEKEND' }, true],
    ['another type', { periodType: 'WEEK' }, false],
    ['its arrival day', { arrival: '2026-07-10' }, true],
    ['inside the stay window', { availableFrom: '2026-07-10', availableUntil: '2026-07-13' }, true],
    ['ending after the window', { availableUntil: '2026-07-12' }, false],
    ['starting before the window', { availableFrom: '2026-07-11' }, false],
  ] as [string, RentalCriteria, boolean][])('a weekend period matches %s: %p', (_title, criteria, expected) => {
    expect(periodMatches(weekend, criteria)).toBe(expected);
  });

  it('a unit matches when one period meets every period criterion, not when two periods each meet one', () => {
    const entry = { unit: unit(1, 4, 8300, 1), freePeriods: [period('2026-07-04', '2026-07-11', 'WEEK'), period('2026-07-10', '2026-07-13', 'WEEKEND')] };
    expect(entryMatches(entry, { periodType: 'WEEKEND', arrival: '2026-07-10' })).toBe(true);
    expect(entryMatches(entry, { periodType: 'WEEKEND', arrival: '2026-07-04' })).toBe(false);
    expect(entryMatches(entry, { persons: 5 })).toBe(false);
  });

  it('§3 filter data counts units (a unit with three matching periods counts once per value)', () => {
    const entries = [
      { unit: unit(1, 4, 8300, 1), freePeriods: [period('2026-07-04', '2026-07-11'), period('2026-07-11', '2026-07-18'), period('2026-07-10', '2026-07-13', 'WEEKEND')] },
      { unit: unit(2, 6, 8420, 1), freePeriods: [period('2026-07-04', '2026-07-11')] },
    ];
    const facets = rentalFacets(entries, { periodType: 'WEEK' });
    expect(facets.periodTypes).toEqual([{ value: 'WEEK', count: 2 }]);
    expect(facets.periodStartDates).toEqual([
      { value: '2026-07-04', count: 2 },
      { value: '2026-07-11', count: 1 },
    ]);
    expect(facets.subKinds).toEqual([{ id: 1, name: 'Kind 1', count: 2 }]);
    expect(facets.cities.map((city) => [city.id, city.count])).toEqual([
      [8300, 1],
      [8420, 1],
    ]);
    expect(facets.maxOccupations).toEqual([
      { value: 4, count: 1 },
      { value: 6, count: 1 },
    ]);
  });
});

describe('issue 20 item 4: the price of a stay', () => {
  const WEEK1 = { start: '2026-07-04', end: '2026-07-11', price: 900, type: 'WEEK' };
  const WEEK2 = { start: '2026-07-11', end: '2026-07-18', price: 950, type: 'WEEK' };
  const WEEKEND = { start: '2026-07-04', end: '2026-07-06', price: 300, type: 'WEEKEND' };
  it.each([
    ['one period', { start: '2026-07-04', end: '2026-07-11' }, 900],
    ['two weeks that follow one another', { start: '2026-07-04', end: '2026-07-18' }, 1850],
    ['the weekend alone', { start: '2026-07-04', end: '2026-07-06' }, 300],
    ['dates no periods make up', { start: '2026-07-05', end: '2026-07-11' }, undefined],
    ['a stay past the last period', { start: '2026-07-04', end: '2026-07-25' }, undefined],
    ['no nights', { start: '2026-07-04', end: '2026-07-04' }, undefined],
  ])('%s', (_title, stay, price) => {
    expect(stayPrice([WEEKEND, WEEK1, WEEK2], stay)).toBe(price);
  });
});
