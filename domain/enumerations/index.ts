/** §3 enumerations with their labels in nl, fr, en and de, and the label lookups. */
export type { EnumEntry, EnumRow, EnumValue, Enumeration } from './enumeration';
export { entryFromRow, enumEntry, enumLabel, enumerationFromRows } from './enumeration';
export type { FieldLabels } from './field-label';
export { fieldLabel, translationOrEmpty } from './field-label';
export { STATUS } from './status';
export type { HeadTypeKey } from './head-types';
export { HEAD_TYPE, HEAD_TYPE_ID } from './head-types';
export type { SubTypeEntry } from './sub-type-entry';
export { SUB_TYPE, subTypesOfHeadType } from './sub-types';
export { HOUSE_SUB_TYPES } from './subtypes-house';
export { APARTMENT_SUB_TYPES } from './subtypes-apartment';
export { PLOT_SUB_TYPES } from './subtypes-plot';
export { COMMERCIAL_SUB_TYPES } from './subtypes-commercial';
export { GARAGE_SUB_TYPES } from './subtypes-garage';
export { CARPENTRY, CONDITION, CONSTRUCTION_TYPE, ROOF_TYPE, WINDOW_GLAZING } from './building';
export { BATHROOM_TYPE, KITCHEN_TYPE, LUXURY_LEVEL } from './comfort';
export {
  COMMON_HEATING,
  COMMON_METER,
  COMMON_METER_TYPE,
  CONFORMITY,
  ELECTRICITY_CERTIFICATION,
  HEATING,
} from './installations';
export { ENERGY_LABEL } from './energy-label';
export { DESTINATION, FLOODING, PLANNING } from './planning';
export { RECENT_DESTINATION } from './recent-destination';
export { ENVIRONMENT, FREE_ON, GARDEN, GEO_PRECISION, ORIENTATION } from './surroundings';
export { COUNTRY } from './countries';
export type { FieldTypeName } from './registry';
export { ENUMERATIONS, FIELD_TYPE_NAMES, isFieldTypeName } from './registry';
