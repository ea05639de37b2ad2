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

// The keys of each path, split once: the rule tables name a bounded set of paths, read for every field row of
// every rendered detail page (issue 8: CPU of a rendered page).
const keysOf = new Map<string, readonly string[]>();

/** The value at `path`, or undefined when any step is missing. */
export function fieldValue(estate: Estate, path: EstateFieldPath): unknown {
  let keys = keysOf.get(path);
  if (!keys) keysOf.set(path, (keys = path.split('.')));
  let current: unknown = estate;
  for (const key of keys) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Readonly<Record<string, unknown>>)[key];
  }
  return current;
}
