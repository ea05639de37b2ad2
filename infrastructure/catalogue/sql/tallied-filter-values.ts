import type { IdBucket, PropertyFilterData } from '../../../domain/search/filter-data';
import { HEAD_TYPE_ID } from '../../../domain/enumerations/head-types';
import { priceSteps } from '../../memory/filter-data-aggregation';

/** The columns of estate_units the tally reads (SQLite's index of the grid cells holds all but `id`). */
export const TALLIED_COLUMNS = [
  'solo',
  'group_id',
  'id',
  'head_type',
  'sub_type',
  'transaction_id',
  'country',
  'bedrooms',
  'city_id',
  'city_name',
  'city_zip',
  'lat',
  'lon',
  'price',
] as const;

/** The head type buckets with PROJECT counted as the hits the PROJECT type finds. */
export function withProjectBucket(buckets: readonly IdBucket[], projects: number): IdBucket[] {
  const others = buckets.filter((bucket) => bucket.id !== HEAD_TYPE_ID.PROJECT);
  return projects > 0 ? [...others, { id: HEAD_TYPE_ID.PROJECT, count: projects }].sort((a, b) => a.id - b.id) : others;
}

/** One matching unit, as the filter values read it. */
export interface TalliedUnit {
  readonly solo: number;
  readonly group_id: number;
  readonly id: number;
  readonly head_type: number | null;
  readonly sub_type: number | null;
  readonly transaction_id: number | null;
  readonly country: string | null;
  readonly bedrooms: number | null;
  readonly city_id: number | null;
  readonly city_name: string | null;
  readonly city_zip: string | null;
  readonly lat: number | null;
  readonly lon: number | null;
  readonly price: number | null;
}

/**
 * Hits per value (issue 13 item 2): a property once per unit row, a project once however many of its units hold the
 * value (as `hits()` counts in SQL).
 */
class Hits<K> {
  readonly #properties = new Map<K, number>();
  readonly #projects = new Map<K, Set<number>>();

  add(key: K, unit: TalliedUnit): void {
    if (unit.solo === 1) this.#properties.set(key, (this.#properties.get(key) ?? 0) + 1);
    else {
      const projects = this.#projects.get(key) ?? new Set<number>();
      projects.add(unit.group_id);
      this.#projects.set(key, projects);
    }
  }

  /** Each value with its hits, in code-point order of the values (as ORDER BY the column gives them). */
  counts(): { value: K; count: number }[] {
    const values = new Set([...this.#properties.keys(), ...this.#projects.keys()]);
    return [...values]
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((value) => ({ value, count: (this.#properties.get(value) ?? 0) + (this.#projects.get(value)?.size ?? 0) }));
  }
}

/**
 * The filter values of a query from its matching units (TALLIED_COLUMNS), tallied here as SQL counts them: hits per
 * value (a property once, a project once however many of its units hold it), the PROJECT head type as the projects
 * among them, cities with their name, zip and mean position, hits at or under each price step.
 */
export function talliedFilterValues(units: readonly TalliedUnit[]): PropertyFilterData {
  const headTypes = new Hits<number>();
  const subTypes = new Hits<number>();
  const transactions = new Hits<number>();
  const countries = new Hits<string>();
  const bedrooms = new Hits<number>();
  const cities = new Hits<number>();
  const places = new Map<number, { name: string; zip: string; lat: number; lats: number; lon: number; lons: number }>();
  const projects = new Set<number>();
  let highest = 0;
  for (const unit of units) {
    if (unit.head_type !== null) headTypes.add(Number(unit.head_type), unit);
    if (unit.sub_type !== null) subTypes.add(Number(unit.sub_type), unit);
    if (unit.transaction_id !== null) transactions.add(Number(unit.transaction_id), unit);
    if (unit.country !== null) countries.add(unit.country, unit);
    if (unit.bedrooms !== null) bedrooms.add(Number(unit.bedrooms), unit);
    if (unit.id !== unit.group_id || unit.head_type === HEAD_TYPE_ID.PROJECT) projects.add(Number(unit.group_id));
    if (unit.price !== null && Number(unit.price) > highest) highest = Number(unit.price);
    if (unit.city_id === null) continue;
    const city = Number(unit.city_id);
    cities.add(city, unit);
    const place = places.get(city) ?? { name: '', zip: '', lat: 0, lats: 0, lon: 0, lons: 0 };
    // max(), as SQL picks a city's name and zip among its units.
    if ((unit.city_name ?? '') > place.name) place.name = unit.city_name!;
    if ((unit.city_zip ?? '') > place.zip) place.zip = unit.city_zip!;
    if (unit.lat !== null) {
      place.lat += Number(unit.lat);
      place.lats++;
    }
    if (unit.lon !== null) {
      place.lon += Number(unit.lon);
      place.lons++;
    }
    places.set(city, place);
  }
  const steps = priceSteps(highest);
  const priced = steps.map(() => new Hits<true>());
  for (const unit of units) {
    const price = Number(unit.price ?? 0);
    if (price > 0) steps.forEach((step, i) => price <= step && priced[i]!.add(true, unit));
  }
  const ids = (hits: Hits<number>): IdBucket[] => hits.counts().map(({ value, count }) => ({ id: value, count }));
  return {
    headTypes: withProjectBucket(ids(headTypes), projects.size),
    subTypes: ids(subTypes),
    bedrooms: bedrooms.counts(),
    // Code-point order by name (then id) on both databases, as the cells give them.
    locations: cities
      .counts()
      .map(({ value: id, count }) => {
        const place = places.get(id)!;
        return {
          id,
          name: place.name,
          ...(place.zip && { zip: place.zip }),
          ...(place.lats > 0 && { lat: place.lat / place.lats }),
          ...(place.lons > 0 && { lon: place.lon / place.lons }),
          count,
        };
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)),
    prices: steps.map((step, i) => ({ value: step, count: priced[i]!.counts()[0]?.count ?? 0 })),
    transactions: ids(transactions),
    countries: countries.counts().map(({ value, count }) => ({ id: value, count })),
  };
}
