import { entryFromRow } from './enumeration';
import type { EnumEntry, EnumRow } from './enumeration';

/**
 * A subtype knows its head type. Id scheme: head type id × 100 + position (house 101…, apartment
 * 201…, plot 301…, commercial 401…, garage 501…), so ids are unique over all subtypes and a new
 * subtype is appended with the next free number; ids are never reused or renumbered.
 */
export interface SubTypeEntry extends EnumEntry {
  readonly headTypeId: number;
}

export function subTypesFromRows(headTypeId: number, rows: readonly EnumRow[]): readonly SubTypeEntry[] {
  return rows.map((row) => ({ ...entryFromRow(row), headTypeId }));
}
