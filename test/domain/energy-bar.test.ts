import { EPC_SCALE_MAX, epcBarPercentage } from '../../domain/display/energy-bar';

describe('§2/§9 energy bar percentage: epcValue / 700, capped at 100', () => {
  it.each<[number | null | undefined, number]>([
    [0, 0],
    [350, 50],
    [700, 100],
    [1050, 100],
    [-20, 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('§2 epcValue %p → %p%', (value, expected) => {
    expect(epcBarPercentage(value)).toBeCloseTo(expected);
  });

  it('§9 the scale maximum is 700', () => {
    expect(EPC_SCALE_MAX).toBe(700);
  });
});
