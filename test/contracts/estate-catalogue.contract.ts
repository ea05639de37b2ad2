import type { Estate } from '../../domain/estate/estate';
import type { IdBucket, ValueBucket } from '../../domain/search/filter-data';
import type { ListFilter } from '../../domain/search/list-filter';
import { TABLE_FILTER_KEYS, tableFilter } from '../../domain/search/list-filter-table';
import { aggregationsOnlyBody, buildSearchBody } from '../../domain/search/search-body';
import type { SearchBodyInput } from '../../domain/search/search-body';
import type { EstateCatalogue, EstateCollection } from '../../application/ports/estate-catalogue';
import {
  EXPECTED,
  FEATURED_COLLECTION_ID,
  FIXTURE_COLLECTIONS,
  FIXTURE_ESTATES,
  FROM_PRICE_ESTATES,
  FROM_PRICE_EXPECTED,
  GENT,
  SALES_REP,
  TABLE_FILTER_ESTATES,
  TABLE_FILTER_EXPECTED,
} from '../fixtures/estates';
import { useAdapter } from './adapter-under-test';
import type { MakeAdapter } from './adapter-under-test';

/** What every EstateCatalogue is seeded with: search groups (properties, projects with units) and collections. */
export interface EstateCatalogueFixture {
  readonly estates: readonly Estate[];
  readonly collections: readonly EstateCollection[];
}

export const ESTATE_CATALOGUE_FIXTURE: EstateCatalogueFixture = { estates: FIXTURE_ESTATES, collections: FIXTURE_COLLECTIONS };

const ids = (estates: readonly Estate[]): number[] => estates.map((estate) => Number(estate.general.id));
const sortedIds = (estates: readonly Estate[]): number[] => ids(estates).sort((a, b) => a - b);
const fixtureEstate = (id: number): Estate => FIXTURE_ESTATES.find((e) => Number(e.general.id) === id)!;
/** Buckets in a fixed order, so that adapters may list them in any order. */
const bucketKey = (bucket: IdBucket<number | string> | ValueBucket): string => String('id' in bucket ? bucket.id : bucket.value);
const byKey = <B extends IdBucket<number | string> | ValueBucket>(buckets: readonly B[]) =>
  [...buckets].sort((a, b) => bucketKey(a).localeCompare(bucketKey(b), 'en', { numeric: true }));
const counts = (buckets: readonly IdBucket<number | string>[]) => byKey(buckets).map(({ id, count }) => ({ id, count }));

export function describeEstateCatalogueContract(name: string, makeAdapter: MakeAdapter<EstateCatalogue, EstateCatalogueFixture>): void {
  describe(`EstateCatalogue contract: ${name}`, () => {
    const catalogue = useAdapter(makeAdapter, ESTATE_CATALOGUE_FIXTURE, 'all');
    const search = (filter: ListFilter, rest: Omit<SearchBodyInput, 'filter'> = {}) =>
      catalogue().search(buildSearchBody({ filter, ...rest }));

    it('§7 search without filters finds every group, newest first (§4 default sort date desc)', async () => {
      const result = await search({});
      expect(result.total).toBe(10);
      expect(ids(result.results)).toEqual(EXPECTED.byDateDesc);
    });

    it.each<[string, ListFilter, Omit<SearchBodyInput, 'filter'>, readonly number[]]>([
      ['transaction (trans=kopen)', { transactionIds: [1] }, {}, EXPECTED.forSale],
      ['city', { cities: [GENT.id] }, {}, EXPECTED.inGent],
      ['type (head type)', { types: [2] }, {}, EXPECTED.apartments],
      ['price-min and price-max', { priceMin: 200_000, priceMax: 350_000 }, {}, EXPECTED.priced200kTo350k],
      ['bedrooms (exact)', { bedrooms: 3 }, {}, EXPECTED.exactlyThreeBedrooms],
      ['bed-min (at least)', { bedMin: 3 }, {}, EXPECTED.atLeastThreeBedrooms],
      ['geo_range instead of city', { cities: [999], geoRange: { km: 10, ...GENT.geo } }, {}, EXPECTED.within10KmOfGent],
      ['country', { countries: ['FR'] }, {}, EXPECTED.inFrance],
      ['node collections', {}, { collections: [{ id: FEATURED_COLLECTION_ID }] }, EXPECTED.inFeaturedCollection],
      ['transaction and city together', { transactionIds: [1], cities: [GENT.id] }, {}, [1, 7, 10]],
      ['issue 12 item 5: notary sales, public or online', { notarySales: ['public', 'online'] }, {}, EXPECTED.notarySales],
      ['issue 12 item 5: online notary sales', { notarySales: ['online'] }, {}, EXPECTED.notaryOnline],
      ['issue 12 item 5: public notary sales', { notarySales: ['public'] }, {}, EXPECTED.notaryPublic],
      ['issue 12 item 5: notary sales for sale in a price range', { notarySales: ['public', 'online'], transactionIds: [1], priceMin: 200_000 }, {}, [2]],
    ])('§7 search filters on %s', async (_title, filter, rest, expected) => {
      const result = await search(filter, rest);
      expect(sortedIds(result.results)).toEqual([...expected]);
      expect(result.total).toBe(expected.length);
    });

    it.each<[string, ListFilter, readonly number[]]>([
      ['price ascending', { sortType: 'price', sortOrder: 'ASC' }, EXPECTED.byPriceAsc],
      ['price descending', { sortType: 'price', sortOrder: 'DESC' }, EXPECTED.byPriceDesc],
      ['city ascending (the order defaults to ASC)', { sortType: 'city' }, EXPECTED.byCityAsc],
    ])('§7 search sorts by %s; estates without the value come last', async (_title, filter, expected) => {
      expect(ids((await search(filter)).results)).toEqual([...expected]);
    });

    it('§7 a project is found when one of its units matches, and comes back with all its units', async () => {
      const { results } = await search({ bedrooms: 3, cities: [GENT.id] });
      expect(ids(results)).toEqual([10]);
      expect(ids(results[0]?.children ?? [])).toEqual([101, 102, 103]);
    });

    it('§7 pagination {from, size} returns one page and the total of all matches', async () => {
      const page = await search({}, { from: 2, size: 3 });
      expect(ids(page.results)).toEqual(EXPECTED.byDateDesc.slice(2, 5));
      expect(page.total).toBe(10);
      expect(await search({}, { from: 10, size: 3 })).toEqual({ total: 10, results: [] });
    });

    it('§4 the initial load (size 0) gives the total only', async () => {
      expect(await catalogue().search(aggregationsOnlyBody({ filter: { transactionIds: [1] } }))).toEqual({
        total: EXPECTED.forSale.length,
        results: [],
      });
    });

    it('§7 searchList returns the same estates as search, without the total', async () => {
      const body = buildSearchBody({ filter: { types: [2] } });
      expect(await catalogue().searchList(body)).toEqual((await catalogue().search(body)).results);
    });

    it('issue 13 item 2: the Project type (type=6) finds the projects, and only them', async () => {
      const projects = FIXTURE_ESTATES.filter((estate) => (estate.children ?? []).length > 0).map((estate) => Number(estate.general.id));
      expect(projects.length).toBeGreaterThan(0);
      expect(sortedIds((await search({ types: [6] })).results)).toEqual(projects.sort((a, b) => a - b));
    });

    it.each<[string, ListFilter]>([
      ['the whole catalogue', {}],
      ['for sale (trans=kopen)', { transactionIds: [1] }],
      ['apartments', { types: [2] }],
    ])('issue 13 item 2, §4: every filter count over %s is the total its choice finds (a project once)', async (_title, filter) => {
      const values = await catalogue().filterValues(buildSearchBody({ filter }));
      const totalOf = async (narrowed: ListFilter) => (await search({ ...filter, ...narrowed })).total;
      const checks: [string, number, Promise<number>][] = [
        ...values.headTypes.map((b): [string, number, Promise<number>] => [`type ${b.id}`, b.count, totalOf({ types: [b.id] })]),
        ...values.transactions.map((b): [string, number, Promise<number>] => [`transaction ${b.id}`, b.count, totalOf({ transactionIds: [b.id] })]),
        ...values.subTypes.map((b): [string, number, Promise<number>] => [`subtype ${b.id}`, b.count, totalOf({ subTypes: [b.id] })]),
        ...values.locations.map((b): [string, number, Promise<number>] => [`city ${b.id}`, b.count, totalOf({ cities: [b.id] })]),
        ...values.countries.map((b): [string, number, Promise<number>] => [`country ${b.id}`, b.count, totalOf({ countries: [b.id] })]),
        ...values.bedrooms.map((b): [string, number, Promise<number>] => [`bedrooms ${b.value}`, b.count, totalOf({ bedrooms: b.value })]),
      ];
      const found = await Promise.all(checks.map(async ([what, , total]) => [what, await total] as const));
      expect(found).toEqual(checks.map(([what, count]) => [what, count]));
      expect(values.headTypes.map((b) => b.id)).toContain(filter.types ? 2 : 6);
    });

    it('§4 filter values over the whole catalogue: each property once, each project once per value', async () => {
      const values = await catalogue().filterValues(buildSearchBody({ filter: {} }));
      expect(counts(values.countries)).toEqual([
        { id: 'BE', count: 9 },
        { id: 'FR', count: 1 },
      ]);
      expect(values.locations.find((location) => location.id === GENT.id)).toMatchObject({ name: 'Gent', zip: '9000' });
    });

    it('§7 estate(id) gives a property or a project unit as seeded; an unknown id gives null', async () => {
      expect(await catalogue().estate(1)).toEqual(fixtureEstate(1));
      expect(await catalogue().estate(102)).toEqual(fixtureEstate(10).children?.[1]);
      expect(await catalogue().estate(4040)).toBeNull();
    });

    it('§7 estateGroup(id) gives a project with its units, or a property as a group of one', async () => {
      expect(await catalogue().estateGroup(10)).toEqual(fixtureEstate(10));
      expect(await catalogue().estateGroup(2)).toEqual(fixtureEstate(2));
      expect(await catalogue().estateGroup(4040)).toBeNull();
    });

    it('§7 contactInfo gives the sales representative, null when the estate has none or is unknown', async () => {
      expect(await catalogue().contactInfo(1)).toEqual(SALES_REP);
      expect(await catalogue().contactInfo(2)).toBeNull();
      expect(await catalogue().contactInfo(4040)).toBeNull();
    });

    it('§7 alternativeSourceEstate gives only estates of the alternative source (§4 guid)', async () => {
      expect(await catalogue().alternativeSourceEstate(8)).toEqual(fixtureEstate(8));
      expect(await catalogue().alternativeSourceEstate(1)).toBeNull();
      expect(await catalogue().alternativeSourceEstate(4040)).toBeNull();
    });

    it('§7 collection(id) gives the collection with or without the client header; unknown gives null', async () => {
      expect(await catalogue().collection(FEATURED_COLLECTION_ID)).toEqual(FIXTURE_COLLECTIONS[0]);
      expect(await catalogue().collection(FEATURED_COLLECTION_ID, { withClientHeader: false })).toEqual(FIXTURE_COLLECTIONS[0]);
      expect(await catalogue().collection(4040)).toBeNull();
    });
  });

  describe(`EstateCatalogue contract: ${name}, the list filter table (issue 19 item 7, §7 search body)`, () => {
    const catalogue = useAdapter(makeAdapter, { estates: TABLE_FILTER_ESTATES, collections: [] }, 'all');
    const search = (filter: ListFilter) => catalogue().search(buildSearchBody({ filter }));
    const E = TABLE_FILTER_EXPECTED;

    it.each<[string, ListFilter, readonly number[]]>([
      ['epc-max=C (the certificate\'s label when the estate has none; a pair counts as its worse class)', { energyMax: 'C' }, E.energyAtMostC],
      ['epc-max=A', { energyMax: 'A' }, E.energyAtMostA],
      ['epc-max=D (an unknown label is never found)', { energyMax: 'D' }, E.energyAtMostD],
      ['garden=1', { garden: true }, E.garden],
      ['parking=1', { parking: true }, E.parking],
      ['bath-min=1', { bathMin: 1 }, E.bathroomsAtLeast1],
      ['bath-min=2', { bathMin: 2 }, E.bathroomsAtLeast2],
      ['bath-min=3', { bathMin: 3 }, E.bathroomsAtLeast3],
      ['all four together', { energyMax: 'B', garden: true, parking: true, bathMin: 2 }, E.allFour],
    ])('%s finds the same estates and total on every backend', async (_title, filter, expected) => {
      const { results, total } = await search(filter);
      expect(sortedIds(results)).toEqual([...expected]);
      expect(total).toBe(expected.length);
    });

    it('a filter of the table with the others: for sale in Gent with a garden', async () => {
      const { results } = await search({ transactionIds: [1], cities: [11], garden: true });
      expect(sortedIds(results)).toEqual([31, 36]);
    });

    it.each<[string, ListFilter]>([
      ['the whole catalogue', {}],
      ['for sale (trans=kopen)', { transactionIds: [1] }],
      ['with a garden and at least 2 bathrooms (each counted without its own choice)', { garden: true, bathMin: 2 }],
    ])('issue 19 item 7: each choice of every filter of the table over %s counts what the list shows when it is chosen', async (_title, filter) => {
      const values = await catalogue().filterValues(buildSearchBody({ filter }));
      const choices = TABLE_FILTER_KEYS.flatMap((key) => tableFilter(key).choices.map((choice) => [key, tableFilter(key).write(choice), choice] as const));
      const counted = choices.map(([key, written]) => [key, written, values.tableChoices?.[key]?.find((bucket) => bucket.value === written)?.count]);
      const found = await Promise.all(choices.map(async ([key, written, choice]) => [key, written, (await search({ ...filter, [key]: choice })).total]));
      expect(counted).toEqual(found);
      expect(found.some(([, , total]) => (total as number) > 0)).toBe(true);
    });

    it('the filter values of a search with a filter of the table count its hits only', async () => {
      const values = await catalogue().filterValues(aggregationsOnlyBody({ filter: { parking: true } }));
      expect(counts(values.headTypes)).toEqual([
        { id: 1, count: 2 },
        { id: 2, count: 2 },
        { id: 6, count: 1 },
      ]);
    });
  });

  describe(`EstateCatalogue contract: ${name}, projects sort by their "from" price (issue 13 item 5)`, () => {
    const catalogue = useAdapter(makeAdapter, { estates: FROM_PRICE_ESTATES, collections: [] }, 'all');
    const search = (filter: ListFilter) => catalogue().search(buildSearchBody({ filter }));

    it.each<[string, ListFilter, readonly number[]]>([
      ['§4/§7 price ascending', { sortType: 'price', sortOrder: 'ASC' }, FROM_PRICE_EXPECTED.byPriceAsc],
      ['§4/§7 price descending', { sortType: 'price', sortOrder: 'DESC' }, FROM_PRICE_EXPECTED.byPriceDesc],
      ['§4/§7 rents (trans=huren) by price ascending', { transactionIds: [2], sortType: 'price', sortOrder: 'ASC' }, FROM_PRICE_EXPECTED.rentsByPriceAsc],
      ['§7 price-min=300000, price descending', { priceMin: 300_000, sortType: 'price', sortOrder: 'DESC' }, FROM_PRICE_EXPECTED.from300kByPriceDesc],
    ])('%s: a project at its "from" price, one without a priced dwelling unit last', async (_title, filter, expected) => {
      const { results, total } = await search(filter);
      expect(ids(results)).toEqual([...expected]);
      expect(total).toBe(expected.length);
    });
  });
}
