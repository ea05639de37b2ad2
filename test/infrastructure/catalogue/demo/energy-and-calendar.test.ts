import { energyLabelFor, energyScheme } from '../../../../infrastructure/catalogue/demo/estates/energy-scale';
import type { EnergyScheme } from '../../../../infrastructure/catalogue/demo/estates/energy-scale';
import {
  addDays,
  belgianPublicHolidays,
  brusselsDateTime,
  easterSunday,
  isoDate,
} from '../../../../infrastructure/catalogue/demo/time/calendar';

describe('energy label scales', () => {
  it.each<[EnergyScheme, number, string]>([
    ['FLANDERS', -5, 'A_PLUS'],
    ['FLANDERS', 0, 'A'],
    ['FLANDERS', 99, 'A'],
    ['FLANDERS', 100, 'B'],
    ['FLANDERS', 299, 'C'],
    ['FLANDERS', 300, 'D'],
    ['FLANDERS', 450, 'E'],
    ['FLANDERS', 500, 'F'],
    ['FLANDERS', 700, 'F'],
    ['WALLONIA', 0, 'A_PLUS_PLUS'],
    ['WALLONIA', 45, 'A_PLUS'],
    ['WALLONIA', 46, 'A'],
    ['WALLONIA', 170, 'B'],
    ['WALLONIA', 255, 'C'],
    ['WALLONIA', 425, 'E'],
    ['WALLONIA', 511, 'G'],
    ['BRUSSELS', 15, 'A_PLUS'],
    ['BRUSSELS', 95, 'B'],
    ['BRUSSELS', 200, 'C'],
    ['BRUSSELS', 450, 'D'],
    ['BRUSSELS', 700, 'F'],
    ['BRUSSELS', 721, 'G'],
    ['FR', 69, 'A'],
    ['FR', 420, 'G'],
    ['NL', 75, 'A_PLUS_PLUS'],
    ['NL', 381, 'G'],
  ])('§2 %s: %i kWh/m² gives label %s', (scheme, value, label) => {
    expect(energyLabelFor(scheme, value)).toBe(label);
  });

  it.each([
    ['FLANDERS', 'BE', 'FLANDERS'],
    ['WALLONIA', 'BE', 'WALLONIA'],
    [null, 'FR', 'FR'],
    [null, 'NL', 'NL'],
    [undefined, 'BE', 'FLANDERS'],
  ] as const)('reads region %s in country %s as scheme %s', (region, country, scheme) => {
    expect(energyScheme(region, country)).toBe(scheme);
  });
});

describe('calendar (UTC, never the machine clock)', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
  ])('Easter %i falls on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('knows the ten Belgian public holidays', () => {
    expect([...belgianPublicHolidays(2026)].sort()).toEqual([
      '2026-01-01', '2026-04-06', '2026-05-01', '2026-05-14', '2026-05-25', '2026-07-21', '2026-08-15', '2026-11-01', '2026-11-11', '2026-12-25',
    ]);
  });

  it.each([
    ['2026-11-02', '2026-11-02T10:00:00+01:00'],
    ['2027-03-27', '2027-03-27T10:00:00+01:00'],
    ['2027-03-28', '2027-03-28T10:00:00+02:00'],
    ['2027-10-30', '2027-10-30T10:00:00+02:00'],
    ['2027-10-31', '2027-10-31T10:00:00+01:00'],
  ])('writes 10:00 in Brussels on %s as %s', (day, text) => {
    expect(brusselsDateTime(day, 600)).toBe(text);
  });

  it('adds days across months and years, and checks ISO dates', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isoDate('2028-02-29')).toBe('2028-02-29');
    expect(() => isoDate('2027-02-29')).toThrow(RangeError);
    expect(() => isoDate('1 November 2026')).toThrow(RangeError);
  });
});
