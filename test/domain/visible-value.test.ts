import { isVisibleValue } from '../../domain/visibility/visible-value';

describe('§2 a field is visible unless undefined, null, empty, 0 or -1', () => {
  it.each<[string, unknown, boolean]>([
    ['undefined', undefined, false],
    ['null', null, false],
    ['empty text', '', false],
    ['blank text', '   ', false],
    ['text', 'Gent', true],
    ['0', 0, false],
    ['-1', -1, false],
    ['NaN', Number.NaN, false],
    ['a number', 3, true],
    ['a negative number other than -1', -2, true],
    ['false (a No answer)', false, true],
    ['true', true, true],
    ['an empty list', [], false],
    ['a list of empty values', [null, ''], false],
    ['a list with a value', [0, 'x'], true],
    ['an empty object', {}, false],
    ['a text per language left blank', { nl: '', fr: ' ' }, false],
    ['a text per language', { nl: 'Tuin', fr: '' }, true],
    ['a reference', { id: 5 }, true],
  ])('§2 %s → %p', (_, value, expected) => {
    expect(isVisibleValue(value)).toBe(expected);
  });
});
