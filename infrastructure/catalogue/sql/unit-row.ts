import { listHit } from '../../../domain/display/list-hit';
import type { Estate } from '../../../domain/estate/estate';
import { sortPrice } from '../../../domain/estate/project-price';
import { SEARCH_FIELDS } from '../../../domain/search/search-fields';
import { TABLE_FIELDS, tableFieldValue } from '../../../domain/search/list-filter-table';
import { searchFieldValue, searchUnits } from '../../../domain/search/search-field-value';
import { geoCell } from './geo-cells';
import type { CatalogueSchema } from './schema';
import { tableMask } from './table-masks';

type UnitRow = CatalogueSchema['estate_units'];

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The typed columns of one searchable unit, read through the same paths the search body names.
 * `groupSortPrice`: the price its group sorts by (issue 13 item 5), the same on every unit of the group.
 */
export function unitRow(siteId: string, groupId: number, unit: Estate, solo: boolean, groupSortPrice: number | null): UnitRow {
  const at = (path: string) => searchFieldValue(unit, path);
  const geo = unit.address?.geoLocation;
  return {
    id: Number(unit.general.id),
    site_id: siteId,
    group_id: groupId,
    head_type: num(at(SEARCH_FIELDS.headType)),
    sub_type: num(at(SEARCH_FIELDS.subType)),
    transaction_id: num(at(SEARCH_FIELDS.transaction)),
    city_id: num(at(SEARCH_FIELDS.city)),
    city_name: text(at(SEARCH_FIELDS.cityName)),
    city_zip: text(unit.address?.city?.zip),
    country: text(at(SEARCH_FIELDS.country)),
    price: num(at(SEARCH_FIELDS.price)),
    bedrooms: num(at(SEARCH_FIELDS.bedroomCount)),
    publication_date: text(at(SEARCH_FIELDS.publicationDate)),
    notary_sale: text(at(SEARCH_FIELDS.notarySale)),
    lat: num(geo?.lat),
    lon: num(geo?.lon),
    geo_cell: geoCell(num(geo?.lat), num(geo?.lon)),
    solo: solo ? 1 : 0,
    sort_price: groupSortPrice,
    table_mask: tableMask(unitValueRows(siteId, unit)),
    document: JSON.stringify(unit),
  };
}

/** Issue 19 item 7: a unit's value at each path of the list filter table that it has one for. */
export function unitValueRows(siteId: string, unit: Estate): CatalogueSchema['unit_values'][] {
  return TABLE_FIELDS.flatMap((field) => {
    const value = tableFieldValue(unit, field);
    if (value === undefined) return [];
    const [num_value, text_value] = typeof value === 'string' ? [null, value] : [Number(value), null];
    return [{ site_id: siteId, unit_id: Number(unit.general.id), field, num_value, text_value }];
  });
}

/** Rows for a search group: one per unit (the property itself, or each unit of a project). */
export function groupRows(siteId: string, group: Estate) {
  const groupId = Number(group.general.id);
  const found = searchUnits(group);
  const sortsBy = num(sortPrice(group));
  const units = found.map((unit) => unitRow(siteId, groupId, unit, found.length === 1, sortsBy));
  const collections = searchUnits(group).flatMap((unit) =>
    (unit.general.collections ?? []).map((collectionId) => ({ site_id: siteId, unit_id: Number(unit.general.id), collection_id: collectionId })),
  );
  const values = found.flatMap((unit) => unitValueRows(siteId, unit));
  const listDocument = group.children ? JSON.stringify(listHit(group)) : null;
  return { group: { id: groupId, site_id: siteId, document: JSON.stringify(group), list_document: listDocument }, units, collections, values };
}
