import type { Estate } from './estate';

/**
 * A dot path to one displayed value of an estate, e.g. 'general.bedroomCount' or
 * 'fields.planning.permission'. Typed so that the rule tables (fallbacks, combined fields, hiding)
 * cannot name a field that does not exist. Lists (rooms, pictures, …) and project children are
 * not addressed by path.
 */
export type EstateFieldPath = PathsOf<Omit<Estate, 'children'>>;

type Primitive = string | number | boolean | bigint | symbol;
type Key<T> = Extract<keyof T, string>;
type MaxDepth = 3;

type PathsOf<T, Depth extends readonly unknown[] = []> = Depth['length'] extends MaxDepth
  ? never
  : T extends Primitive | readonly unknown[]
    ? never
    : T extends object
      ? { [K in Key<T>]-?: K | `${K}.${PathsOf<NonNullable<T[K]>, [...Depth, unknown]>}` }[Key<T>]
      : never;

/** The value at `path`, or undefined when any step is missing. */
export function fieldValue(estate: Estate, path: EstateFieldPath): unknown {
  let current: unknown = estate;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Readonly<Record<string, unknown>>)[key];
  }
  return current;
}
