import { HEAD_TYPE_ID } from '../../../../domain/enumerations/head-types';
import type { PropertyFilterData } from '../../../../domain/search/filter-data';
import { parseListFilter } from '../../../../domain/search/parse-list-filter';
import { buildSearchBody, favouritesSearchBody, type SearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch } from '../../../../domain/search/search-evaluation';
import { countTableChoices } from '../../../../domain/search/table-choices';
import type { Grouping } from '../../../../domain/grouping/grouping';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { MemoryEstateCatalogue } from '../../../../infrastructure/memory/memory-estate-catalogue';
import type { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import { UnsupportedSearchField } from '../../../../infrastructure/catalogue/sql/sql-search';
import { DEMO_SITE as demoSite } from '../../../fixtures/site';
import { openTestCatalogue } from './open-test-catalogue';
import { randomGroups } from './random-groups';

const groups = randomGroups(300);

const QUERIES = [
  '',
  'trans=kopen',
  'trans=huren',
  'status=5&status=6',
  'city=9000',
  'city=9000&city=4000',
  'type=2',
  'subType=203',
  'country=FR',
  'price-min=300000',
  'price-max=200000',
  'price-min=200000&price-max=400000',
  'bedrooms=3',
  'bed-min=4',
  'geo_range=5km;51.05;3.72',
  'geo_range=40km;50.85;4.35&city=9000',
  // Issue 21 item 1: a distance with the terms the grid cells answer: the cells inside, the units of the edge and projects.
  'geo_range=10km;51.05;3.72',
  'geo_range=3km;51.21;3.22&trans=kopen',
  'geo_range=12km;50.85;4.35&trans=huren&type=1',
  'geo_range=60km;50.85;4.35&type=2',
  'geo_range=1km;51.22;4.4',
  // More cells than a statement lists (a box and the distance instead), and a radius any client may ask.
  'geo_range=100km;50.85;4.35&trans=kopen',
  'geo_range=20000km;50.85;4.35',
  'trans=kopen&type=1&price-max=500000&bed-min=2',
  // Issue 21 item 1: price bounds that are not steps (the fine price cells and the units at the range's ends).
  'trans=kopen&type=1&price-max=600000&bed-min=2',
  'price-max=600000',
  'price-min=123456&price-max=654321',
  'trans=kopen&price-min=4321',
  'type=1&price-max=1234',
  'price-min=1&price-max=49',
  'trans=huren&price-min=640&price-max=2020&bed-min=1',
  'sortType=price',
  'sortType=price&sortOrder=desc',
  'sortType=city',
  'sortType=city&sortOrder=desc',
  'sortType=type&sortOrder=asc',
  'sortType=date&sortOrder=asc',
];
/**
 * Issue 21 item 1: the list filter table's choices, whose totals the cells' masks answer (with the transaction, the
 * type, a price range of steps, one city) or the units count (several transactions, a price off the steps, geo).
 */
const TABLE_QUERIES = [
  'epc-max=C',
  'garden=1&parking=1&bath-min=2',
  'trans=kopen&type=1&epc-max=B&bath-min=1',
  'price-min=200000&price-max=400000&garden=1',
  'city=9000&parking=1',
  'trans=kopen&trans=huren&bath-min=2',
  'price-min=250000&epc-max=D',
  'geo_range=40km;50.85;4.35&garden=1',
];
const GROUPINGS: (Grouping | undefined)[] = [undefined, 'TYPE', 'STATUS', 'CITY', 'PRICE'];

const ids = (result: { results: readonly { general: { id: number } }[] }) => result.results.map((e) => Number(e.general.id));

describe.each(openTestCatalogue.dialects())('§7 search semantics on %s: the SQL catalogue finds what the body means', (dialect) => {
  let catalogue: SqlCatalogue;
  let search: (body: SearchBody) => Promise<{ total: number; results: readonly { general: { id: number } }[] }>;

  beforeAll(async () => {
    catalogue = await openTestCatalogue(dialect, { clock: new FixedClock(new Date('2026-11-21T10:00:00Z')) });
    await catalogue.replaceSite({ site: demoSite, groups, collections: [{ id: 1, name: 'Nieuwbouw', estateIds: [] }] });
    const port = catalogue.forSite(demoSite.id).catalogue;
    search = (body) => port.search(body);
  });
  afterAll(() => catalogue.close());

  /** Asserts the SQL catalogue's filter values are the domain's (the in-memory catalogue's), and gives the domain's. */
  async function sameFilterValuesAsTheDomain(body: SearchBody): Promise<PropertyFilterData> {
    const expected = await new MemoryEstateCatalogue(groups).filterValues(body);
    const actual = await catalogue.forSite(demoSite.id).catalogue.filterValues(body);
    // A city's position is each adapter's own (the memory one takes a unit's, SQL the mean): its counts are the point.
    const counted = (values: PropertyFilterData) => ({ ...values, locations: values.locations.map(({ lat: _lat, lon: _lon, ...city }) => city) });
    expect(counted(actual)).toEqual(counted(expected));
    return expected;
  }

  describe.each(GROUPINGS)('grouping %s', (grouping) => {
    it.each(grouping ? QUERIES : [...QUERIES, ...TABLE_QUERIES])('§7 ?%s: same total and the same first two pages as the domain', async (query) => {
      const filter = parseListFilter(new URLSearchParams(query));
      for (const from of [0, 15]) {
        const body = buildSearchBody({ filter, ...(grouping && { grouping }), from, size: 15 });
        const expected = evaluateSearch(groups, body);
        const actual = await search(body);
        expect(actual.total).toBe(expected.total);
        expect(ids(actual)).toEqual(ids(expected));
      }
    });
  });

  it.each([
    '',
    'trans=kopen&type=1',
    'trans=kopen&trans=huren',
    'price-min=200000&price-max=400000',
    'city=9000',
    'garden=1&bath-min=2',
    'trans=kopen&epc-max=C&parking=1',
    'price-min=250000&epc-max=D',
    // Queries no cell answers: their choices are counted from the masks of their matching units.
    'geo_range=10km;51.05;3.72',
    'geo_range=10km;51.05;3.72&garden=1&bath-min=2',
    'price-max=123456&parking=1',
  ])('issue 21 item 1 ?%s: each choice of the list filter table counts what the domain finds with it chosen', async (query) => {
    const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams(query)) });
    const { tableChoices } = await catalogue.forSite(demoSite.id).catalogue.filterValues(body);
    const expected = countTableChoices(body.query, (chosen) => evaluateSearch(groups, { ...body, query: chosen }).total);
    expect(tableChoices).toEqual(expected);
    expect(Object.values(expected).some((counts) => counts.some(({ count }) => count > 0))).toBe(true);
  });

  it.each(['geo_range=10km;51.05;3.72', 'geo_range=3km;51.21;3.22&trans=kopen', 'geo_range=25km;50.85;4.35&price-min=200000&garden=1'])(
    'issue 21 item 1 ?%s: the filter values of a distance (counted from the grid\'s index) are those the domain counts',
    async (query) => {
      const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams(query)) });
      const expected = await sameFilterValuesAsTheDomain(body);
      expect(expected.locations.length).toBeGreaterThan(0);
    },
  );

  it.each([
    'price-max=600000',
    'trans=kopen&price-min=123456&price-max=654321',
    'price-min=250001&price-max=299999',
    'trans=huren&price-min=640&price-max=2020',
    'type=1&price-min=4321',
    'price-min=1&price-max=620',
    'price-max=1000000001',
    'trans=kopen&type=2&price-min=300000&price-max=480000',
    'price-min=0&price-max=150000',
    'price-max=750000&garden=1&parking=1',
  ])('issue 23 ?%s: the filter values of a price range off the steps (the bands inside from the cells, the two it cuts from their units) are those the domain counts', async (query) => {
    const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams(query)) });
    const expected = await sameFilterValuesAsTheDomain(body);
    expect(expected.prices.some(({ count }) => count > 0)).toBe(true);
  });

  it.each(['', 'trans=kopen', 'trans=huren', 'garden=1&bath-min=2', 'trans=kopen&epc-max=C'])(
    'issue 21 ?%s with the PROJECT type alone (the list\'s split of its types): the filter values from the projects\' cells are those the domain counts',
    async (query) => {
      const filter = parseListFilter(new URLSearchParams(query));
      const body = buildSearchBody({ filter: { ...filter, types: [HEAD_TYPE_ID.PROJECT] } });
      const expected = await sameFilterValuesAsTheDomain(body);
      expect(expected.headTypes.find(({ id }) => id === HEAD_TYPE_ID.PROJECT)?.count).toBeGreaterThan(0);
    },
  );

  it('§7 node collections and favourites (children.general.id) agree with the domain', async () => {
    const inCollection = buildSearchBody({ filter: {}, collections: [{ id: 1 }] });
    expect(ids(await search(inCollection))).toEqual(ids(evaluateSearch(groups, inCollection)));
    const favourites = favouritesSearchBody(['3', '10', '77', '999999'])!;
    expect(ids(await search(favourites))).toEqual(ids(evaluateSearch(groups, favourites)));
  });

  it('§4 the aggregations-only body (size 0) gives the total and no estates', async () => {
    const body = buildSearchBody({ filter: {}, size: 0 });
    await expect(search(body)).resolves.toEqual({ total: evaluateSearch(groups, body).total, results: [] });
  });

  it('refuses a field it does not index instead of guessing', async () => {
    await expect(search({ query: { terms: { 'general.secret': [1] } }, sort: [] })).rejects.toBeInstanceOf(UnsupportedSearchField);
  });

  it('never leaks another site: the same search on another site finds only its own estates', async () => {
    const other = { ...demoSite, id: 'other', hostnames: ['other.example'] };
    await catalogue.replaceSite({ site: other, groups: randomGroups(5, 99, 1_000_000) });
    const mine = await search(buildSearchBody({ filter: {}, size: 1000 }));
    expect(ids(mine).every((id) => id < 1_000_000)).toBe(true);
    const theirs = await catalogue.forSite('other').catalogue.search(buildSearchBody({ filter: {} }));
    expect(theirs.total).toBe(5);
  });
});
