import { parseListFilter } from '../../domain/search/parse-list-filter';
import {
  aggregationsOnlyBody,
  buildSearchBody,
  favouritesSearchBody,
  searchSort,
} from '../../domain/search/search-body';
import type { SearchBody, SearchBodyInput } from '../../domain/search/search-body';
import { pageAtOffset, pageRequest, PAGE_SIZE } from '../../domain/search/pagination';

const DATE_DESC = { 'children.general.publicationDate': { order: 'desc' } } as const;

const body = (query: string, rest: Omit<SearchBodyInput, 'filter'> = {}): SearchBody =>
  buildSearchBody({ filter: parseListFilter(new URLSearchParams(query)), ...rest });

describe('§7 search body (golden: query string in, exact body out)', () => {
  it.each<[string, string, Omit<SearchBodyInput, 'filter'>, SearchBody]>([
    ['no filter: empty query, default sort date desc (§4)', '', {}, { query: {}, sort: [DATE_DESC] }],
    [
      'trans=kopen → transaction.id',
      'trans=kopen',
      {},
      { query: { terms: { 'children.general.transaction.id': [1] } }, sort: [DATE_DESC] },
    ],
    [
      'transaction and status both filter transaction.id',
      'transaction=3&status=4',
      {},
      { query: { terms: { 'children.general.transaction.id': [3, 4] } }, sort: [DATE_DESC] },
    ],
    [
      'issue 12 item 5: notary → the derived notarySale term (§7 names no notary field)',
      'notary=public,online',
      {},
      { query: { terms: { 'children.notarySale': ['public', 'online'] } }, sort: [DATE_DESC] },
    ],
    [
      'country → address.country.id',
      'country=be',
      {},
      { query: { terms: { 'children.general.address.country.id': ['BE'] } }, sort: [DATE_DESC] },
    ],
    [
      'city → address.city.id',
      'city=7,3',
      {},
      { query: { terms: { 'children.general.address.city.id': [3, 7] } }, sort: [DATE_DESC] },
    ],
    [
      'type → headType.id',
      'type=1&type=2',
      {},
      { query: { terms: { 'children.general.headType.id': [1, 2] } }, sort: [DATE_DESC] },
    ],
    [
      'subType → subType.id',
      'subType=12',
      {},
      { query: { terms: { 'children.general.subType.id': [12] } }, sort: [DATE_DESC] },
    ],
    [
      'price-min and price-max → range gte/lte on price.value',
      'price-min=100000&price-max=300000',
      {},
      { query: { range: { 'children.general.price.value': { gte: 100000, lte: 300000 } } }, sort: [DATE_DESC] },
    ],
    [
      'price-max alone → lte only',
      'price-max=900',
      {},
      { query: { range: { 'children.general.price.value': { lte: 900 } } }, sort: [DATE_DESC] },
    ],
    [
      'bedrooms exact → terms on bedroomCount',
      'bedrooms=3',
      {},
      { query: { terms: { 'children.general.bedroomCount': [3] } }, sort: [DATE_DESC] },
    ],
    [
      'bed-min → range gte on bedroomCount',
      'bed-min=2',
      {},
      { query: { range: { 'children.general.bedroomCount': { gte: 2 } } }, sort: [DATE_DESC] },
    ],
    [
      'geo_range replaces the city filter',
      'city=3&country=BE&geo_range=10km;51.05;3.72',
      {},
      {
        query: {
          terms: { 'children.general.address.country.id': ['BE'] },
          geo_distance: { distance: '10km', 'children.general.address.geoLocation': { lat: 51.05, lon: 3.72 } },
        },
        sort: [DATE_DESC],
      },
    ],
    [
      'an invalid geo_range is dropped and the city filter stays (§5)',
      'city=3&geo_range=10km;95;3',
      {},
      { query: { terms: { 'children.general.address.city.id': [3] } }, sort: [DATE_DESC] },
    ],
    [
      'combined filters',
      'trans=huren&city=3&type=2&country=BE&price-min=500&price-max=1200&bed-min=1',
      {},
      {
        query: {
          terms: {
            'children.general.transaction.id': [2],
            'children.general.address.city.id': [3],
            'children.general.headType.id': [2],
            'children.general.address.country.id': ['BE'],
          },
          range: {
            'children.general.price.value': { gte: 500, lte: 1200 },
            'children.general.bedroomCount': { gte: 1 },
          },
        },
        sort: [DATE_DESC],
      },
    ],
    [
      'sortType=price without order → asc',
      'sortType=price',
      {},
      { query: {}, sort: [{ 'children.general.price.value': { order: 'asc' } }] },
    ],
    [
      'sortType=city&sortOrder=desc → city.name desc',
      'sortType=city&sortOrder=desc',
      {},
      { query: {}, sort: [{ 'children.general.address.city.name': { order: 'desc' } }] },
    ],
    [
      'sortType=type → subType.id',
      'sortType=type&sortOrder=DESC',
      {},
      { query: {}, sort: [{ 'children.general.subType.id': { order: 'desc' } }] },
    ],
    [
      'sortType=date&sortOrder=asc',
      'sortType=date&sortOrder=asc',
      {},
      { query: {}, sort: [{ 'children.general.publicationDate': { order: 'asc' } }] },
    ],
    [
      'an unknown sort type falls back to the default sort (§5)',
      'sortType=surface&sortOrder=asc',
      {},
      { query: {}, sort: [DATE_DESC] },
    ],
    [
      'grouping sort first, then the caller sort (§9)',
      'sortType=price&sortOrder=desc',
      { grouping: 'CITY' },
      {
        query: {},
        sort: [
          { 'children.general.address.city.name': { order: 'asc' } },
          { 'children.general.price.value': { order: 'desc' } },
        ],
      },
    ],
    [
      'grouping TYPE with the default sort',
      'trans=kopen',
      { grouping: 'TYPE' },
      {
        query: { terms: { 'children.general.transaction.id': [1] } },
        sort: [{ 'children.general.headType.id': { order: 'asc' } }, DATE_DESC],
      },
    ],
    [
      'pagination: second page of 15 (§4)',
      'trans=kopen',
      pageRequest(1),
      { query: { terms: { 'children.general.transaction.id': [1] } }, sort: [DATE_DESC], from: 15, size: 15 },
    ],
    [
      'node collections → terms on children.collections',
      'type=1',
      { collections: [{ id: 4 }, { id: 9 }] },
      {
        query: { terms: { 'children.general.headType.id': [1], 'children.collections': [4, 9] } },
        sort: [DATE_DESC],
      },
    ],
    [
      'empty node collections leave no empty array',
      '',
      { collections: [] },
      { query: {}, sort: [DATE_DESC] },
    ],
    [
      'node query is the base; the filter replaces the same field; empties removed',
      'status=2&price-min=5',
      {
        nodeQuery: {
          terms: { 'children.general.transaction.id': [1], 'children.general.headType.id': [1], empty: [] },
          range: { 'children.general.price.value': { lte: 9 }, 'children.general.bedroomCount': {} },
          match: { 'children.general.address.city.name': 'Gent', blank: '' },
        },
      },
      {
        query: {
          terms: { 'children.general.transaction.id': [2], 'children.general.headType.id': [1] },
          range: { 'children.general.price.value': { gte: 5 } },
          match: { 'children.general.address.city.name': 'Gent' },
        },
        sort: [DATE_DESC],
      },
    ],
    [
      "geo_range also replaces the node's city filter and geo distance",
      'geo_range=3km;50;4',
      {
        nodeQuery: {
          terms: { 'children.general.address.city.id': [8] },
          geo_distance: { distance: '1km', 'children.general.address.geoLocation': { lat: 1, lon: 1 } },
        },
      },
      {
        query: { geo_distance: { distance: '3km', 'children.general.address.geoLocation': { lat: 50, lon: 4 } } },
        sort: [DATE_DESC],
      },
    ],
    [
      "without geo_range the node's geo distance stays",
      '',
      {
        nodeQuery: {
          geo_distance: { distance: '1km', 'children.general.address.geoLocation': { lat: 1, lon: 1 } },
        },
      },
      {
        query: { geo_distance: { distance: '1km', 'children.general.address.geoLocation': { lat: 1, lon: 1 } } },
        sort: [DATE_DESC],
      },
    ],
  ])('§7 %s', (_title, query, rest, expected) => {
    expect(body(query, rest)).toEqual(expected);
  });

  it('§7 the body serialises to exactly the golden JSON (no undefined keys)', () => {
    expect(JSON.parse(JSON.stringify(body('price-min=5&city=3&geo_range=1km;2;3')))).toEqual(
      body('price-min=5&city=3&geo_range=1km;2;3'),
    );
    expect(JSON.stringify(body('price-min=5'))).toBe(
      '{"query":{"range":{"children.general.price.value":{"gte":5}}},"sort":[{"children.general.publicationDate":{"order":"desc"}}]}',
    );
  });
});

describe('§4 pagination and the initial load', () => {
  it('§9 page size 15', () => {
    expect(PAGE_SIZE).toBe(15);
    expect(pageRequest(0)).toEqual({ from: 0, size: 15 });
    expect(pageRequest(2)).toEqual({ from: 30, size: 15 });
  });

  it.each<[number, number]>([
    [15, 15],
    [7, 7],
    [0, 0],
    [-3, 0],
    [1.5, 0],
  ])('§4 next page after %p loaded estates starts at %p', (offset, from) => {
    expect(pageAtOffset(offset)).toEqual({ from, size: 15 });
  });

  it('§4 initial load: aggregations only (limit 0), same query and sort', () => {
    expect(
      aggregationsOnlyBody({ filter: parseListFilter(new URLSearchParams('trans=huren')), grouping: 'PRICE' }),
    ).toEqual({
      query: { terms: { 'children.general.transaction.id': [2] } },
      sort: [{ 'children.general.price.value': { order: 'asc' } }, DATE_DESC],
      size: 0,
    });
  });

  it('§7 searchSort without grouping is the caller sort only', () => {
    expect(searchSort({ sortType: 'price', sortOrder: 'DESC' })).toEqual([
      { 'children.general.price.value': { order: 'desc' } },
    ]);
  });
});

describe('§4 favourites are loaded by searching on children.general.id', () => {
  it('§4 one request for all favourite ids', () => {
    expect(favouritesSearchBody(['12', '7', '12'])).toEqual({
      query: { terms: { 'children.general.id': [12, 7] } },
      sort: [DATE_DESC],
      from: 0,
      size: 2,
    });
  });

  it.each<[readonly string[]]>([[[]], [['abc', '', '1e3']]])(
    '§4 no estate ids (%j): nothing to search, never an empty query matching everything',
    (ids) => {
      expect(favouritesSearchBody(ids)).toBeNull();
    },
  );
});
