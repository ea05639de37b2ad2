import type { Estate } from '../../../../domain/estate/estate';
import type { Grouping } from '../../../../domain/grouping/grouping';
import { parseListFilter } from '../../../../domain/search/parse-list-filter';
import { buildSearchBody, type SearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch } from '../../../../domain/search/search-evaluation';
import type { SearchQuery } from '../../../../domain/search/search-query';
import { withoutHiddenStatuses } from '../../../../domain/site/hidden-status';
import type { PropertyFilterData } from '../../../../domain/search/filter-data';
import type { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import { answeredByCityCells, answeredByFacets, bedroomTotal, facetFilterValues, rangeTotal } from '../../../../infrastructure/catalogue/sql/search-facets';
import { countedFilterValues } from '../../../../infrastructure/catalogue/sql/sql-filter-values';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { DEMO_SITE as demoSite } from '../../../fixtures/site';
import { openTestCatalogue } from './open-test-catalogue';
import { randomGroups } from './random-groups';

/**
 * Issue 8 item 6: a large site takes the paths whose cost does not follow its size (one sort key walks the
 * sort column's index; the usual filter values read per-site cells). They must find exactly what grouping
 * every match finds, and stay right after imports, price and status changes and deletions.
 */
const SINGLE_KEY = [
  '',
  'trans=kopen',
  'sortType=price',
  'sortType=price&sortOrder=desc',
  'sortType=city',
  'sortType=city&sortOrder=desc',
  'sortType=type&sortOrder=asc',
  'sortType=date&sortOrder=asc',
  'price-max=400000&sortType=price',
  'bed-min=2&sortType=date',
  'price-min=200000&price-max=400000',
  'price-max=750&sortType=price',
  // Issue 13 item 2: the Project type finds the projects.
  'type=6',
  'type=6&trans=kopen&sortType=price',
  'type=2&type=6',
  // One city, alone or with one transaction and type: the total from the cities' cells.
  'city=9000',
  'city=9000&trans=kopen',
  'city=9000&trans=kopen&type=2&sortType=price',
  'city=9000&city=4000',
  'city=9000&type=6',
  // A least number of bedrooms, alone or with one transaction and one type: the total from the cells.
  'bed-min=3',
  'bed-min=2&trans=kopen',
  'bed-min=4&trans=kopen&type=2&sortType=price',
  'bed-min=1&type=6',
  'bed-min=2&trans=kopen&trans=huren',
];
/** Grouped lists (§9): the grouping key first, then the visitor's sort. */
const GROUPED = [
  '',
  'trans=kopen',
  'sortType=price',
  'sortType=price&sortOrder=desc',
  'sortType=city',
  'bed-min=2&sortType=date&sortOrder=asc',
  'type=6',
  // The cells answer these: the properties per value of the grouping key are read from them (issue 8 item 6).
  'type=2&trans=kopen',
  'price-min=200000&price-max=400000',
];
const FACET_QUERIES = [
  '',
  'trans=kopen',
  'trans=huren',
  'type=2',
  'trans=kopen&type=1',
  'status=5&status=6',
  // Price ranges between price steps read the banded cells; the bounds themselves are included.
  'price-min=200000&price-max=400000',
  'price-min=100000',
  'price-max=200000&trans=kopen',
  'price-min=500&price-max=1500&type=2',
  'price-max=750',
];

/** One city alone: its filter values are read from its own cells (migration 015); 3000 has no estates. */
const CITY_QUERIES = ['city=9000', 'city=8000', 'city=4000', 'city=1000', 'city=2000', 'city=3000'];

/** A loaded 2-core machine runs PostgreSQL too: a site of 700 groups and its writes take seconds there. */
const SLOW = 60_000;

const ids = (result: { results: readonly { general: { id: number } }[] }) => result.results.map((e) => Number(e.general.id));
const query = (url: string): SearchQuery => buildSearchBody({ filter: parseListFilter(new URLSearchParams(url)) }).query;

/** Averages of coordinates may differ in their last bits by the order of addition; everything else is exact. */
function rounded(values: PropertyFilterData): PropertyFilterData {
  const round = (n: number | undefined) => (n === undefined ? undefined : Number(n.toFixed(9)));
  return { ...values, locations: values.locations.map((l) => ({ ...l, lat: round(l.lat), lon: round(l.lon) })) };
}

describe.each(openTestCatalogue.dialects())('issue 8 item 6 on %s: flat search paths find what grouping every match finds', (dialect) => {
  let catalogue: SqlCatalogue;
  let groups: Estate[];
  const port = () => catalogue.forSite(demoSite.id).catalogue;
  const db = () => catalogue.database.db;

  async function expectSameAsDomain(urls: readonly string[], pages: readonly number[], grouping?: Grouping) {
    for (const url of urls) {
      for (const from of pages) {
        const body: SearchBody = buildSearchBody({ filter: parseListFilter(new URLSearchParams(url)), from, size: 15, ...(grouping && { grouping }) });
        const expected = evaluateSearch(groups, body);
        const actual = await port().search(body);
        expect({ url, from, total: actual.total, ids: ids(actual) }).toEqual({ url, from, total: expected.total, ids: ids(expected) });
      }
    }
  }

  async function expectCellsEqualCounts(urls: readonly string[]) {
    for (const url of urls) {
      const q = url.startsWith('status=') ? withoutHiddenStatuses(buildSearchBody({ filter: {} }), [5, 6]).query : query(url);
      expect(answeredByFacets(q)).toBe(true);
      const cells = await facetFilterValues(db(), demoSite.id, q);
      const counted = await countedFilterValues(db(), demoSite.id, q, dialect);
      expect({ url, values: rounded(cells) }).toEqual({ url, values: rounded(counted) });
    }
  }

  async function expectCityCellsEqualCounts() {
    for (const url of CITY_QUERIES) {
      const q = query(url);
      expect(answeredByCityCells(q)).toBe(true);
      const cells = await facetFilterValues(db(), demoSite.id, q);
      const counted = await countedFilterValues(db(), demoSite.id, q, dialect);
      expect({ url, values: rounded(cells) }).toEqual({ url, values: rounded(counted) });
    }
  }

  beforeAll(async () => {
    catalogue = await openTestCatalogue(dialect, { clock: new FixedClock(new Date('2026-11-21T10:00:00Z')) });
    catalogue.cache.enabled = false;
    groups = randomGroups(700, 11);
    await catalogue.replaceSite({ site: demoSite, groups });
  }, SLOW);
  afterAll(() => catalogue.close());

  it('§7 one sort key over many matches: same totals and pages (first, second, twentieth) as the domain', async () => {
    await expectSameAsDomain(SINGLE_KEY, [0, 15, 300]);
  }, SLOW);

  it('§7 issue 8 item 6, issue 21 item 1: a least number of bedrooms, alone or with the transactions, types and price range of the cells, is counted from them', async () => {
    const fromCells = [
      'bed-min=3',
      'bed-min=2&trans=kopen',
      'bed-min=4&trans=kopen&type=2',
      'bed-min=1',
      // Several keys or a price range: the properties from the (banded) cells, the projects from their units.
      'bed-min=2&trans=kopen&trans=huren',
      'bed-min=2&price-max=400000',
      'bed-min=3&price-min=200000&price-max=400000',
      'trans=kopen&type=1&price-max=750000&bed-min=2',
      'bed-min=1&type=1&type=2&price-min=200000',
      // Issue 21 item 1: a price bound that is not a step, the properties from the fine price cells and the units at its ends.
      'trans=kopen&type=1&price-max=600000&bed-min=2',
      'bed-min=2&price-min=123456&price-max=654321',
      'bed-min=1&trans=huren&price-min=640&price-max=2020',
    ];
    for (const url of fromCells) {
      const expected = evaluateSearch(groups, buildSearchBody({ filter: parseListFilter(new URLSearchParams(url)) })).total;
      expect({ url, total: await bedroomTotal(db(), demoSite.id, query(url)) }).toEqual({ url, total: expected });
    }
    // A city is counted from the units.
    for (const url of ['bed-min=2&city=9000']) {
      expect({ url, total: await bedroomTotal(db(), demoSite.id, query(url)) }).toEqual({ url, total: undefined });
    }
  }, SLOW);

  it('§7 issue 21 item 1: a price bound that is not a step is counted from the fine price cells and the units at its ends', async () => {
    const fromCells = [
      'price-max=600000',
      'price-min=4321',
      'price-min=123456&price-max=654321',
      'trans=kopen&price-min=600000&price-max=600001',
      'type=1&price-max=1234',
      'trans=kopen&type=2&type=3&price-min=51&price-max=9999',
      'price-min=1&price-max=49',
      'trans=huren&price-min=640&price-max=10000',
    ];
    for (const url of fromCells) {
      const expected = evaluateSearch(groups, buildSearchBody({ filter: parseListFilter(new URLSearchParams(url)) })).total;
      expect({ url, total: await rangeTotal(db(), demoSite.id, query(url)) }).toEqual({ url, total: expected });
    }
    // Other terms than the cells' (a city), or no price range, are not counted so.
    for (const url of ['price-max=600000&city=9000', 'trans=kopen']) {
      expect({ url, total: await rangeTotal(db(), demoSite.id, query(url)) }).toEqual({ url, total: undefined });
    }
  }, SLOW);

  it.each<Grouping>(['TYPE', 'SUBTYPE', 'STATUS'])(
    '§9 grouped by %s over many matches: the walk per value finds the same pages as the domain',
    async (grouping) => {
      await expectSameAsDomain(GROUPED, [0, 15, 300], grouping);
    },
    SLOW,
  );

  it('§4 filter values of the usual queries, read from the cells, equal the counts of the matching units', async () => {
    await expectCellsEqualCounts(FACET_QUERIES);
    expect(answeredByFacets(query('city=9000'))).toBe(false);
    expect(answeredByFacets(query('price-min=123456'))).toBe(false);
    expect(answeredByFacets(query('price-min=100000&bed-min=2'))).toBe(false);
  }, SLOW);

  it('§4 issue 8 item 6: the filter values of one city alone, read from its own cells, equal the counts of its matching units', async () => {
    await expectCityCellsEqualCounts();
    expect(answeredByCityCells(query('city=9000&trans=kopen'))).toBe(false);
    expect(answeredByCityCells(query('city=9000&city=4000'))).toBe(false);
    expect(answeredByCityCells(query('city=9000&price-max=400000'))).toBe(false);
  }, SLOW);

  it('imports, price and status changes and deletions keep the flat paths right', async () => {
    const imported = randomGroups(120, 23, 500_000);
    await catalogue.importEstates(demoSite.id, imported);
    groups = [...groups, ...imported];
    const changed = groups.slice(0, 40).map((group, index): Estate => {
      const bump = (estate: Estate): Estate => ({
        ...estate,
        general: { ...estate.general, ...(index % 2 === 0 ? { transaction: { id: 5 } } : {}) },
        ...(estate.price && { price: { ...estate.price, value: (estate.price.value ?? 0) + 12_345 + index } }),
      });
      return { ...bump(group), ...(group.children && { children: group.children.map(bump) }) };
    });
    await catalogue.importEstates(demoSite.id, changed);
    groups = [...changed, ...groups.slice(40)];
    await expectSameAsDomain(SINGLE_KEY, [0, 15]);
    await expectCellsEqualCounts(FACET_QUERIES);
    await expectCityCellsEqualCounts();

    groups = groups.filter((_, index) => index % 3 !== 0);
    await catalogue.replaceSite({ site: demoSite, groups });
    await expectSameAsDomain(SINGLE_KEY, [0, 15]);
    await expectCellsEqualCounts(FACET_QUERIES);
    await expectCityCellsEqualCounts();
  }, SLOW);
});
