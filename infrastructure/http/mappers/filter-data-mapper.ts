import type {
  IdBucket,
  LocationBucket,
  NamedBucket,
  PropertyFilterData,
  RentalCityBucket,
  RentalFilterData,
  TableChoiceCounts,
  ValueBucket,
} from '../../../domain/search/filter-data';
import { TABLE_FILTER_KEYS } from '../../../domain/search/list-filter-table';
import { EMPTY_PROPERTY_FILTER_DATA, EMPTY_RENTAL_FILTER_DATA } from '../../../domain/search/filter-data';
import { field, list, num, object, str, textOrTranslated, translated } from './codec';
import type { Codec, FieldTable } from './codec';

/**
 * §3 filter data (POST /estate-filters, /rental-units/filters). Upstream uses the domain's bucket
 * shapes (payload details not shown in §7); a missing list reads as empty, a bucket without count as 0.
 */
const count = field('count', num, 0);

const idBucket = object<IdBucket, IdBucket>({ id: field('id', num), count }, ['id']);
const countryBucket = object<IdBucket<string>, IdBucket<string>>({ id: field('id', str), count }, ['id']);
const valueBucket = object<ValueBucket, ValueBucket>({ value: field('value', num), count }, ['value']);
const textBucket = object<ValueBucket<string>, ValueBucket<string>>({ value: field('value', str), count }, ['value']);
const namedBucket = object<NamedBucket, NamedBucket>(
  { id: field('id', num), count, name: field('name', textOrTranslated) },
  ['id'],
);

const locationBucket = object<LocationBucket, LocationBucket>(
  {
    id: field('id', num),
    count,
    zip: field('zip', str),
    name: field('name', str, ''),
    alias: field('alias', translated),
    lat: field('lat', num),
    lon: field('lon', num),
  },
  ['id'],
);

/** A rental town; its centre only when the backend gives both coordinates. */
const rentalCityBucket = object<RentalCityBucket, RentalCityBucket>(
  { id: field('id', num), count, name: field('name', textOrTranslated), zip: field('zip', str), lat: field('lat', num), lon: field('lon', num) },
  ['id'],
);

const buckets = <T, K extends string>(key: K, codec: Codec<T>) => field(key, list(codec), [] as readonly T[]);

/** Issue 19 item 7: each filter of the list filter table under its own key, its choices as the URL writes them. */
const tableChoices = object<TableChoiceCounts, TableChoiceCounts>(
  Object.fromEntries(TABLE_FILTER_KEYS.map((key) => [key, field(key, list(textBucket))])) as FieldTable<TableChoiceCounts, TableChoiceCounts>,
);

const propertyFilterData = object<PropertyFilterData, PropertyFilterData>({
  headTypes: buckets('headTypes', idBucket),
  subTypes: buckets('subTypes', idBucket),
  bedrooms: buckets('bedrooms', valueBucket),
  locations: buckets('locations', locationBucket),
  prices: buckets('prices', valueBucket),
  transactions: buckets('transactions', idBucket),
  countries: buckets('countries', countryBucket),
  // Optional: a backend that cannot count the table's choices leaves them out, and the panel shows none.
  tableChoices: field('tableChoices', tableChoices),
});

const rentalFilterData = object<RentalFilterData, RentalFilterData>({
  locations: buckets('locations', namedBucket),
  maxOccupations: buckets('maxOccupations', valueBucket),
  subKinds: buckets('subKinds', namedBucket),
  cities: buckets('cities', rentalCityBucket),
  periodTypes: buckets('periodTypes', textBucket),
  periodStartDates: buckets('periodStartDates', textBucket),
  periodDates: buckets('periodDates', textBucket),
});

/** What is not an object reads as the empty filter model (§8). */
export function toPropertyFilterData(raw: unknown): PropertyFilterData {
  return propertyFilterData.decode(raw) ?? EMPTY_PROPERTY_FILTER_DATA;
}

export function toRentalFilterData(raw: unknown): RentalFilterData {
  return rentalFilterData.decode(raw) ?? EMPTY_RENTAL_FILTER_DATA;
}
