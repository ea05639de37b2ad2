import { HEAD_TYPE_ID } from '../enumerations/head-types';
import type { Estate } from '../estate/estate';
import { notarySaleKind } from '../estate/notary-sale';
import { tableFieldValue } from './list-filter-table';
import { SEARCH_FIELDS, type SearchField } from './search-fields';

type Reader = (unit: Estate) => unknown;

/** Where each §7 search path lives on one unit (a property, or one child of a project). */
const READERS: Readonly<Record<SearchField, Reader>> = {
  [SEARCH_FIELDS.id]: (e) => e.general.id,
  [SEARCH_FIELDS.country]: (e) => e.address?.country?.id,
  [SEARCH_FIELDS.city]: (e) => e.address?.city?.id,
  [SEARCH_FIELDS.cityName]: (e) => e.address?.city?.name,
  [SEARCH_FIELDS.geoLocation]: (e) => e.address?.geoLocation ?? undefined,
  [SEARCH_FIELDS.price]: (e) => e.price?.value ?? undefined,
  [SEARCH_FIELDS.headType]: (e) => e.general.headType?.id,
  [SEARCH_FIELDS.subType]: (e) => e.general.subType?.id,
  [SEARCH_FIELDS.transaction]: (e) => e.general.transaction?.id,
  [SEARCH_FIELDS.bedroomCount]: (e) => e.general.bedroomCount,
  [SEARCH_FIELDS.publicationDate]: (e) => e.general.publicationDate,
  [SEARCH_FIELDS.collections]: (e) => e.general.collections,
  [SEARCH_FIELDS.notarySale]: (e) => notarySaleKind(e),
};

export function isSearchField(path: string): path is SearchField {
  return Object.hasOwn(READERS, path);
}

/** The value of a §7 search path on one unit (the list filter table's paths too); undefined for a path the search does not know. */
export function searchFieldValue(unit: Estate, path: string): unknown {
  return isSearchField(path) ? READERS[path](unit) : tableFieldValue(unit, path);
}

/** The units a search hit stands for: a project's children, or the estate itself (a group of one). */
export function searchUnits(group: Estate): readonly Estate[] {
  return group.children && group.children.length > 0 ? group.children : [group];
}

/**
 * The values a §7 term compares with on one unit. A unit of a project is also of head type PROJECT, so
 * that the "Project" type finds the projects while their apartments stay apartments (issue 13 item 2).
 */
export function termValues(unit: Estate, path: string, inProject = false): readonly unknown[] {
  const value = searchFieldValue(unit, path);
  const own = Array.isArray(value) ? (value as readonly unknown[]) : value === undefined || value === null ? [] : [value];
  return inProject && path === SEARCH_FIELDS.headType ? [...own, HEAD_TYPE_ID.PROJECT] : own;
}
