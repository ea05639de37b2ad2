import { validateRentalReservation } from '../../domain/requests/rental-reservation';
import { isLocale, toLocale } from '../../domain/shared/locale';

describe('§1 rental reservation validation', () => {
  const valid = { rentalUnitId: 3, start: '2027-07-03', end: '2027-07-10', name: 'Els', email: 'els@x.be', persons: 4 };

  it('accepts a reservation and groups its dates as a period', () => {
    expect(validateRentalReservation(valid)).toEqual({
      ok: true,
      value: { rentalUnitId: 3, period: { start: '2027-07-03', end: '2027-07-10' }, name: 'Els', email: 'els@x.be', persons: 4, locale: 'nl' },
    });
  });

  it.each([
    ['departure before arrival', { ...valid, end: '2027-07-01' }, { end: 'invalid' }],
    ['departure on the arrival day', { ...valid, end: '2027-07-03' }, { end: 'invalid' }],
    ['no guests', { ...valid, persons: 0 }, { persons: 'too_small' }],
    ['an impossible date', { ...valid, start: '2027-02-30' }, { start: 'invalid' }],
    ['nothing at all', {}, { rentalUnitId: 'required', start: 'required', end: 'required', name: 'required', email: 'required', persons: 'required' }],
  ])('rejects %s', (_title, input, errors) => {
    expect(validateRentalReservation(input)).toEqual({ ok: false, errors });
  });
});

describe('§9 locales', () => {
  it.each([
    ['nl', true],
    ['de', true],
    ['es', false],
    [undefined, false],
  ])('%p is a site locale: %p', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it('falls back to Dutch, the default', () => {
    expect(toLocale('fr')).toBe('fr');
    expect(toLocale('xx')).toBe('nl');
  });
});
