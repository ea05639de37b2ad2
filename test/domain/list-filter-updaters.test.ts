import {
  withCities,
  withCountries,
  withPriceRange,
  withSort,
  withSubTypes,
  withTransactionIds,
  withTypes,
} from '../../domain/search/list-filter-updaters';
import type { ListFilter } from '../../domain/search/list-filter';

const base: ListFilter = { cities: [1], types: [2], countries: ['BE'], priceMin: 10, priceMax: 20 };

describe('§4 filter rules as pure updaters', () => {
  it.each<[string, ListFilter, ListFilter]>([
    ['withCities sets cities', withCities(base, [9, 3, 9]), { ...base, cities: [3, 9] }],
    ['withCities [] removes the filter', withCities(base, []), { types: [2], countries: ['BE'], priceMin: 10, priceMax: 20 }],
    ['withCities drops non-ids', withCities({}, [0, -1, 1.5, NaN, 4]), { cities: [4] }],
    ['withTypes sets types', withTypes({}, [3, 1]), { types: [1, 3] }],
    ['withTypes [] removes the filter', withTypes(base, []), { cities: [1], countries: ['BE'], priceMin: 10, priceMax: 20 }],
    ['issue 19 item 2: withTypes keeps only the subtypes of the types chosen', withTypes({ types: [1, 2], subTypes: [101, 201] }, [2]), { types: [2], subTypes: [201] }],
    ['withCountries upper-cases', withCountries({}, ['nl', 'be', 'BE']), { countries: ['BE', 'NL'] }],
    ['withCountries drops nonsense', withCountries({}, ['Belgium', '']), {}],
    ['withCountries [] removes the filter', withCountries(base, []), { cities: [1], types: [2], priceMin: 10, priceMax: 20 }],
    ['withSubTypes sets sub types', withSubTypes({}, [5]), { subTypes: [5] }],
    ['withTransactionIds sets ids', withTransactionIds({ subTypes: [5] }, [2, 1]), { subTypes: [5], transactionIds: [1, 2] }],
    ['withTransactionIds [] removes', withTransactionIds({ transactionIds: [1] }, []), {}],
  ])('§4 %s', (_title, actual, expected) => {
    expect(actual).toEqual(expected);
    expect(Object.values(actual)).not.toContain(undefined);
  });

  it.each<[number | null | undefined, number | null | undefined, ListFilter]>([
    [100, 200, { priceMin: 100, priceMax: 200 }],
    [0, 200, { priceMax: 200 }],
    [100, 0, { priceMin: 100 }],
    [null, undefined, {}],
    [NaN, 50, { priceMax: 50 }],
    [-5, 50, { priceMax: 50 }],
    [Infinity, 50, { priceMax: 50 }],
    [300, 100, { priceMin: 100, priceMax: 300 }],
  ])('§4 withPriceRange(%p, %p): a falsy bound is dropped', (min, max, expected) => {
    expect(withPriceRange({ priceMin: 1, priceMax: 2 }, min, max)).toEqual(expected);
  });

  it.each<[Parameters<typeof withSort>[1], Parameters<typeof withSort>[2], ListFilter]>([
    ['price', undefined, { cities: [1], sortType: 'price', sortOrder: 'ASC' }],
    ['date', 'DESC', { cities: [1], sortType: 'date', sortOrder: 'DESC' }],
    [undefined, 'DESC', { cities: [1] }],
  ])('§4, §7 withSort(%p, %p)', (type, order, expected) => {
    expect(withSort({ cities: [1], sortType: 'city', sortOrder: 'DESC' }, type, order)).toEqual(expected);
  });

  it('§4 updaters leave the given filter untouched', () => {
    const filter: ListFilter = { cities: [1] };
    withCities(filter, [2]);
    withPriceRange(filter, 1, 2);
    expect(filter).toEqual({ cities: [1] });
  });
});
