import { z } from 'zod';
import type { RentalSearch } from '../../../../application/ports/rental-units';
import { MAX_PERSONS } from '../../../../domain/requests/rental-reservation';

const ISO_DATE = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  });

/** §7 POST /rental-units and /rental-units/filters: the RentalSearch criteria. */
export const rentalSearchSchema = z.strictObject({
  persons: z.int().min(1).max(MAX_PERSONS).optional(),
  location: z.int().min(0).max(2_147_483_647).optional(),
  city: z.int().min(0).max(2_147_483_647).optional(),
  subKind: z.int().min(0).max(2_147_483_647).optional(),
  periodType: z.string().regex(/^[A-Z][A-Z_]{0,31}$/).optional(),
  arrival: ISO_DATE.optional(),
  availableFrom: ISO_DATE.optional(),
  availableUntil: ISO_DATE.optional(),
  from: z.int().min(0).max(1_000_000).optional(),
  size: z.int().min(0).max(1000).optional(),
}) satisfies z.ZodType<RentalSearch>;
