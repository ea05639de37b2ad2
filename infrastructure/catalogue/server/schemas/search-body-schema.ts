import { z } from 'zod';
import type { SearchBody } from '../../../../domain/search/search-body';
import { TABLE_FIELDS } from '../../../../domain/search/list-filter-table';
import { SEARCH_FIELDS } from '../../../../domain/search/search-fields';
import { FILTER_NUMBER, TEXT } from './common-schemas';

/**
 * §7 search body as the catalogue accepts it: only the paths it indexes, per clause. Anything else is
 * refused with its path named, rather than silently ignored (a typo would otherwise find everything).
 */
const F = SEARCH_FIELDS;
const SORTABLE = [F.id, F.country, F.city, F.cityName, F.price, F.headType, F.subType, F.transaction, F.bedroomCount, F.publicationDate] as const;
// Issue 19 item 7: the list filter table's paths take terms and ranges.
const NUMERIC = [F.id, F.city, F.price, F.headType, F.subType, F.transaction, F.bedroomCount, ...TABLE_FIELDS] as const;
const TERMS = [...SORTABLE, F.collections, F.notarySale, ...TABLE_FIELDS] as const;

export const MAX_PAGE_SIZE = 10_000;
export const MAX_OFFSET = 1_000_000;
/** Half the Earth's circumference: no two points are farther apart. */
const MAX_KM = 20_040;

const matchValue = z.union([TEXT.max(200), FILTER_NUMBER]);
/** A term may also be a yes/no (issue 19 item 7: "with garden"). */
const termValue = z.union([matchValue, z.boolean()]);

const geoDistance = z.strictObject({
  distance: z
    .string()
    .regex(/^\d{1,5}(\.\d{1,6})?km$/)
    .refine((text) => Number.parseFloat(text) > 0 && Number.parseFloat(text) <= MAX_KM),
  [F.geoLocation]: z.strictObject({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
});

const query = z.strictObject({
  terms: z.partialRecord(z.enum(TERMS), z.array(termValue).max(1000)).optional(),
  range: z.partialRecord(z.enum(NUMERIC), z.strictObject({ gte: FILTER_NUMBER.optional(), lte: FILTER_NUMBER.optional() })).optional(),
  match: z.partialRecord(z.enum(SORTABLE), matchValue).optional(),
  geo_distance: geoDistance.optional(),
});

const sortClause = z.partialRecord(z.enum(SORTABLE), z.strictObject({ order: z.enum(['asc', 'desc']) }));

/** A missing query or sort is the empty one: find everything in the default order. */
export const searchBodySchema = z.strictObject({
  query: query.default({}),
  sort: z.array(sortClause).max(10).default([]),
  from: z.int().min(0).max(MAX_OFFSET).optional(),
  size: z.int().min(0).max(MAX_PAGE_SIZE).optional(),
});

// The schema's output must be what the ports take; the compiler checks it here.
export const asSearchBody = (value: z.output<typeof searchBodySchema>): SearchBody => value;
