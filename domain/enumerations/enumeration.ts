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

interface EntryIndex<E> {
  readonly byId: ReadonlyMap<number, E>;
  readonly byKey: ReadonlyMap<string, E>;
}

/** Each enumeration's entries by id and by upper-cased key, the first entry winning as a search would (issue 8: cards look up labels per render). */
const indexes = new WeakMap<readonly EnumEntry[], EntryIndex<EnumEntry>>();

function indexOf<E extends EnumEntry>(entries: readonly E[]): EntryIndex<E> {
  let index = indexes.get(entries) as EntryIndex<E> | undefined;
  if (!index) {
    const byId = new Map<number, E>();
    const byKey = new Map<string, E>();
    for (const entry of entries) {
      if (!byId.has(entry.id)) byId.set(entry.id, entry);
      const key = entry.key.toUpperCase();
      if (!byKey.has(key)) byKey.set(key, entry);
    }
    index = { byId, byKey };
    indexes.set(entries, index as EntryIndex<EnumEntry>);
  }
  return index;
}

/**
 * The entry named by an id or a key. Keys match case-insensitively ('be' finds BE) because URL
 * filters and older upstream data do not agree on case; an all-digit text is read as an id.
 */
export function enumEntry<E extends EnumEntry>(enumeration: Enumeration<E>, idOrKey: EnumValue): E | undefined {
  if (typeof idOrKey === 'number') return indexOf(enumeration.entries).byId.get(idOrKey);
  if (typeof idOrKey !== 'string') return undefined;
  const text = idOrKey.trim();
  const index = indexOf(enumeration.entries);
  const byKey = index.byKey.get(text.toUpperCase());
  if (byKey !== undefined || !DIGITS.test(text)) return byKey;
  return index.byId.get(Number(text));
}

/** §3 "Unknown enum value gives an empty label": the entry's label, or '' for a value it does not know. */
export function enumLabel(enumeration: Enumeration, idOrKey: EnumValue, locale: Locale): string {
  return enumEntry(enumeration, idOrKey)?.labels[locale] ?? '';
}
