import type { Translated } from '../shared/locale';
import type { TableFilterKey } from './list-filter-table';

/** One aggregation bucket: an enumeration id and how many results carry it. */
export interface IdBucket<Id = number> {
  readonly id: Id;
  readonly count: number;
}

/** One aggregation bucket over a plain value (a bedroom count, a price step, a date). */
export interface ValueBucket<Value = number> {
  readonly value: Value;
  readonly count: number;
}

/** A bucket whose id comes with a display name (rental cities, sub kinds). */
export interface NamedBucket extends IdBucket {
  readonly name?: Partial<Translated> | string;
}

/** A place with its results; lat/lon let the UI centre a map or fill geo_range (§2). */
export interface LocationBucket extends IdBucket {
  readonly zip?: string;
  readonly name: string;
  readonly alias?: Partial<Translated>;
  readonly lat?: number;
  readonly lon?: number;
}

/**
 * Per filter of the list filter table (issue 19 item 7), each choice as the URL writes it and the hits the list finds
 * when it is chosen (the search with that filter's clause replaced by the choice's): one truth, as the other counts.
 */
export type TableChoiceCounts = { readonly [K in TableFilterKey]?: readonly ValueBucket<string>[] };

/** §3 property filter data (POST /estate-filters). */
export interface PropertyFilterData {
  readonly headTypes: readonly IdBucket[];
  readonly subTypes: readonly IdBucket[];
  readonly bedrooms: readonly ValueBucket[];
  readonly locations: readonly LocationBucket[];
  readonly prices: readonly ValueBucket[];
  readonly transactions: readonly IdBucket[];
  /** Country ids are two-letter codes. */
  readonly countries: readonly IdBucket<string>[];
  /** The choices of the list filter table with their counts; a backend that cannot count them leaves them out. */
  readonly tableChoices?: TableChoiceCounts;
}

/** A rental town; lat/lon, where given, are the town's centre (a rental unit has no coordinates of its own, §3). */
export interface RentalCityBucket extends NamedBucket {
  readonly zip?: string;
  readonly lat?: number;
  readonly lon?: number;
}

/**
 * §3 rental filter data (POST /rental-units/filters). Dates are ISO 8601 calendar dates; a `periodDates` value
 * is one free stay as an ISO 8601 interval, arrival and departure day: '2026-07-04/2026-07-11'.
 */
export interface RentalFilterData {
  readonly locations: readonly NamedBucket[];
  readonly maxOccupations: readonly ValueBucket[];
  readonly subKinds: readonly NamedBucket[];
  readonly cities: readonly RentalCityBucket[];
  readonly periodTypes: readonly ValueBucket<string>[];
  readonly periodStartDates: readonly ValueBucket<string>[];
  readonly periodDates: readonly ValueBucket<string>[];
}

/** §8: a failed filter load yields the empty filter model. */
export const EMPTY_PROPERTY_FILTER_DATA: PropertyFilterData = {
  headTypes: [],
  subTypes: [],
  bedrooms: [],
  locations: [],
  prices: [],
  transactions: [],
  countries: [],
};

export const EMPTY_RENTAL_FILTER_DATA: RentalFilterData = {
  locations: [],
  maxOccupations: [],
  subKinds: [],
  cities: [],
  periodTypes: [],
  periodStartDates: [],
  periodDates: [],
};
