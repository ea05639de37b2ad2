import { z } from 'zod';
import { LOCALES } from '../../../../domain/shared/locale';

/** Path and query parts every route shares. Params arrive as text; ids are read strictly (no '1e3', no ' 1'). */

export const SITE_ID = z.string().min(1).max(100).regex(/^[A-Za-z0-9._-]+$/);

/** A positive integer id written in digits, within the safe integer range. */
export const ID = z
  .string()
  .regex(/^\d{1,16}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER));

/** Unguessable tokens and appointment ids are URL-safe base64. */
export const TOKEN = z.string().min(1).max(200).regex(/^[A-Za-z0-9_-]+$/);

/** A free name in a path (menu type, estate page part, photo part): bounded, no control characters. */
export const NAME = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[^\p{Cc}]+$/u);

export const LOCALE = z.enum(LOCALES);

/** Free text from a query or body: no control characters (PostgreSQL text cannot hold NUL). */
export const TEXT = z.string().regex(/^[^\p{Cc}]*$/u);

export const siteParams = z.object({ siteId: SITE_ID });
export const idParams = z.object({ siteId: SITE_ID, id: ID });

/** A finite number that is small enough to mean something in a filter (no 1e308 prices). */
export const FILTER_NUMBER = z.number().min(-1e12).max(1e12);
