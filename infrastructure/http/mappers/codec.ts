import { z } from 'zod';
import { LOCALES } from '../../../domain/shared/locale';
import type { Translated } from '../../../domain/shared/locale';

/**
 * Issue 19 item 5: the §7 upstream JSON is read and written by zod 4 codecs. Every codec here is lenient: `decode`
 * never throws, what it cannot read gives undefined (so partial upstream data yields a partial domain value), and
 * `encode` writes the upstream form back (our catalogue service serves the same JSON it would read). The import's
 * strict checks are zod schemas too (catalogue/import/estate-record-schema.ts).
 */
export type Codec<T> = z.ZodType<T | undefined, unknown>;

export type JsonObject = Readonly<Record<string, unknown>>;

export const isObject = (raw: unknown): raw is JsonObject =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/** Most values are written back as they are. */
const identity = <T>(value: T): T => value;

/** A zod schema made lenient: what it rejects reads as absent. */
export const lenient = <T>(schema: z.ZodType<T>): Codec<T> => schema.optional().catch(undefined) as unknown as Codec<T>;

/** A codec whose domain value is the upstream one read by `upstream`, then turned by `decode` (undefined = unreadable). */
export function codec<U, T>(upstream: z.ZodType<U>, decode: (raw: U) => T | undefined, encode: (value: T) => U): Codec<T> {
  // Not z.custom: zod runs a schema with checks twice when it encodes (a first pass without them).
  const domain = z.unknown() as unknown as z.ZodCustom<T, T>;
  return lenient(
    z.codec(upstream, domain, {
      decode: (raw, context) => {
        const value = decode(raw);
        if (value !== undefined) return value;
        context.issues.push({ code: 'custom', message: 'unreadable', input: raw });
        return z.NEVER;
      },
      encode,
    }) as unknown as z.ZodType<T>,
  );
}

/** An object without its absent fields (zod keeps a key whose value fell back to undefined). */
export const present = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** Numbers, and numeric strings (upstream sends some ids as text); zod 4's number is finite. */
export const num: Codec<number> = codec(
  z.union([z.number(), z.string().trim().min(1)]),
  (raw) => (Number.isFinite(Number(raw)) ? Number(raw) : undefined),
  identity,
);

/** Text; a number is read as its text (house numbers, zip codes). */
export const str: Codec<string> = codec(z.union([z.string(), z.number()]), String, identity);

export const bool: Codec<boolean> = codec(
  z.union([z.boolean(), z.literal(['true', 'false', '1', '0', 1, 0])]),
  (raw) => raw === true || raw === 'true' || raw === 1 || raw === '1',
  identity,
);

const text = z.string().optional().catch(undefined);

/** A lenient codec that fails where it read nothing (for a union of codecs). */
export const defined = <T>(codec: Codec<T>): z.ZodType<T> => codec.refine((value) => value !== undefined) as z.ZodType<T>;

/** A text per language; unknown languages and non-text values are dropped, nothing left gives undefined. */
export const translated: Codec<Partial<Translated>> = codec(
  z.object(Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<keyof Translated, typeof text>),
  (raw) => {
    const read = present(raw) as Partial<Translated>;
    return Object.keys(read).length > 0 ? read : undefined;
  },
  (value) => value,
);

/** A name that comes either translated or already in the request's language. */
export const textOrTranslated: Codec<Partial<Translated> | string> = lenient(z.union([z.string(), defined(translated)]));

export type Scalar = string | number | boolean | null;

export const scalar: Codec<Scalar> = lenient(z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** An object of scalars (e.g. town-planning values); other values are dropped. */
export const scalarRecord: Codec<Readonly<Record<string, Scalar>>> = codec(z.record(z.string(), scalar), (raw) => present(raw) as Record<string, Scalar>, identity);

/** One of a fixed set of text values. */
export function oneOf<T extends string>(values: readonly T[]): Codec<T> {
  return lenient(z.enum(values as [T, ...T[]]) as unknown as z.ZodType<T>);
}

/** Keeps an explicit upstream null (e.g. "no sticker") apart from an absent field. */
export function nullable<T>(codec: Codec<T>): Codec<T | null> {
  return codec.nullable() as Codec<T | null>;
}

/** A list; entries that cannot be read are dropped, a non-list gives undefined. */
export function list<T>(item: Codec<T>): Codec<readonly T[]> {
  return codec(z.array(item), (raw) => raw.filter((entry): entry is T => entry !== undefined), (values) => [...values]);
}

/** The same upstream value seen as another domain type (e.g. a branded id). */
export function as<T, U>(inner: Codec<T>, to: (value: T) => U, from: (value: U) => T): Codec<U> {
  return codec(inner, (value) => (value === undefined ? undefined : to(value)), from);
}

/** Decoded later, for recursive shapes (an estate's children are estates). */
export function lazy<T>(codec: () => Codec<T>): Codec<T> {
  return z.lazy(codec);
}

/** One domain field: the upstream key it comes from, how to read it, and a value for when it is absent. */
export interface Field<V, K extends string = string> {
  readonly key: K;
  readonly codec: Codec<V>;
  readonly fallback?: V;
}

/**
 * How every field of the domain type T is read from the upstream type D. The compiler checks that
 * each domain field is listed and that each upstream key exists on D.
 */
export type FieldTable<T, D> = { readonly [P in keyof T]-?: Field<Exclude<T[P], undefined>, Extract<keyof D, string>> };

export function field<V, K extends string>(key: K, codec: Codec<V>, fallback?: V): Field<V, K> {
  return fallback === undefined ? { key, codec } : { key, codec, fallback };
}

/** An object read field by field (a zod object of the upstream keys); an absent required field makes it unreadable. */
export function object<T, D>(table: FieldTable<T, D>, required: readonly (keyof T & string)[] = []): Codec<T> {
  const fields = Object.entries(table) as [string, Field<unknown>][];
  const upstream = z.object(Object.fromEntries(fields.map(([, { key, codec }]) => [key, codec])));
  return codec(
    upstream,
    (raw: Record<string, unknown>) => {
      const out: Record<string, unknown> = {};
      for (const [name, { key, fallback }] of fields) {
        const value = raw[key] === undefined ? fallback : raw[key];
        if (value !== undefined) out[name] = value;
        else if ((required as readonly string[]).includes(name)) return undefined;
      }
      return out as T;
    },
    (value) => {
      const source = value as Readonly<Record<string, unknown>>;
      const out: Record<string, unknown> = {};
      for (const [name, { key }] of fields) if (source[name] !== undefined) out[key] = source[name];
      return out;
    },
  );
}
