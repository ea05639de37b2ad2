import { canonicalQuery } from '../../domain/routing/canonical-query';

describe('issue 9 item 1: a canonical redirect keeps only known, valid parameters', () => {
  it.each([
    ['no query', '', ''],
    ['unknown parameters', '?price-min=1&type=%FF', ''],
    ['a known one among junk', '?x=1&situation=firstHome&y=2', '?situation=firstHome'],
    ['a repeated one, once', `?loan=1&${'loan=2&'.repeat(500)}`, '?loan=1'],
    ['an over-long value', `?situation=${'a'.repeat(65)}`, ''],
    ['an empty value', '?situation=', ''],
    ['the order of the page', '?loan=5&situation=a', '?situation=a&loan=5'],
  ])('issue 9: %s', (_title, search, expected) => {
    expect(canonicalQuery(search, ['situation', 'loan'])).toBe(expected);
  });

  it('accepts URLSearchParams', () => {
    expect(canonicalQuery(new URLSearchParams('loan=3'), ['loan'])).toBe('?loan=3');
  });
});
