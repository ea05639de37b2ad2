import { buildSearchBody } from '../../domain/search/search-body';
import { parseListFilter } from '../../domain/search/parse-list-filter';
import { KNOWN_TRANSACTION_IDS, withoutHiddenStatuses } from '../../domain/site/hidden-status';

const TX = 'children.general.transaction.id';
const body = (query: string) => buildSearchBody({ filter: parseListFilter(new URLSearchParams(query)) });

describe('§5 hiddenStatus narrows the search itself, so totals and pages stay right', () => {
  it('leaves the body alone when the site hides nothing', () => {
    const plain = body('trans=kopen');
    expect(withoutHiddenStatuses(plain, [])).toBe(plain);
  });

  it.each([
    ['no transaction filter: every known status but the hidden ones', '', [5, 6], KNOWN_TRANSACTION_IDS.filter((id) => id !== 5 && id !== 6)],
    ['a requested status that is hidden is dropped', 'status=1&status=5', [5], [1]],
    ['trans=kopen with SOLD hidden keeps FOR_SALE', 'trans=kopen', [5], [1]],
    ['only hidden statuses requested: nothing can match', 'status=5', [5], [-1]],
  ])('§5 %s', (_title, query, hidden, expected) => {
    expect(withoutHiddenStatuses(body(query), hidden).query.terms?.[TX]).toEqual(expected);
  });

  it('keeps the other filters and the sort', () => {
    const narrowed = withoutHiddenStatuses(body('city=9000&sortType=price'), [5]);
    expect(narrowed.query.terms?.['children.general.address.city.id']).toEqual([9000]);
    expect(narrowed.sort).toEqual(body('sortType=price').sort);
  });
});
