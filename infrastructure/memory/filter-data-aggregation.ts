import type { Estate } from '../../domain/estate/estate';
import type { IdBucket, LocationBucket, PropertyFilterData, ValueBucket } from '../../domain/search/filter-data';
import { termValues } from '../../domain/search/search-field-value';
import { SEARCH_FIELDS } from '../../domain/search/search-fields';

/** Price buckets (€) for the filter's price choices. */
export const PRICE_STEPS = [100_000, 200_000, 300_000, 400_000, 500_000, 750_000, 1_000_000];
export const RENT_STEPS = [500, 750, 1000, 1500, 2000, 3000];

/** Rent-sized steps when every price is a monthly rent, sale steps otherwise. */
export const priceSteps = (highest: number): readonly number[] => (highest < 10_000 ? RENT_STEPS : PRICE_STEPS);

/** A search hit as the filter values count it: its matching units, and whether they are a project's. */
export interface FilterHit {
  readonly units: readonly Estate[];
  readonly inProject: boolean;
}

/**
 * How many hits carry each value (issue 13 item 2): a project counts once per value however many of its
 * units carry it, so a filter's count is the total its choice finds.
 */
function count<K>(hits: readonly FilterHit[], read: (unit: Estate, hit: FilterHit) => readonly (K | undefined)[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const hit of hits) {
    const keys = new Set(hit.units.flatMap((unit) => read(unit, hit)));
    for (const key of keys) if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const one = <K>(value: K | null | undefined): readonly (K | undefined)[] => [value ?? undefined];

/** Plain code-point order, as the SQL catalogue sorts. */
const byValue = <V extends number | string>(a: V, b: V): number => (a < b ? -1 : a > b ? 1 : 0);

const idBuckets = <K extends number | string>(counts: Map<K, number>): IdBucket<K>[] =>
  [...counts].map(([id, c]) => ({ id, count: c })).sort((a, b) => byValue(a.id, b.id));

/** Filter values over the matching hits, as the catalogue's /estate-filters returns them: hits per value. */
export function aggregateFilterData(hits: readonly FilterHit[]): PropertyFilterData {
  const cities = new Map<number, LocationBucket>();
  for (const hit of hits) {
    for (const unit of hit.units) {
      const city = unit.address?.city;
      if (!city) continue;
      const known = cities.get(city.id);
      const geo = unit.address?.geoLocation;
      cities.set(city.id, {
        id: city.id,
        zip: city.zip,
        name: city.name,
        ...(city.alias && { alias: city.alias }),
        ...(geo && { lat: geo.lat, lon: geo.lon }),
        count: known?.count ?? 0,
      });
    }
  }
  const cityHits = count(hits, (unit) => one(unit.address?.city?.id));
  const prices = hits.flatMap((hit) => hit.units.map((u) => u.price?.value)).filter((p): p is number => typeof p === 'number' && p > 0);
  const steps = priceSteps(Math.max(0, ...prices));
  const priceBuckets: ValueBucket[] = steps.map((step) => ({
    value: step,
    count: hits.filter((hit) => hit.units.some((u) => typeof u.price?.value === 'number' && u.price.value > 0 && u.price.value <= step)).length,
  }));
  return {
    headTypes: idBuckets(count(hits, (u, hit) => termValues(u, SEARCH_FIELDS.headType, hit.inProject) as readonly number[])),
    subTypes: idBuckets(count(hits, (u) => one(u.general.subType?.id))),
    bedrooms: [...count(hits, (u) => one(u.general.bedroomCount))]
      .map(([value, c]) => ({ value, count: c }))
      .sort((a, b) => a.value - b.value),
    locations: [...cities.values()].map((city) => ({ ...city, count: cityHits.get(city.id) ?? 0 })).sort((a, b) => byValue(a.name, b.name)),
    prices: priceBuckets,
    transactions: idBuckets(count(hits, (u) => one(u.general.transaction?.id))),
    countries: idBuckets(count(hits, (u) => one(u.address?.country?.id))),
  };
}
