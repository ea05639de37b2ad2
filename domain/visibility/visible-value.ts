/**
 * §2 "A field is visible unless its value is undefined, null, empty or 0", and "-1 is hidden/empty".
 * `false` is a real answer (shown as No) and stays visible. Text of only blanks, NaN, and lists or
 * objects (e.g. a text per language) holding nothing visible count as empty.
 */
export function isVisibleValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return value !== 0 && value !== -1 && !Number.isNaN(value);
  if (Array.isArray(value)) return value.some(isVisibleValue);
  if (typeof value === 'object') return Object.values(value).some(isVisibleValue);
  return true;
}
