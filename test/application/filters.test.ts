import { withCities, withCountries, withPriceRange, withTypes } from '../../domain/search/list-filter-updaters';
import type { ListView } from '../../application/pages/list-page';
import type { PageResult } from '../../application/pages/page-result';
import { effectiveSort, type ListFilter } from '../../domain/search/list-filter';
import { aListedEstate, aWorld, manyEstates } from './harness';

const view = (result: PageResult<ListView>): ListView => {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result.view;
};
const list = async (world: ReturnType<typeof aWorld>, filter: ListFilter, grouping: 'PRICE' | null = null) =>
  view(await world.core.pages.list({ locale: 'nl', filter, grouping }));

const apartment = (id: number) =>
  aListedEstate(id, 2, {
    general: { ...aListedEstate(id, 2).general, headType: { id: 2 } },
    address: { city: { id: 8000, name: 'Brugge', zip: '8000' }, country: { id: 'BE' } },
    price: { value: 900 },
  });

describe('§4 filters through the list page query (issue 8)', () => {
  it('start with the default sort, date descending', async () => {
    const page = await list(aWorld(), {});
    expect(page.filter).toEqual({});
    expect(effectiveSort(page.filter)).toEqual({ sortType: 'date', sortOrder: 'DESC' });
  });

  it('a filter loads the list and the filter values for that query', async () => {
    const page = await list(aWorld({ estates: [...manyEstates(4), apartment(10), apartment(11)] }), withTypes({}, [2]));
    expect(page.total).toBe(2);
    expect(page).toMatchObject({
      filter: { types: [2] },
      filterValuesFailed: false,
      // Issue 8: no locations ship with the page; the city field searches them (§7 search-city).
      filterValues: { types: [{ id: 2, count: 2 }], locations: [] },
    });
  });

  it('§2 a city typed without JavaScript that names one city becomes the city filter, resolved for a canonical address', async () => {
    const world = aWorld({ estates: [...manyEstates(4), apartment(10), apartment(11)], cities: [{ id: 8000, name: 'Brugge', zip: '8000', alias: { fr: 'Bruges' } }] });
    const page = view(await world.core.pages.list({ locale: 'fr', filter: { types: [2] }, grouping: null, cityText: '8000 Bruges' }));
    expect([page.filter, page.typedCity, page.total]).toEqual([{ types: [2], cities: [8000] }, { kind: 'resolved' }, 2]);
    // Issue 8: the page's city named once, in the page's language (these estates' city has no French alias).
    expect(page.city).toEqual({ id: 8000, name: 'Brugge', zip: '8000' });
    expect(page.heading).toEqual({ trans: 'all', city: 'Brugge' });
  });

  it('issue 19 item 2: the list\'s heading is the core\'s: for sale, to rent or the whole offer, in its one city', async () => {
    const world = aWorld({ estates: [...manyEstates(4), apartment(10), apartment(11)] });
    const headingOf = async (filter: ListFilter) => view(await world.core.pages.list({ locale: 'nl', filter, grouping: null })).heading;
    expect(await headingOf({ transactionIds: [1], cities: [8000] })).toEqual({ trans: 'sale', city: 'Brugge' });
    expect(await headingOf({ transactionIds: [2] })).toEqual({ trans: 'rent' });
    expect(await headingOf({ transactionIds: [1, 2], cities: [8000, 9000] })).toEqual({ trans: 'all' });
  });

  it('§2 a typed city several cities fit leaves the list unfiltered by city and offers them; an unknown one offers none', async () => {
    const cities = [
      { id: 9000, name: 'Gent', zip: '9000' },
      { id: 9820, name: 'Merelbeke', zip: '9820' },
    ];
    const world = aWorld({ estates: manyEstates(3), cities });
    const several = view(await world.core.pages.list({ locale: 'nl', filter: { cities: [9000] }, grouping: null, cityText: '9' }));
    expect([several.filter, several.typedCity, several.total]).toEqual([{}, { kind: 'unresolved', text: '9', choices: cities }, 3]);
    const none = view(await world.core.pages.list({ locale: 'nl', filter: {}, grouping: null, cityText: ' Atlantis ' }));
    expect(none.typedCity).toEqual({ kind: 'unresolved', text: 'Atlantis', choices: [] });
  });

  it.each([
    ['cities', (f: ListFilter) => withCities(withCities(f, [9000]), [])],
    ['types', (f: ListFilter) => withTypes(withTypes(f, [1]), [])],
    ['countries', (f: ListFilter) => withCountries(withCountries(f, ['BE']), [])],
  ])('setting %s to an empty list removes that filter', async (_name, change) => {
    const page = await list(aWorld({ estates: manyEstates(2) }), change({}));
    expect(page.filter).toEqual({});
    expect(page.total).toBe(2);
  });

  it('a falsy price bound is dropped', async () => {
    const page = await list(aWorld({ estates: manyEstates(2) }), withPriceRange({}, 0, 201_500));
    expect(page.filter).toEqual({ priceMax: 201_500 });
    expect(page.total).toBe(1);
  });

  it('grouping is an option kept beside the query', async () => {
    const page = await list(aWorld({ estates: manyEstates(2) }), {}, 'PRICE');
    expect([page.filter, page.grouping]).toEqual([{}, 'PRICE']);
  });

  it('§5 the site hides its hidden statuses from the list and its count', async () => {
    const page = await list(aWorld({ estates: [...manyEstates(3), aListedEstate(9, 5)], hiddenStatus: [5] }), {});
    expect(page.total).toBe(3);
    expect(page.cards.map(({ card }) => Number(card.id))).not.toContain(9);
  });

  it('§8 a failing backend is a page that says so (failed), not an error', async () => {
    const world = aWorld({ estates: manyEstates(2) });
    world.catalogue.failWith = new Error('Internal Server Error');
    expect((await list(world, {})).failed).toBe(true);
  });

  it('§8 a failed filter load logs the error and gives the empty model, the list itself still shown', async () => {
    const world = aWorld({ estates: manyEstates(2) });
    const failure = new Error('Internal Server Error');
    const filterValues = world.catalogue.filterValues.bind(world.catalogue);
    world.catalogue.filterValues = () => Promise.reject(failure);
    const page = await list(world, {});
    world.catalogue.filterValues = filterValues;
    expect(page).toMatchObject({ failed: false, total: 2, filterValuesFailed: true, filterValues: { types: [], locations: [], prices: [], countries: [] } });
    expect(world.logger.errors).toContainEqual({ message: 'Loading filter values failed', detail: failure });
  });
});
