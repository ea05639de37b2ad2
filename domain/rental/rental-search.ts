import type { NamedBucket, RentalCityBucket, RentalFilterData, ValueBucket } from '../search/filter-data';
import type { RentalPeriod, RentalUnit } from './rental-unit';

/**
 * §3 rental filters as §7 POST /rental-units and /rental-units/filters take them (the payload is not shown in
 * the spec: our design). Ids are those of the §3 filter data buckets; dates are ISO 8601 calendar dates.
 */
export interface RentalCriteria {
  /** At least this many guests (§3 maxOccupations). */
  readonly persons?: number;
  /** The holiday region (§3 locations). */
  readonly location?: number;
  /** §3 cities. */
  readonly city?: number;
  /** The kind of rental (§3 subKinds). */
  readonly subKind?: number;
  /** Only units with a free period of this type (§3 periodTypes: WEEK, WEEKEND, MIDWEEK…). */
  readonly periodType?: string;
  /** Only units with a free period starting this day (§3 periodStartDates). */
  readonly arrival?: string;
  /** Only units with a free period that starts on or after this day … */
  readonly availableFrom?: string;
  /** … and ends (departure) on or before this one (§3 periodDates). */
  readonly availableUntil?: string;
}

export const hasPeriodCriteria = (criteria: RentalCriteria): boolean =>
  criteria.periodType !== undefined || criteria.arrival !== undefined || criteria.availableFrom !== undefined || criteria.availableUntil !== undefined;

/** A free period the period criteria accept: all of them on the same period. */
export function periodMatches(period: RentalPeriod, criteria: RentalCriteria): boolean {
  return (
    (criteria.periodType === undefined || period.type === criteria.periodType) &&
    (criteria.arrival === undefined || period.start === criteria.arrival) &&
    (criteria.availableFrom === undefined || period.start >= criteria.availableFrom) &&
    (criteria.availableUntil === undefined || period.end <= criteria.availableUntil)
  );
}

/** The criteria on the unit itself (guests, region, town, kind). */
export function unitMatches(unit: RentalUnit, criteria: RentalCriteria): boolean {
  const { general } = unit;
  return (
    (criteria.persons === undefined || (general.maxOccupation ?? 0) >= criteria.persons) &&
    (criteria.location === undefined || general.location?.id === criteria.location) &&
    (criteria.city === undefined || general.city?.id === criteria.city) &&
    (criteria.subKind === undefined || general.subKind?.id === criteria.subKind)
  );
}

/** A unit with its free periods; it matches when the unit does and, if any is asked, one period matches. */
export interface RentalEntry {
  readonly unit: RentalUnit;
  readonly freePeriods: readonly RentalPeriod[];
}

export function entryMatches(entry: RentalEntry, criteria: RentalCriteria): boolean {
  return unitMatches(entry.unit, criteria) && (!hasPeriodCriteria(criteria) || entry.freePeriods.some((period) => periodMatches(period, criteria)));
}

/** Counts distinct units per key; the first entry's extra fields (name, coordinates) describe the bucket. */
function countBy<Key extends string | number, Bucket extends { readonly count: number }>(
  entries: readonly RentalEntry[],
  keysOf: (entry: RentalEntry) => readonly Key[],
  bucketOf: (key: Key, entry: RentalEntry) => Omit<Bucket, 'count'>,
  order: (a: Key, b: Key) => number,
): Bucket[] {
  const found = new Map<Key, { bucket: Omit<Bucket, 'count'>; count: number }>();
  for (const entry of entries) {
    for (const key of new Set(keysOf(entry))) {
      const known = found.get(key);
      if (known) known.count += 1;
      else found.set(key, { bucket: bucketOf(key, entry), count: 1 });
    }
  }
  return [...found.entries()].sort(([a], [b]) => order(a, b)).map(([, { bucket, count }]) => ({ ...bucket, count }) as unknown as Bucket);
}

const byNumber = (a: number, b: number): number => a - b;
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const idOf = (value: number | undefined): readonly number[] => (value === undefined ? [] : [value]);

/**
 * §3 rental filter data over the units that match (each value counts units, not periods). The period values
 * (types, start dates, stays) come from the free periods the period criteria accept.
 */
export function rentalFacets(entries: readonly RentalEntry[], criteria: RentalCriteria): RentalFilterData {
  const periods = (entry: RentalEntry) => entry.freePeriods.filter((period) => periodMatches(period, criteria));
  return {
    locations: countBy<number, NamedBucket>(
      entries,
      (e) => idOf(e.unit.general.location?.id),
      (id, e) => ({ id, ...(e.unit.general.location?.name !== undefined && { name: e.unit.general.location.name }) }),
      byNumber,
    ),
    maxOccupations: countBy<number, ValueBucket>(entries, (e) => idOf(e.unit.general.maxOccupation), (value) => ({ value }), byNumber),
    subKinds: countBy<number, NamedBucket>(
      entries,
      (e) => idOf(e.unit.general.subKind?.id),
      (id, e) => ({ id, ...(e.unit.general.subKind?.name !== undefined && { name: e.unit.general.subKind.name }) }),
      byNumber,
    ),
    cities: countBy<number, RentalCityBucket>(
      entries,
      (e) => idOf(e.unit.general.city?.id),
      (id, e) => {
        const { name, zip, lat, lon } = e.unit.general.city ?? {};
        return { id, ...(name !== undefined && { name }), ...(zip !== undefined && { zip }), ...(lat !== undefined && lon !== undefined && { lat, lon }) };
      },
      byNumber,
    ),
    periodTypes: countBy<string, ValueBucket<string>>(entries, (e) => periods(e).map((p) => p.type), (value) => ({ value }), byText),
    periodStartDates: countBy<string, ValueBucket<string>>(entries, (e) => periods(e).map((p) => p.start), (value) => ({ value }), byText),
    periodDates: countBy<string, ValueBucket<string>>(entries, (e) => periods(e).map((p) => `${p.start}/${p.end}`), (value) => ({ value }), byText),
  };
}

/**
 * Issue 20 item 4: the price of a stay from arrival to departure: the period with exactly those dates, else periods
 * that follow one another from arrival to departure (the longest first at each step); undefined when the unit's
 * periods do not make up the stay.
 */
export function stayPrice(periods: readonly RentalPeriod[], stay: { readonly start: string; readonly end: string }): number | undefined {
  let day = stay.start;
  let price = 0;
  while (day < stay.end) {
    const next = periods.filter((period) => period.start === day && period.end <= stay.end).sort((a, b) => b.end.localeCompare(a.end) || a.price - b.price)[0];
    if (!next) return undefined;
    price += next.price;
    day = next.end;
  }
  return day === stay.end && day !== stay.start ? price : undefined;
}
