import type { Estate } from '../../domain/estate/estate';
import type { IdBucket, LocationBucket, PropertyFilterData, ValueBucket } from '../../domain/search/filter-data';

/** Price buckets (€) for the filter's price choices. */
export const PRICE_STEPS = [100_000, 200_000, 300_000, 400_000, 500_000, 750_000, 1_000_000];
export const RENT_STEPS = [500, 750, 1000, 1500, 2000, 3000];

/** Rent-sized steps when every price is a monthly rent, sale steps otherwise. */
export const priceSteps = (highest: number): readonly number[] => (highest < 10_000 ? RENT_STEPS : PRICE_STEPS);

function count<K>(keys: readonly (K | undefined)[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const key of keys) if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Plain code-point order, as the SQL catalogue sorts. */
const byValue = <V extends number | string>(a: V, b: V): number => (a < b ? -1 : a > b ? 1 : 0);

const idBuckets = <K extends number | string>(counts: Map<K, number>): IdBucket<K>[] =>
  [...counts].map(([id, c]) => ({ id, count: c })).sort((a, b) => byValue(a.id, b.id));

/** Filter values over the matching units, as the catalogue's /estate-filters returns them. */
export function aggregateFilterData(units: readonly Estate[]): PropertyFilterData {
  const cities = new Map<number, LocationBucket>();
  for (const unit of units) {
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
      count: (known?.count ?? 0) + 1,
    });
  }
  const prices = units.map((u) => u.price?.value).filter((p): p is number => typeof p === 'number' && p > 0);
  const steps = priceSteps(Math.max(0, ...prices));
  const priceBuckets: ValueBucket[] = steps.map((step) => ({ value: step, count: prices.filter((p) => p <= step).length }));
  return {
    headTypes: idBuckets(count(units.map((u) => u.general.headType?.id))),
    subTypes: idBuckets(count(units.map((u) => u.general.subType?.id))),
    bedrooms: [...count(units.map((u) => u.general.bedroomCount))]
      .map(([value, c]) => ({ value, count: c }))
      .sort((a, b) => a.value - b.value),
    locations: [...cities.values()].sort((a, b) => byValue(a.name, b.name)),
    prices: priceBuckets,
    transactions: idBuckets(count(units.map((u) => u.general.transaction?.id))),
    countries: idBuckets(count(units.map((u) => u.address?.country?.id))),
  };
}
