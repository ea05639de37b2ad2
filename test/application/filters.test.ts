import { withCities, withCountries, withPriceRange, withTypes } from '../../domain/search/list-filter-updaters';
import { aListedEstate, aWorld, manyEstates } from './harness';

const apartment = (id: number) =>
  aListedEstate(id, 2, {
    general: { ...aListedEstate(id, 2).general, headType: { id: 2 } },
    address: { city: { id: 8000, name: 'Brugge', zip: '8000' }, country: { id: 'BE' } },
    price: { value: 900 },
  });

describe('§4 filters', () => {
  it('start with the default sort, date descending', () => {
    const world = aWorld();
    expect(world.get('filters').getSnapshot().filterQuery).toEqual({});
    expect(world.get('estateList').getSnapshot().sort).toEqual({ sortType: 'date', sortOrder: 'DESC' });
  });

  it('a change reloads the list and the filter values for the new query', async () => {
    const world = aWorld({ estates: [...manyEstates(4), apartment(10), apartment(11)] });
    await world.get('updateFilters').execute({ change: (f) => withTypes(f, [2]) });
    expect(world.get('estateList').getSnapshot().total).toBe(2);
    expect(world.get('filters').getSnapshot()).toMatchObject({
      filterQuery: { types: [2] },
      isLoading: false,
      error: null,
      values: { types: [{ id: 2, count: 2 }], locations: [expect.objectContaining({ id: 8000, name: 'Brugge', count: 2 })] },
    });
  });

  it.each([
    ['cities', (f: object) => withCities(withCities(f, [9000]), [])],
    ['types', (f: object) => withTypes(withTypes(f, [1]), [])],
    ['countries', (f: object) => withCountries(withCountries(f, ['BE']), [])],
  ])('setting %s to an empty list removes that filter', async (_name, change) => {
    const world = aWorld({ estates: manyEstates(2) });
    await world.get('updateFilters').execute({ change });
    expect(world.get('filters').getSnapshot().filterQuery).toEqual({});
    expect(world.get('estateList').getSnapshot().total).toBe(2);
  });

  it('a falsy price bound is dropped', async () => {
    const world = aWorld({ estates: manyEstates(2) });
    await world.get('updateFilters').execute({ change: (f) => withPriceRange(f, 0, 201_500) });
    expect(world.get('filters').getSnapshot().filterQuery).toEqual({ priceMax: 201_500 });
    expect(world.get('estateList').getSnapshot().total).toBe(1);
  });

  it('grouping is an option kept beside the query', async () => {
    const world = aWorld({ estates: manyEstates(2) });
    await world.get('updateFilters').execute({ change: (f) => f, grouping: 'PRICE' });
    expect(world.get('filters').getSnapshot().options).toEqual({ grouping: 'PRICE' });
    expect(world.get('estateList').getSnapshot().groupOptions).toBe('PRICE');
  });

  it('§8 a failed filter load logs the error, returns the empty model and records the failure', async () => {
    const world = aWorld({ estates: manyEstates(2) });
    await world.get('loadFilterValues').execute();
    world.catalogue.failWith = new Error('Internal Server Error');
    await expect(world.get('loadFilterValues').execute()).resolves.toEqual({ types: [], locations: [], prices: [], countries: [] });
    expect(world.get('filters').getSnapshot()).toMatchObject({
      isLoading: false,
      error: { message: 'Internal Server Error' },
      values: { types: [], locations: [], prices: [], countries: [] },
    });
    expect(world.logger.errors).toEqual([{ message: 'Loading filter values failed', detail: world.catalogue.failWith }]);
  });
});
