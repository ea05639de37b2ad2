import { showsFloodingIcon } from '../../domain/display/flooding';

describe('§2 flooding score icon when the letter is after C', () => {
  it.each<[string | null | undefined, boolean]>([
    ['A', false],
    ['B', false],
    ['C', false],
    ['D', true],
    ['E', true],
    ['d', true],
    [' e ', true],
    ['', false],
    ['1', false],
    [null, false],
    [undefined, false],
  ])('§2 score %p → %p', (score, expected) => {
    expect(showsFloodingIcon(score)).toBe(expected);
  });
});
