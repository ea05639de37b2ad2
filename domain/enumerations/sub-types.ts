import type { Enumeration } from './enumeration';
import type { SubTypeEntry } from './sub-type-entry';
import { APARTMENT_SUB_TYPES } from './subtypes-apartment';
import { COMMERCIAL_SUB_TYPES } from './subtypes-commercial';
import { GARAGE_SUB_TYPES } from './subtypes-garage';
import { HOUSE_SUB_TYPES } from './subtypes-house';
import { PLOT_SUB_TYPES } from './subtypes-plot';

/** §3 subtypes of every head type (field type `SubType`), grouped by head type in head-type id order. */
export const SUB_TYPE: Enumeration<SubTypeEntry> = {
  name: 'SubType',
  entries: [...HOUSE_SUB_TYPES, ...APARTMENT_SUB_TYPES, ...PLOT_SUB_TYPES, ...COMMERCIAL_SUB_TYPES, ...GARAGE_SUB_TYPES],
};

/** The subtypes of one head type, in display order; none for a project or an unknown head type. */
export function subTypesOfHeadType(headTypeId: number): readonly SubTypeEntry[] {
  return SUB_TYPE.entries.filter((entry) => entry.headTypeId === headTypeId);
}
