/**
 * Math functions as module bindings. Jest runs modules in a vm sandbox where every lookup of a global
 * (Math, String) goes through the sandbox's interceptor, about a hundred times slower than a binding;
 * the generator's hot paths use these instead so that 2,000 estates stay fast under test too.
 */
export const { abs, ceil, cos, floor, max, min, PI, round, sin, sqrt } = Math;

/** clamp(value) into [low, high]. */
export const clamp = (value: number, low: number, high: number): number => min(high, max(low, value));

/**
 * A copy without the properties that are undefined. Builders list every field in one flat literal and
 * let this drop the absent ones: conditional spreads (`...(c ? { a } : {})`) read worse and, with many
 * shapes, push V8 onto a slow path that made generation several times slower.
 */
export function compact<T extends object>(value: T): T {
  const result: Record<string, unknown> = {};
  for (const key in value) {
    const field = value[key];
    if (field !== undefined) result[key] = field;
  }
  return result as T;
}
