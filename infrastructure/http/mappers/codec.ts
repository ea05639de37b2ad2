import { LOCALES } from '../../../domain/shared/locale';
import type { Translated } from '../../../domain/shared/locale';

/**
 * A two-way mapping between upstream JSON and a domain value. `decode` never throws: what it
 * cannot read gives undefined, so partial upstream data yields a partial domain value. `encode`
 * writes the upstream form back (our catalogue service serves the same JSON it would read).
 */
export interface Codec<T> {
  decode(raw: unknown): T | undefined;
  encode(value: T): unknown;
}

export type JsonObject = Readonly<Record<string, unknown>>;

export const isObject = (raw: unknown): raw is JsonObject =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/** Most values are written back as they are. */
export const identity = (value: unknown): unknown => value;

/** Numbers, and numeric strings (upstream sends some ids as text). */
export const num: Codec<number> = {
  decode: (raw) => {
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  },
  encode: identity,
};

/** Text; a number is read as its text (house numbers, zip codes). */
export const str: Codec<string> = {
  decode: (raw) => (typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : undefined),
  encode: identity,
};

const TRUTHY: readonly unknown[] = [true, 'true', 1, '1'];
const FALSY: readonly unknown[] = [false, 'false', 0, '0'];

export const bool: Codec<boolean> = {
  decode: (raw) => (TRUTHY.includes(raw) ? true : FALSY.includes(raw) ? false : undefined),
  encode: identity,
};

/** A text per language; unknown languages and non-text values are dropped, nothing left gives undefined. */
export const translated: Codec<Partial<Translated>> = {
  decode: (raw) => {
    if (!isObject(raw)) return undefined;
    const entries = LOCALES.flatMap((locale) => (typeof raw[locale] === 'string' ? [[locale, raw[locale]]] : []));
    return entries.length > 0 ? (Object.fromEntries(entries) as Partial<Translated>) : undefined;
  },
  encode: identity,
};

/** A name that comes either translated or already in the request's language. */
export const textOrTranslated: Codec<Partial<Translated> | string> = {
  decode: (raw) => (typeof raw === 'string' ? raw : translated.decode(raw)),
  encode: identity,
};

export type Scalar = string | number | boolean | null;

export const scalar: Codec<Scalar> = {
  decode: (raw) => (raw === null || ['string', 'number', 'boolean'].includes(typeof raw) ? (raw as Scalar) : undefined),
  encode: identity,
};

/** An object of scalars (e.g. town-planning values); other values are dropped. */
export const scalarRecord: Codec<Readonly<Record<string, Scalar>>> = {
  decode: (raw) => {
    if (!isObject(raw)) return undefined;
    return Object.fromEntries(Object.entries(raw).filter(([, value]) => scalar.decode(value) !== undefined)) as Record<
      string,
      Scalar
    >;
  },
  encode: identity,
};

/** One of a fixed set of text values. */
export function oneOf<T extends string>(values: readonly T[]): Codec<T> {
  return { decode: (raw) => values.find((value) => value === raw), encode: identity };
}

/** Keeps an explicit upstream null (e.g. "no sticker") apart from an absent field. */
export function nullable<T>(codec: Codec<T>): Codec<T | null> {
  return {
    decode: (raw) => (raw === null ? null : codec.decode(raw)),
    encode: (value) => (value === null ? null : codec.encode(value)),
  };
}

/** A list; entries that cannot be read are dropped, a non-list gives undefined. */
export function list<T>(item: Codec<T>): Codec<readonly T[]> {
  return {
    decode: (raw) => (Array.isArray(raw) ? raw.map((entry) => item.decode(entry)).filter((e) => e !== undefined) : undefined),
    encode: (values) => values.map((value) => item.encode(value)),
  };
}

/** The same upstream value seen as another domain type (e.g. a branded id). */
export function as<T, U>(codec: Codec<T>, to: (value: T) => U, from: (value: U) => T): Codec<U> {
  return {
    decode: (raw) => {
      const value = codec.decode(raw);
      return value === undefined ? undefined : to(value);
    },
    encode: (value) => codec.encode(from(value)),
  };
}

/** Decoded later, for recursive shapes (an estate's children are estates). */
export function lazy<T>(codec: () => Codec<T>): Codec<T> {
  return { decode: (raw) => codec().decode(raw), encode: (value) => codec().encode(value) };
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

/** An object read field by field; an absent required field makes the whole object unreadable. */
export function object<T, D>(table: FieldTable<T, D>, required: readonly (keyof T & string)[] = []): Codec<T> {
  const fields = Object.entries(table) as [string, Field<unknown>][];
  return {
    decode: (raw) => {
      if (!isObject(raw)) return undefined;
      const out: Record<string, unknown> = {};
      for (const [name, { key, codec, fallback }] of fields) {
        const decoded = codec.decode(raw[key]);
        const value = decoded === undefined ? fallback : decoded;
        if (value !== undefined) out[name] = value;
        else if ((required as readonly string[]).includes(name)) return undefined;
      }
      return out as T;
    },
    encode: (value) => {
      const source = value as Readonly<Record<string, unknown>>;
      const out: Record<string, unknown> = {};
      for (const [name, { key, codec }] of fields) {
        if (source[name] !== undefined) out[key] = codec.encode(source[name]);
      }
      return out;
    },
  };
}
