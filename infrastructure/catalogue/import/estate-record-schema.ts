import { z } from 'zod';

/**
 * What an imported estate record (upstream §3 JSON) must satisfy to be searchable and shown. Fields
 * the site never filters on are free; fields it does are checked for type and range.
 */
const id = z.number().int().positive();
const ref = z.object({ id: z.number().int(), name: z.string().optional() });
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid ISO date');

const general = z.object({
  id,
  headType: ref.optional(),
  subType: ref.optional(),
  transaction: ref.optional(),
  bedroomCount: z.number().int().min(0).max(100).optional(),
  publicationDate: isoDate.optional(),
  collections: z.array(z.number().int()).optional(),
});

const address = z.object({
  city: z.object({ id: z.number().int(), name: z.string().min(1), zip: z.string() }).optional(),
  country: z.object({ id: z.string().regex(/^([A-Z]{2}|UNKNOWN)$/, 'Two-letter country code') }).optional(),
  geoLocation: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).nullable().optional(),
});

export const estateRecordSchema: z.ZodType = z.object({
  general,
  address: address.optional(),
  price: z.object({ value: z.number().min(0).nullable().optional() }).optional(),
  pictures: z.array(z.object({ file: z.string().min(1) })).optional(),
  get children() {
    return z.array(estateRecordSchema).optional();
  },
});

export interface RecordProblem {
  /** e.g. `[12].general.id`. */
  readonly path: string;
  readonly reason: string;
}

const pathText = (index: number, path: readonly PropertyKey[]) =>
  `[${index}]${path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('')}`;

/** Every problem of every record, so one run tells the whole story. */
export function validateRecords(records: readonly unknown[]): RecordProblem[] {
  return records.flatMap((record, index) => {
    const result = estateRecordSchema.safeParse(record);
    return result.success ? [] : result.error.issues.map((issue) => ({ path: pathText(index, issue.path), reason: issue.message }));
  });
}
