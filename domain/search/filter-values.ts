/**
 * Readers for single URL filter values. Each returns undefined for nonsense so that a bad
 * parameter is dropped, never thrown (a shared link must still open).
 */

const INTEGER = /^\d+$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;
const COUNTRY = /^(?:[A-Z]{2}|UNKNOWN)$/;

/** An entity id: a positive integer written in plain digits. */
export function readId(text: string): number | undefined {
  if (!INTEGER.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
}

/** A count such as a number of bedrooms: a non-negative integer. */
export function readCount(text: string): number | undefined {
  if (!INTEGER.test(text)) return undefined;
  const count = Number(text);
  return Number.isSafeInteger(count) ? count : undefined;
}

/** A price bound in euros; 0 is falsy and so no bound at all (§4). */
export function readPrice(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const price = Number(text);
  return price > 0 && Number.isFinite(price) ? price : undefined;
}

/** A country code, upper-cased; the country enumeration also holds UNKNOWN (§3). */
export function readCountry(text: string): string | undefined {
  const code = text.toUpperCase();
  return COUNTRY.test(code) ? code : undefined;
}

/** Unique values in ascending order: the canonical form of every list filter. */
export function canonicalIds(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

export function canonicalCodes(values: readonly string[]): string[] {
  return [...new Set(values)].sort();
}

/** A price range with min above max is read as the visitor's range written backwards: swapped. */
export function orderedBounds(
  min: number | undefined,
  max: number | undefined,
): readonly [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}
