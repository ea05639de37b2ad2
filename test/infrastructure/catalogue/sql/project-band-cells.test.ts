import type { Estate } from '../../../../domain/estate/estate';
import type { PropertyFilterData } from '../../../../domain/search/filter-data';
import { parseListFilter } from '../../../../domain/search/parse-list-filter';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch, matchingUnitsOf } from '../../../../domain/search/search-evaluation';
import { searchUnits } from '../../../../domain/search/search-field-value';
import { countTableChoices } from '../../../../domain/search/table-choices';
import type { SearchQuery } from '../../../../domain/search/search-query';
import { generateDemoCatalogue } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';
import type { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { PRICE_STEPS, RENT_STEPS, aggregateFilterData } from '../../../../infrastructure/memory/filter-data-aggregation';
import { openTestCatalogue } from './open-test-catalogue';

// Issue 21 item 1: the filter values of a price range read its projects from their cells per price band
// (project-band-cells.ts). On the demo, for every range of price steps (one-sided too) with no transaction or type, one
// of each, and both, they are exactly what the domain counts from the matching estates (§4: a project once per value).

const [demo] = generateDemoCatalogue().sites;
const groups: readonly Estate[] = demo?.groups ?? [];

/** Every range between two sale steps or two rent steps (one step alone too), one from a rent step to a sale step, and every one-sided range. */
const RANGES = [
  ...[PRICE_STEPS, RENT_STEPS].flatMap((steps) => steps.flatMap((low, i) => steps.slice(i).map((high) => `price-min=${low}&price-max=${high}`))),
  `price-min=${RENT_STEPS[0]}&price-max=${PRICE_STEPS[0]}`,
  ...[...RENT_STEPS, ...PRICE_STEPS].flatMap((step) => [`price-min=${step}`, `price-max=${step}`]),
];
const CELLS = ['', 'trans=kopen&', 'trans=huren&', 'type=2&', 'trans=kopen&type=1&'];

/**
 * The filter values the domain counts from the estates that match (as the in-memory catalogue does, its table's choices
 * aside), a city's position the mean of its matching units' (the SQL catalogue's; the in-memory one keeps one unit's).
 */
function domainValues(query: SearchQuery): PropertyFilterData {
  const hits = groups.map((group) => ({ units: matchingUnitsOf(group, query), inProject: searchUnits(group)[0] !== group })).filter((hit) => hit.units.length > 0);
  const positions = new Map<number, { lat: number; lon: number; n: number }>();
  for (const unit of hits.flatMap((hit) => hit.units)) {
    const [city, geo] = [unit.address?.city?.id, unit.address?.geoLocation];
    if (city === undefined || !geo) continue;
    const sum = positions.get(city) ?? { lat: 0, lon: 0, n: 0 };
    positions.set(city, { lat: sum.lat + geo.lat, lon: sum.lon + geo.lon, n: sum.n + 1 });
  }
  const values = aggregateFilterData(hits);
  return {
    ...values,
    locations: values.locations.map((city) => {
      const sum = positions.get(city.id);
      return sum ? { ...city, lat: sum.lat / sum.n, lon: sum.lon / sum.n } : city;
    }),
  };
}

/** The values but the table's choices, each city's position apart (its sums are added up in another order). */
const withoutPositions = ({ tableChoices: _choices, ...values }: PropertyFilterData) => ({
  ...values,
  locations: values.locations.map(({ lat: _lat, lon: _lon, ...city }) => city),
});

/** The cities whose positions differ by more than 1e-9 degrees. */
const movedCities = (actual: PropertyFilterData, expected: PropertyFilterData) =>
  actual.locations.filter((city, i) => {
    const other = expected.locations[i];
    return Math.abs((city.lat ?? 0) - (other?.lat ?? 0)) > 1e-9 || Math.abs((city.lon ?? 0) - (other?.lon ?? 0)) > 1e-9;
  });

/** JSON with each object's keys in order (the two sides build their objects in another order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  );

describe.each(openTestCatalogue.dialects())('issue 21 item 1 on %s: the projects of a price range from their band cells', (dialect) => {
  let catalogue: SqlCatalogue;

  beforeAll(async () => {
    catalogue = await openTestCatalogue(dialect, { clock: new FixedClock(new Date('2026-11-21T10:00:00Z')) });
    if (!demo) throw new Error('no demo site');
    await catalogue.replaceSite({ ...demo, groups });
  }, 120_000);
  afterAll(() => catalogue.close());

  it('§4 the demo has projects in price ranges, and the ranges find some and not all of them', async () => {
    const port = catalogue.forSite(demo?.site.id ?? 'demo').catalogue;
    const projects = async (query: string) =>
      (await port.filterValues(buildSearchBody({ filter: parseListFilter(new URLSearchParams(query)) }))).headTypes.find((bucket) => bucket.id === 6)?.count ?? 0;
    const [all, some] = await Promise.all([projects(''), projects('price-min=200000&price-max=400000')]);
    expect(some).toBeGreaterThan(0);
    expect(some).toBeLessThan(all);
  });

  it.each(CELLS)('§4 §7 ?%s<every price range>: the filter values are what the domain counts', async (cell) => {
    const port = catalogue.forSite(demo?.site.id ?? 'demo').catalogue;
    const differing: string[] = [];
    for (const range of RANGES) {
      const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams(cell + range)) });
      const [actual, expected] = [await port.filterValues(body), domainValues(body.query)];
      if (canonical(withoutPositions(actual)) !== canonical(withoutPositions(expected)) || movedCities(actual, expected).length > 0) differing.push(cell + range);
    }
    expect(differing).toEqual([]);
  });

  it.each(CELLS)('§4 §7 ?%s<price ranges>: each choice of the list filter table counts what the domain finds with it chosen', async (cell) => {
    const port = catalogue.forSite(demo?.site.id ?? 'demo').catalogue;
    for (const range of ['price-min=200000&price-max=400000', 'price-min=500&price-max=1000', 'price-max=100000', 'price-min=750000', 'price-min=1000&price-max=300000']) {
      const body = buildSearchBody({ filter: parseListFilter(new URLSearchParams(cell + range)) });
      const expected = countTableChoices(body.query, (chosen) => evaluateSearch(groups, { ...body, query: chosen }).total);
      expect([cell + range, (await port.filterValues(body)).tableChoices]).toEqual([cell + range, expected]);
    }
  });
});
