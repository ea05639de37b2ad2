import { formatNumber, shownNumber, type Amount, type DecimalStyle } from '../../domain/display/format-number';

describe('§2 number style: "." thousands, "," decimals', () => {
  it.each<[Amount, DecimalStyle, string]>([
    [250000, 'trimmed', '250.000'],
    [1234567.891, 'trimmed', '1.234.567,89'],
    [120.5, 'trimmed', '120,5'],
    [120.5, 'fixed', '120,50'],
    [120, 'fixed', '120'],
    [999.999, 'fixed', '1.000'],
    [0.004, 'trimmed', '0'],
    [-1500.25, 'fixed', '-1.500,25'],
    [-0.001, 'trimmed', '0'],
    [0, 'trimmed', '0'],
    [-1, 'trimmed', ''],
    [null, 'trimmed', ''],
    [undefined, 'fixed', ''],
    [Number.POSITIVE_INFINITY, 'trimmed', ''],
  ])('§2 formatNumber(%p, %p) = %p', (value, style, expected) => {
    expect(formatNumber(value, style)).toBe(expected);
  });

  it('§2 trimmed is the default style', () => {
    expect(formatNumber(2.5)).toBe('2,5');
  });

  it.each<[Amount, number | undefined]>([
    [5, 5],
    [0, 0],
    [-1, undefined],
    [null, undefined],
    [Number.NaN, undefined],
  ])('§2 shownNumber(%p) = %p (-1 is empty)', (value, expected) => {
    expect(shownNumber(value)).toBe(expected);
  });
});
