import { parseListFilter } from '../../domain/search/parse-list-filter';
import { listFilterToQuery } from '../../domain/search/list-filter-query';
import { DEFAULT_SORT, effectiveSort } from '../../domain/search/list-filter';
import type { ListFilter } from '../../domain/search/list-filter';
import { formatGeoRange, parseGeoRange } from '../../domain/search/geo-range';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LIST_FILTER_TABLE, TABLE_FILTER_KEYS, tableFilter } from '../../domain/search/list-filter-table';
import { LIST_FILTER_PARAMS, LIST_PARAM } from '../../domain/search/list-params';
import { otherParams, resultsViewOf, withResultsView, withSearchArea } from '../../domain/search/list-url';
import { priceChoices, subTypeGroups, transactionChoices, typeChoices } from '../../domain/search/filter-choices';
import { homeSearch } from '../../domain/search/home-search';

const parse = (query: string): ListFilter => parseListFilter(new URLSearchParams(query));

describe('§2 incoming URL filters: parseListFilter', () => {
  it.each<[string, ListFilter]>([
    ['', {}],
    ['trans=kopen', { transactionIds: [1] }],
    ['trans=huren', { transactionIds: [2] }],
    ['trans=KOPEN', { transactionIds: [1] }],
    ['trans=acheter', { transactionIds: [1] }],
    ['trans=Louer', { transactionIds: [2] }],
    ['trans=buy', { transactionIds: [1] }],
    ['trans=rent', { transactionIds: [2] }],
    ['trans=kaufen', { transactionIds: [1] }],
    ['trans=mieten', { transactionIds: [2] }],
    ['trans=kopen,huren', { transactionIds: [1, 2] }],
    // Issue 12 item 5: the kinds of notary auction, one or several, in a fixed order.
    ['notary=online', { notarySales: ['online'] }],
    ['notary=ONLINE,public&notary=online', { notarySales: ['public', 'online'] }],
    ['notary=auction&notary=', {}],
    ['trans=steal', {}],
    ['trans=toString', {}],
    ['city=12', { cities: [12] }],
    ['city=12&city=5', { cities: [5, 12] }],
    ['city=12,5, 7', { cities: [5, 7, 12] }],
    ['city=12&city=12,5', { cities: [5, 12] }],
    ['city=ghent&city=-3&city=0&city=1.5&city=', {}],
    ['type=1&type=2,3', { types: [1, 2, 3] }],
    ['country=be,NL&country=Fr', { countries: ['BE', 'FR', 'NL'] }],
    ['country=unknown', { countries: ['UNKNOWN'] }],
    ['country=BEL&country=B&country=1', {}],
    ['subType=4,9', { subTypes: [4, 9] }],
    ['price-min=100000&price-max=250000', { priceMin: 100000, priceMax: 250000 }],
    ['price-min=99.5', { priceMin: 99.5 }],
    ['price-min=0&price-max=0', {}],
    ['price-min=-5&price-max=abc', {}],
    ['price-min=100,5', {}],
    ['price-min=300000&price-max=100000', { priceMin: 100000, priceMax: 300000 }],
    ['price-min=1000&price-min=2000', { priceMin: 1000 }],
    ['bedrooms=3', { bedrooms: 3 }],
    ['bedrooms=0', { bedrooms: 0 }],
    ['bedrooms=2.5&bed-min=x', {}],
    ['bed-min=2', { bedMin: 2 }],
    ['bed-min=0', {}],
    ['bedrooms=99999999999999999999&city=99999999999999999999', {}],
    ['transaction=3', { transactionIds: [3] }],
    ['status=4,5', { transactionIds: [4, 5] }],
    ['transaction=3&status=4&status=3', { transactionIds: [3, 4] }],
    ['trans=kopen&status=2', { transactionIds: [2] }],
    ['trans=kopen&status=nope', { transactionIds: [1] }],
  ])('§2 %j', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it.each<[string, ListFilter]>([
    ['sortType=price', { sortType: 'price', sortOrder: 'ASC' }],
    ['sortType=price&sortOrder=desc', { sortType: 'price', sortOrder: 'DESC' }],
    ['sortType=City&sortOrder=Asc', { sortType: 'city', sortOrder: 'ASC' }],
    ['sortType=date&sortOrder=DESC', { sortType: 'date', sortOrder: 'DESC' }],
    ['sortType=type&sortOrder=sideways', { sortType: 'type', sortOrder: 'ASC' }],
    ['sortType=surface&sortOrder=desc', {}],
    ['sortOrder=desc', {}],
  ])('§5, §7 sort parameters %j', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it.each<[string, ListFilter]>([
    ['geo_range=10km;51.05;3.72', { geoRange: { km: 10, lat: 51.05, lon: 3.72 } }],
    ['geo_range=2.5km;-33.9;-151', { geoRange: { km: 2.5, lat: -33.9, lon: -151 } }],
    ['geo_range=5km;90;180', { geoRange: { km: 5, lat: 90, lon: 180 } }],
    ['geo_range=5km;90.1;3', {}],
    ['geo_range=5km;51;-180.5', {}],
    ['geo_range=0km;51;3', {}],
    ['geo_range=10;51.05;3.72', {}],
    ['geo_range=10km;51.05', {}],
    ['geo_range=10mi;51.05;3.72', {}],
    ['geo_range=10km,51.05,3.72', {}],
    ['geo_range=-10km;51.05;3.72', {}],
  ])('§5 geo_range %j', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it('§2 reads a record of strings and string lists as a router hands it over', () => {
    expect(
      parseListFilter({ trans: 'huren', city: ['3', '1,2'], country: undefined, 'price-max': '900' }),
    ).toEqual({ transactionIds: [2], cities: [1, 2, 3], priceMax: 900 });
  });

  it('§2 a record with a list for a single-valued parameter uses its first value', () => {
    expect(parseListFilter({ bedrooms: ['2', '4'] })).toEqual({ bedrooms: 2 });
  });

  it('§2 reads an everything-at-once query', () => {
    expect(
      parse(
        'trans=kopen&city=3&type=1&subType=8&country=be&price-min=1&price-max=2&bedrooms=2&bed-min=1' +
          '&geo_range=10km;51;3&sortType=price&sortOrder=desc',
      ),
    ).toEqual({
      transactionIds: [1],
      cities: [3],
      types: [1],
      subTypes: [8],
      countries: ['BE'],
      priceMin: 1,
      priceMax: 2,
      bedrooms: 2,
      bedMin: 1,
      geoRange: { km: 10, lat: 51, lon: 3 },
      sortType: 'price',
      sortOrder: 'DESC',
    });
  });
});

describe('§2 the URL carries the list state: listFilterToQuery', () => {
  it.each<[ListFilter, string]>([
    [{}, ''],
    [{ transactionIds: [1] }, 'trans=kopen'],
    [{ transactionIds: [2] }, 'trans=huren'],
    [{ transactionIds: [3] }, 'status=3'],
    [{ transactionIds: [1, 2] }, 'status=1&status=2'],
    [{ cities: [5, 12] }, 'city=5&city=12'],
    [
      { sortOrder: 'DESC', sortType: 'price', countries: ['BE', 'NL'], cities: [4], transactionIds: [2] },
      'trans=huren&city=4&country=BE&country=NL&sortType=price&sortOrder=DESC',
    ],
    [
      { types: [1], subTypes: [2], priceMin: 10, priceMax: 20, bedrooms: 0, bedMin: 2 },
      'type=1&subType=2&price-min=10&price-max=20&bedrooms=0&bed-min=2',
    ],
    [{ geoRange: { km: 2.5, lat: 51.05, lon: -3.7 } }, 'geo_range=2.5km%3B51.05%3B-3.7'],
    [{ sortType: 'city' }, 'sortType=city&sortOrder=ASC'],
    [{ notarySales: ['public', 'online'], transactionIds: [1] }, 'trans=kopen&notary=public&notary=online'],
  ])('§2 %j → %s', (filter, query) => {
    expect(listFilterToQuery(filter).toString()).toBe(query);
  });

  it.each<[string]>([
    ['trans=kopen&city=3&city=9&type=1&subType=8&country=BE&price-min=1&price-max=2&bedrooms=2&bed-min=1'],
    ['status=3&status=4&geo_range=10km%3B51.2%3B4.4&sortType=date&sortOrder=DESC'],
    ['trans=huren&country=FR&sortType=type&sortOrder=ASC'],
    ['trans=kopen&notary=online'],
    [''],
  ])('§2 a canonical query round-trips: %s', (query) => {
    expect(listFilterToQuery(parse(query)).toString()).toBe(query);
  });

  it.each<[ListFilter]>([
    [{ transactionIds: [1], cities: [1, 2], countries: ['BE'], priceMin: 5, sortType: 'price', sortOrder: 'DESC' }],
    [{ transactionIds: [2, 6], types: [1], subTypes: [3], bedrooms: 1, bedMin: 1 }],
    [{ geoRange: { km: 0.5, lat: -12.25, lon: 100 }, priceMax: 700 }],
  ])('§2 a filter round-trips: %j', (filter) => {
    expect(parseListFilter(listFilterToQuery(filter))).toEqual(filter);
  });

  it('§2 a messy query becomes canonical', () => {
    expect(listFilterToQuery(parse('city=9,3&trans=HUREN&sortType=PRICE&junk=1')).toString()).toBe(
      'trans=huren&city=3&city=9&sortType=price&sortOrder=ASC',
    );
  });
});

describe('§4, §9 default sort and §5 geo range helpers', () => {
  it('§9 default sort is date descending', () => {
    expect(DEFAULT_SORT).toEqual({ sortType: 'date', sortOrder: 'DESC' });
    expect(effectiveSort({})).toEqual(DEFAULT_SORT);
  });

  it('§7 a sort type without an order sorts ascending', () => {
    expect(effectiveSort({ sortType: 'city' })).toEqual({ sortType: 'city', sortOrder: 'ASC' });
    expect(effectiveSort({ sortType: 'city', sortOrder: 'DESC' })).toEqual({ sortType: 'city', sortOrder: 'DESC' });
  });

  it('§5 geo range formats back to its URL form', () => {
    expect(formatGeoRange({ km: 10, lat: 51.05, lon: 3.72 })).toBe('10km;51.05;3.72');
    expect(parseGeoRange(' 10km;51.05;3.72 ')).toEqual({ km: 10, lat: 51.05, lon: 3.72 });
  });
});

// Issue 19 item 7: one spelling of each list parameter name, the domain's (domain/search/list-params.ts and the rows of
// domain/search/list-filter-table.ts); every other file writes them through those.

const ROOT = join(import.meta.dirname, '..', '..');
const SOURCES = ['domain', 'application', 'infrastructure', 'ui'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** A filter with every field set, read from an address: its query carries every parameter the codec writes. */
const EVERY_FIELD: ListFilter = parseListFilter(
  new URLSearchParams([
    ...new URLSearchParams('status=1,3&city=5&type=1&subType=101&country=BE&price-min=100000&price-max=300000&bedrooms=2&bed-min=1&geo_range=5km;51.05;3.72&notary=online&sortType=price&sortOrder=DESC'),
    ...TABLE_FILTER_KEYS.map((key): [string, string] => [tableFilter(key).param, tableFilter(key).write(tableFilter(key).choices[0])]),
  ]),
);

describe('issue 19 item 7: the list parameter names', () => {
  it('issue 19 item 7: the codec writes only the domain\'s names and reads back what it wrote', () => {
    const query = listFilterToQuery(EVERY_FIELD);
    const written = new Set(query.keys());
    expect([...written].filter((name) => !LIST_FILTER_PARAMS.includes(name))).toEqual([]);
    expect(written.size).toBeGreaterThan(15);
    expect(parseListFilter(query)).toEqual(parseListFilter(listFilterToQuery(parseListFilter(query))));
    // What is no filter's travels along (the map view, a campaign tag).
    expect([...otherParams(new URLSearchParams(`${query}&view=map&utm_source=x`)).keys()]).toEqual(['view', 'utm_source']);
  });

  it('issue 19 item 7: each name no other word spells (price-min, bed-min, epc-max, bath-min …) is spelled in one source file', () => {
    // 'garden', 'parking', 'city' or 'type' are also other things' names (a compared fact, a holiday filter, a form's field).
    const distinct = [...Object.values(LIST_PARAM), ...Object.values(LIST_FILTER_TABLE).map((row) => row.param)].filter((name) => /[-_]/.test(name));
    expect(distinct.length).toBeGreaterThanOrEqual(6);
    const files = SOURCES.flatMap((folder) => sourceFiles(join(ROOT, folder))).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
    const spelled = Object.fromEntries(
      distinct.map((name) => [name, files.filter(({ text }) => new RegExp(`['"\`]${name}['"\`]`).test(text)).map(({ path }) => path)]),
    );
    const table = 'domain/search/list-filter-table.ts';
    expect(spelled).toEqual(Object.fromEntries(distinct.map((name) => [name, [LIST_FILTER_PARAMS.indexOf(name) < Object.keys(LIST_PARAM).length ? 'domain/search/list-params.ts' : table]])));
  });

  it('issue 10: the map view is kept in the address, every other parameter with it; the list is the default', () => {
    const mapped = withResultsView(new URLSearchParams('trans=kopen&pages=2'), 'map');
    expect([mapped.toString(), resultsViewOf(mapped), resultsViewOf(new URLSearchParams('view=grid'))]).toEqual(['trans=kopen&pages=2&view=map', 'map', 'list']);
    expect(withResultsView(mapped, 'list').toString()).toBe('trans=kopen&pages=2');
  });

  it('issue 10 "search this area": the map\'s area becomes the geo range and replaces the city; clearing it keeps the rest', () => {
    const area = { lat: 51.05, lon: 3.72, km: 2.5 };
    const searched = withSearchArea(new URLSearchParams('city=5&type=1&view=map'), area);
    expect(parseListFilter(searched)).toMatchObject({ geoRange: area, types: [1] });
    expect(searched.has(LIST_PARAM.city)).toBe(false);
    expect(withSearchArea(searched, null).toString()).toBe('type=1&view=map');
  });
});

describe('issue 19 item 2: the filter panel\'s choices are the core\'s', () => {
  it('§2 trans: every transaction, for sale, to rent, each labelled in the page\'s language', () => {
    expect(transactionChoices([], 'fr')).toEqual([
      { value: '', transactionIds: [], label: null },
      { value: '1', transactionIds: [1], label: 'À vendre' },
      { value: '2', transactionIds: [2], label: 'À louer' },
    ]);
    expect(transactionChoices([2], 'de').map((choice) => choice.label)).toEqual([null, 'Zu verkaufen', 'Zu vermieten']);
  });

  it('§2 a shared link with other transaction ids gets a choice of its own, so the field shows what the list shows', () => {
    expect(transactionChoices([1, 3], 'nl').at(-1)).toEqual({ value: '1,3', transactionIds: [1, 3], label: 'Te koop, Over te nemen' });
    expect(transactionChoices([1], 'nl')).toHaveLength(3);
  });

  it('§2 price bounds: the backend\'s steps, else ours (monthly rents when only rentals are asked), with the bounds asked, ascending', () => {
    expect(priceChoices([{ value: 200_000, count: 3 }, { value: 100_000, count: 5 }], { priceMax: 150_000 })).toEqual([
      { value: '100000', label: '€ 100.000' },
      { value: '150000', label: '€ 150.000' },
      { value: '200000', label: '€ 200.000' },
    ]);
    expect(priceChoices([], { transactionIds: [2] })[0]).toEqual({ value: '500', label: '€ 500' });
    expect(priceChoices([], { transactionIds: [1, 2] })[0]).toEqual({ value: '100000', label: '€ 100.000' });
  });

  it('§2 type, issue 20 item 3: without a chosen type, the types with results and their counts (own + projects); with one, every type and its count alone', () => {
    const buckets = [{ id: 1, count: 663, projects: 9 }, { id: 2, count: 16, projects: 16 }, { id: 5, count: 40 }];
    expect(typeChoices([], buckets, 'nl')).toEqual([
      { id: 1, label: 'Woning', checked: false, count: { own: 654, projects: 9 } },
      { id: 2, label: 'Appartement', checked: false, count: { own: 0, projects: 16 } },
      expect.objectContaining({ id: 5, checked: false, count: { own: 40, projects: 0 } }),
    ]);
    const chosen = typeChoices([2], buckets, 'en');
    expect(chosen.length).toBeGreaterThan(3);
    expect(chosen.filter((choice) => choice.count).map((choice) => [choice.id, choice.label, choice.checked])).toEqual([[2, 'Apartment', true]]);
  });

  it('§2 subType: the subtypes of each chosen type, under its name, in the alphabetical order of the page\'s language', () => {
    const [house, flat] = subTypeGroups([1, 2], 'fr');
    expect([house?.label, flat?.label]).toEqual(['Maison', 'Appartement']);
    const labels = house?.options.map((option) => option.label) ?? [];
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(house?.options.find((option) => option.value === '104')?.label).toBe('Ferme');
  });
});

describe('issue 19 item 2: the home page\'s ways into the list are the core\'s', () => {
  it('§2 home: the search form posts to the list under its parameter names; each link is a list the parser reads back', () => {
    const search = homeSearch('fr');
    expect(search.action).toBe('/fr/offre');
    const read = (href: string) => parseListFilter(new URLSearchParams(href.split('?')[1]));
    expect(parseListFilter(new URLSearchParams([[search.names.trans, search.trans.sale]]))).toEqual({ transactionIds: [1] });
    expect(parseListFilter(new URLSearchParams([[search.names.trans, search.trans.rent]]))).toEqual({ transactionIds: [2] });
    expect([read(search.sale), read(search.rent)]).toEqual([{ transactionIds: [1] }, { transactionIds: [2] }]);
    expect(search.types.map((type) => [type.label, read(type.href)]).slice(0, 2)).toEqual([
      ['Maison', { types: [1] }],
      ['Appartement', { types: [2] }],
    ]);
    expect(parseListFilter(new URLSearchParams([[search.names.type, search.types[0]!.value]]))).toEqual({ types: [1] });
  });
});
