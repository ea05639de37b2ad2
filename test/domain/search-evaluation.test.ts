import { estateId, type Estate } from '../../domain/estate/estate';
import { parseListFilter } from '../../domain/search/parse-list-filter';
import { buildSearchBody, favouritesSearchBody } from '../../domain/search/search-body';
import { distanceKm, evaluateSearch } from '../../domain/search/search-evaluation';
import { isSearchField, searchFieldValue } from '../../domain/search/search-field-value';
import { anEstate } from './builders/an-estate';

const GENT = { id: 9000, name: 'Gent', zip: '9000' };
const BRUGGE = { id: 8000, name: 'Brugge', zip: '8000' };
const LIEGE = { id: 4000, name: 'Liège', zip: '4000' };

function unit(id: number, opts: { city?: typeof GENT; price?: number; type?: number; sub?: number; tx?: number; beds?: number; date?: string; geo?: { lat: number; lon: number }; collections?: number[]; country?: string }): Estate {
  return anEstate({
    general: {
      id: estateId(id),
      headType: { id: opts.type ?? 1 },
      subType: { id: opts.sub ?? 101 },
      transaction: { id: opts.tx ?? 1 },
      ...(opts.beds !== undefined && { bedroomCount: opts.beds }),
      publicationDate: opts.date ?? `2026-01-${String(id).padStart(2, '0')}`,
      ...(opts.collections && { collections: opts.collections }),
    },
    address: {
      city: opts.city ?? GENT,
      country: { id: opts.country ?? 'BE' },
      ...(opts.geo && { geoLocation: opts.geo }),
    },
    ...(opts.price !== undefined && { price: { value: opts.price } }),
  });
}

const project = anEstate({
  general: { id: estateId(20), isProject: true, headType: { id: 6 } },
  children: [
    unit(21, { city: BRUGGE, price: 310_000, type: 2, sub: 201, beds: 2 }),
    unit(22, { city: BRUGGE, price: 450_000, type: 2, sub: 203, beds: 3 }),
  ],
});

const groups: Estate[] = [
  unit(1, { price: 250_000, beds: 3, geo: { lat: 51.05, lon: 3.72 }, collections: [7] }),
  unit(2, { price: 395_000, beds: 4, type: 1, sub: 102, city: BRUGGE, geo: { lat: 51.21, lon: 3.22 } }),
  unit(3, { price: 950, tx: 2, type: 2, beds: 1, city: LIEGE, geo: { lat: 50.63, lon: 5.57 } }),
  unit(4, { tx: 5, type: 3, sub: 301, country: 'FR' }),
  project,
];

const ids = (query: string, extra: Parameters<typeof buildSearchBody>[0] extends infer I ? Partial<I> : never = {}) =>
  evaluateSearch(groups, buildSearchBody({ filter: parseListFilter(new URLSearchParams(query)), ...extra })).results.map((e) =>
    Number(e.general.id),
  );

describe('§7 search semantics: what a body finds (shared by the in-memory and SQL catalogues)', () => {
  it.each([
    ['no filter, date descending (§4 default sort)', '', [20, 4, 3, 2, 1]],
    ['trans=kopen: transaction.id 1', 'trans=kopen', [20, 2, 1]],
    ['trans=huren: transaction.id 2', 'trans=huren', [3]],
    ['status (transaction.id)', 'status=5', [4]],
    ['city', 'city=8000', [20, 2]],
    ['several cities', 'city=8000&city=4000', [20, 3, 2]],
    ['type (headType.id)', 'type=2', [20, 3]],
    ['subType', 'subType=203', [20]],
    ['country', 'country=FR', [4]],
    ['price-min (gte)', 'price-min=300000', [20, 2]],
    ['price-max (lte)', 'price-max=300000', [3, 1]],
    ['price range on a project: one unit in range is enough', 'price-min=400000&price-max=500000', [20]],
    ['bedrooms exact', 'bedrooms=3', [20, 1]],
    ['bed-min', 'bed-min=4', [2]],
    ['geo_range replaces the city filter', 'city=4000&geo_range=10km;51.05;3.72', [1]],
    ['geo_range with a wider radius', 'geo_range=50km;51.05;3.72', [2, 1]],
    ['sort by price ascending', 'sortType=price', [3, 1, 20, 2, 4]],
    ['sort by price descending (issue 13 item 5: a project by its "from" price, 310 000), missing prices last', 'sortType=price&sortOrder=desc', [2, 20, 1, 3, 4]],
    ['sort by city, ties by id', 'sortType=city&sortOrder=asc', [2, 20, 1, 4, 3]],
  ])('§7 %s', (_title, query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('§7 sort by type orders by subType id ascending', () => {
    const found = evaluateSearch(groups, buildSearchBody({ filter: parseListFilter(new URLSearchParams('sortType=type')) })).results;
    const subTypes = found.map((e) => searchFieldValue(e.children?.[0] ?? e, 'children.general.subType.id') as number);
    expect(subTypes).toEqual([...subTypes].sort((a, b) => a - b));
  });

  it('§7 node collections: terms on children.collections', () => {
    expect(ids('', { collections: [{ id: 7 }] })).toEqual([1]);
  });

  it('§7 a grouping sorts by its field first (§9 TYPE)', () => {
    expect(ids('', { grouping: 'TYPE' })).toEqual([2, 1, 20, 3, 4]);
  });

  it('§7 pagination: from and size, total counts every hit', () => {
    const body = buildSearchBody({ filter: {}, from: 2, size: 2 });
    const result = evaluateSearch(groups, body);
    expect(result.total).toBe(5);
    expect(result.results.map((e) => Number(e.general.id))).toEqual([3, 2]);
  });

  it('§4 aggregations-only body (size 0): the total and no estates', () => {
    expect(evaluateSearch(groups, buildSearchBody({ filter: {}, size: 0 }))).toEqual({ total: 5, results: [] });
  });

  it('§4 favourites are found by children.general.id, inside projects too', () => {
    const body = favouritesSearchBody(['22', '3']);
    expect(body && evaluateSearch(groups, body).results.map((e) => Number(e.general.id)).sort()).toEqual([20, 3]);
  });

  it('§7 match on a path compares as text', () => {
    const result = evaluateSearch(groups, { query: { match: { 'children.general.bedroomCount': '4' } }, sort: [] });
    expect(result.results.map((e) => Number(e.general.id))).toEqual([2]);
  });

  it('§7 a range on a unit without the value finds nothing', () => {
    expect(evaluateSearch([unit(9, {})], { query: { range: { 'children.general.price.value': { gte: 1 } } }, sort: [] }).total).toBe(0);
  });

  it('§7 geo_distance ignores units without a location', () => {
    const body = { query: { geo_distance: { distance: '5km', 'children.general.address.geoLocation': { lat: 51, lon: 3 } } }, sort: [] };
    expect(evaluateSearch([unit(9, {})], body).total).toBe(0);
  });

  it('sorts equal values by id so that paging is stable', () => {
    const twins = [unit(8, { date: '2026-01-01' }), unit(5, { date: '2026-01-01' })];
    expect(evaluateSearch(twins, buildSearchBody({ filter: {} })).results.map((e) => Number(e.general.id))).toEqual([5, 8]);
  });

  it('sorts groups without the sort value after the others, by id among themselves', () => {
    const noCity = (id: number): Estate => ({ general: { id: estateId(id) } });
    const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams('sortType=city')) });
    expect(evaluateSearch([noCity(7), unit(9, { city: GENT }), noCity(3), unit(8, { city: GENT })], body).results.map((e) => Number(e.general.id))).toEqual([
      8, 9, 3, 7,
    ]);
  });

  it('knows its paths and ignores unknown ones', () => {
    expect(isSearchField('children.general.price.value')).toBe(true);
    expect(isSearchField('general.secret')).toBe(false);
    expect(searchFieldValue(unit(1, {}), 'general.secret')).toBeUndefined();
  });

  it('measures great-circle distances (Gent–Brugge ≈ 36 km)', () => {
    expect(distanceKm({ lat: 51.0543, lon: 3.7174 }, { lat: 51.2093, lon: 3.2247 })).toBeCloseTo(38.3, 0);
  });
});
