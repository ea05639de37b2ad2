import type { Grouping } from '../../domain/grouping/grouping';
import type { ListFilter } from '../../domain/search/list-filter';
import { withCities } from '../../domain/search/list-filter-updaters';
import { aListedEstate, aWorld, idsOf, manyEstates } from './harness';

describe('§4 estate list: first page', () => {
  it('starts loading (isLoading starts true), then replaces estates and total with the first 15', async () => {
    const world = aWorld({ estates: manyEstates(40) });
    const list = world.get('estateList');
    expect(list.getSnapshot().isLoading).toBe(true);

    const node = { query: {}, collections: [], groupOptions: null };
    const pending = world.get('loadEstateList')({ node });
    expect(list.getSnapshot()).toMatchObject({ isLoading: true, node });

    await expect(pending).resolves.toEqual({ ok: true, total: 40 });
    const state = list.getSnapshot();
    expect(state).toMatchObject({ isLoading: false, total: 40, offset: 15, error: null });
    // §4 default sort: date descending.
    expect(idsOf(state.estates)).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26]);
  });

  it('§8 a failed search leaves total 0, no results, and records the failure', async () => {
    const world = aWorld({ estates: manyEstates(3) });
    await world.get('loadEstateList')();
    world.catalogue.failWith = Object.assign(new Error('Bad Gateway'), { status: 502 });

    await expect(world.get('loadEstateList')()).resolves.toEqual({ ok: false, error: 'Bad Gateway' });
    expect(world.get('estateList').getSnapshot()).toMatchObject({
      isLoading: false,
      estates: [],
      total: 0,
      error: { message: 'Bad Gateway', status: 502 },
    });
  });
});

describe('§4 estate list: next page', () => {
  it('appends the next 15 from the offset, updates the total, and stops when all are loaded', async () => {
    const world = aWorld({ estates: manyEstates(40) });
    const list = world.get('estateList');
    await world.get('loadEstateList')();

    const next = world.get('loadNextEstatePage')();
    expect(list.getSnapshot().isLoadingNextPage).toBe(true);
    await next;
    expect(list.getSnapshot()).toMatchObject({ isLoadingNextPage: false, offset: 30, total: 40 });
    expect(idsOf(list.getSnapshot().estates).slice(14, 16)).toEqual([26, 25]);

    await world.get('loadNextEstatePage')();
    expect(list.getSnapshot().estates).toHaveLength(40);
    // More pages exist only while loaded < total.
    await expect(world.get('loadNextEstatePage')()).resolves.toMatchObject({ done: true });
    expect(list.getSnapshot().estates).toHaveLength(40);
  });

  it('follows a total that changed upstream meanwhile', async () => {
    const world = aWorld({ estates: manyEstates(20) });
    await world.get('loadEstateList')();
    world.catalogue.replaceAll(manyEstates(25));
    await world.get('loadNextEstatePage')();
    expect(world.get('estateList').getSnapshot()).toMatchObject({ total: 25, offset: 25 });
  });

  it('§8 keeps the loaded estates and records the error when the next page fails', async () => {
    const world = aWorld({ estates: manyEstates(20) });
    await world.get('loadEstateList')();
    world.catalogue.failWith = new Error('timeout');
    await expect(world.get('loadNextEstatePage')()).resolves.toEqual({ ok: false, error: 'timeout' });
    expect(world.get('estateList').getSnapshot()).toMatchObject({ isLoadingNextPage: false, error: { message: 'timeout' } });
    expect(world.get('estateList').getSnapshot().estates).toHaveLength(15);
  });
});

describe('issue 13 item 8: the list page shows the pages its address asks for (?pages=n)', () => {
  const listPage = async (world: ReturnType<typeof aWorld>, pages?: number) => {
    const result = await world.core.pages.list({ locale: 'nl', filter: {}, grouping: null, ...(pages !== undefined && { pages }) });
    if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
    const { total, cards, urls } = result.view;
    return { total, estates: cards, loadMore: urls.loadMore };
  };

  it('pages=3: the first 45 cards in the order of three "load more" steps, and "load more" goes on from there', async () => {
    const world = aWorld({ estates: manyEstates(50) });
    const list = await listPage(world, 3);
    // "Load more" goes on from there: one page more, leading to its first card.
    expect(list).toMatchObject({ total: 50, loadMore: '/nl/aanbod?pages=4#result-46' });
    expect(idsOf(list.estates)).toEqual(Array.from({ length: 45 }, (_, i) => 50 - i));
    // The same cards as loading the first page and then two more.
    await world.get('loadEstateList')();
    await world.get('loadNextEstatePage')();
    await world.get('loadNextEstatePage')();
    expect(idsOf(world.get('estateList').getSnapshot().estates)).toEqual(idsOf(list.estates));
  });

  it('no pages: the first 15; more pages than there are: every card', async () => {
    const world = aWorld({ estates: manyEstates(20) });
    expect((await listPage(world)).estates).toHaveLength(15);
    const all = await listPage(world, 4);
    expect([all.total, all.estates.length, all.loadMore]).toEqual([20, 20, null]);
  });
});

/** §4 a filter change stores the query (and grouping, else the current one) and reloads from the first page. */
async function changeFilter(world: ReturnType<typeof aWorld>, query: ListFilter, grouping?: Grouping) {
  const list = world.get('estateList');
  list.dispatch({ type: 'querySet', query, groupOptions: grouping ?? list.getSnapshot().groupOptions });
  await world.get('loadEstateList')();
}

describe('§4 estate list: filter changes reload the list', () => {
  it('stores the query, sort and grouping and reloads from the first page', async () => {
    const ghent = manyEstates(5);
    const bruges = [16, 17].map((id) =>
      aListedEstate(id, 1, { address: { city: { id: 8000, name: 'Brugge', zip: '8000' }, country: { id: 'BE' } } }),
    );
    const world = aWorld({ estates: [...ghent, ...bruges] });
    await world.get('loadEstateList')();

    await changeFilter(world, withCities({}, [8000]), 'CITY');
    expect(world.get('estateList').getSnapshot()).toMatchObject({
      query: { cities: [8000] },
      sort: { sortType: 'date', sortOrder: 'DESC' },
      groupOptions: 'CITY',
      total: 2,
      offset: 2,
    });
    expect(idsOf(world.get('estateList').getSnapshot().estates)).toEqual([17, 16]);
  });

  it('keeps the grouping when only the filter changes, and sorts as asked (ASC when no order, §7)', async () => {
    const world = aWorld({ estates: manyEstates(3) });
    await changeFilter(world, {}, 'TYPE');
    await changeFilter(world, { sortType: 'price' });
    const state = world.get('estateList').getSnapshot();
    expect(state.groupOptions).toBe('TYPE');
    expect(state.sort).toEqual({ sortType: 'price', sortOrder: 'ASC' });
    expect(idsOf(state.estates)).toEqual([1, 2, 3]);
  });
});

describe('§5 hiddenStatus: hidden estates are never shown, totals stay right', () => {
  it('leaves sold estates out of the list, the total and the pages', async () => {
    const estates = [...manyEstates(16), aListedEstate(50, 5), aListedEstate(51, 5)];
    const world = aWorld({ estates, hiddenStatus: [5] });
    await world.get('loadEstateList')();
    const state = world.get('estateList').getSnapshot();
    expect(state.total).toBe(16);
    expect(idsOf(state.estates)).not.toContain(50);
    await world.get('loadNextEstatePage')();
    expect(idsOf(world.get('estateList').getSnapshot().estates)).toEqual(idsOf(manyEstates(16)).reverse());
  });

  it('hides a hidden unit of a project but keeps the project', async () => {
    const project = aListedEstate(60, 1, { children: [aListedEstate(61, 1), aListedEstate(62, 5)] });
    const world = aWorld({ estates: [project], hiddenStatus: [5] });
    await world.get('loadEstateList')();
    expect(idsOf(world.get('estateList').getSnapshot().estates)).toEqual([60]);
    const shown = await world.core.queries.estate({ locale: 'nl', estateId: 60 });
    expect(idsOf(shown.kind === 'page' ? (shown.view.children ?? []) : [])).toEqual([61]);
  });
});
