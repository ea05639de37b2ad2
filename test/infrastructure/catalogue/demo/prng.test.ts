import { Prng, hashSeed } from '../../../../infrastructure/catalogue/demo/prng';

const draws = (rng: Prng, count = 20): number[] => Array.from({ length: count }, () => rng.next());

describe('demo PRNG (mulberry32)', () => {
  it('repeats the same sequence for the same seed', () => {
    expect(draws(new Prng(42))).toEqual(draws(new Prng(42)));
  });

  it('starts far apart for neighbouring seeds', () => {
    expect(draws(new Prng(1), 5)).not.toEqual(draws(new Prng(2), 5));
    expect(hashSeed('1')).not.toBe(hashSeed('2'));
  });

  it('draws floats in [0, 1)', () => {
    expect(draws(new Prng(7), 5000).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it.each([
    [0, 0],
    [1, 6],
    [-3, 3],
    [100, 250],
  ])('int(%i, %i) stays within both bounds and reaches them', (min, max) => {
    const rng = new Prng(`int ${min} ${max}`);
    const values = Array.from({ length: 4000 }, () => rng.int(min, max));
    expect(Math.min(...values)).toBe(min);
    expect(Math.max(...values)).toBe(max);
    expect(values.every(Number.isInteger)).toBe(true);
  });

  it('float(min, max) stays in [min, max)', () => {
    const rng = new Prng(3);
    expect(Array.from({ length: 2000 }, () => rng.float(2.5, 3)).every((value) => value >= 2.5 && value < 3)).toBe(true);
  });

  it('chance(p) comes true about p of the time, never for 0, always for 1', () => {
    const rng = new Prng(5);
    const hits = Array.from({ length: 10_000 }, () => rng.chance(0.3)).filter(Boolean).length;
    expect(hits / 10_000).toBeGreaterThan(0.27);
    expect(hits / 10_000).toBeLessThan(0.33);
    expect(Array.from({ length: 100 }, () => rng.chance(0)).some(Boolean)).toBe(false);
    expect(Array.from({ length: 100 }, () => rng.chance(1)).every(Boolean)).toBe(true);
  });

  it('pick returns an item and refuses an empty list', () => {
    const rng = new Prng(9);
    expect(['a', 'b', 'c']).toContain(rng.pick(['a', 'b', 'c']));
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('weighted follows the weights and never picks a zero weight', () => {
    const rng = new Prng(11);
    const picks = Array.from({ length: 6000 }, () => rng.weighted([['rare', 1], ['never', 0], ['common', 5]]));
    const common = picks.filter((pick) => pick === 'common').length / picks.length;
    expect(picks).not.toContain('never');
    expect(common).toBeGreaterThan(0.8);
    expect(common).toBeLessThan(0.87);
    expect(() => rng.weighted([['x', 0]])).toThrow(RangeError);
  });

  it('shuffle returns a permutation and leaves its input alone', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const shuffled = new Prng(13).shuffle(input);
    expect([...shuffled].sort((a, b) => a - b)).toEqual([...input]);
    expect(shuffled).not.toEqual([...input]);
    expect(new Prng(13).shuffle(input)).toEqual(shuffled);
  });

  it('forks streams that depend on the seed and the label, not on how much was drawn before', () => {
    const used = new Prng(21);
    draws(used, 50);
    expect(draws(used.fork('rentals'))).toEqual(draws(new Prng(21).fork('rentals')));
    expect(draws(new Prng(21).fork('rentals'), 5)).not.toEqual(draws(new Prng(21).fork('agenda'), 5));
  });
});
