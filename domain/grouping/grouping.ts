import { SEARCH_FIELDS } from '../search/search-fields';
import type { SearchField } from '../search/search-fields';

/** §1, §9: the ways search results can be grouped. */
export const GROUPINGS = ['TYPE', 'SUBTYPE', 'STATUS', 'CITY', 'PRICE'] as const;
export type Grouping = (typeof GROUPINGS)[number];

export function isGrouping(value: unknown): value is Grouping {
  return typeof value === 'string' && (GROUPINGS as readonly string[]).includes(value);
}

const GROUP_SORT_FIELDS: Readonly<Record<Grouping, SearchField>> = {
  TYPE: SEARCH_FIELDS.headType,
  SUBTYPE: SEARCH_FIELDS.subType,
  STATUS: SEARCH_FIELDS.transaction,
  CITY: SEARCH_FIELDS.cityName,
  PRICE: SEARCH_FIELDS.price,
};

/** §9: the field the search sorts on first so that the estates of one group arrive together. */
export function groupSortField(grouping: Grouping): SearchField {
  return GROUP_SORT_FIELDS[grouping];
}
