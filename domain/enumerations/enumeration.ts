import type { Locale, Translated } from '../shared/locale';

/** §3 one value of an enumeration: a stable numeric id, the upstream key and a label per site language. */
export interface EnumEntry {
  readonly id: number;
  readonly key: string;
  readonly labels: Translated;
}

/** §3 a named enumeration ("field type"), its entries in display order. */
export interface Enumeration<E extends EnumEntry = EnumEntry> {
  readonly name: string;
  readonly entries: readonly E[];
}

/** A value as upstream sends it: the numeric id, the key ('FOR_SALE', 'BE', 'A_PLUS') or the id as text. */
export type EnumValue = number | string | null | undefined;

/** One row of a label table: id, key, then the labels in nl, fr, en and de. */
export type EnumRow = readonly [id: number, key: string, nl: string, fr: string, en: string, de: string];

export function entryFromRow([id, key, nl, fr, en, de]: EnumRow): EnumEntry {
  return { id, key, labels: { nl, fr, en, de } };
}

export function enumerationFromRows(name: string, rows: readonly EnumRow[]): Enumeration {
  return { name, entries: rows.map(entryFromRow) };
}

const DIGITS = /^\d+$/;

/**
 * The entry named by an id or a key. Keys match case-insensitively ('be' finds BE) because URL
 * filters and older upstream data do not agree on case; an all-digit text is read as an id.
 */
export function enumEntry<E extends EnumEntry>(enumeration: Enumeration<E>, idOrKey: EnumValue): E | undefined {
  if (typeof idOrKey === 'number') return enumeration.entries.find((entry) => entry.id === idOrKey);
  if (typeof idOrKey !== 'string') return undefined;
  const text = idOrKey.trim();
  const key = text.toUpperCase();
  const byKey = enumeration.entries.find((entry) => entry.key.toUpperCase() === key);
  if (byKey !== undefined || !DIGITS.test(text)) return byKey;
  const id = Number(text);
  return enumeration.entries.find((entry) => entry.id === id);
}

/** §3 "Unknown enum value gives an empty label": the entry's label, or '' for a value it does not know. */
export function enumLabel(enumeration: Enumeration, idOrKey: EnumValue, locale: Locale): string {
  return enumEntry(enumeration, idOrKey)?.labels[locale] ?? '';
}
