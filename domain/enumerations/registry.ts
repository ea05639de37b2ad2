import { BATHROOM_TYPE, KITCHEN_TYPE, LUXURY_LEVEL } from './comfort';
import { CARPENTRY, CONDITION, CONSTRUCTION_TYPE, ROOF_TYPE, WINDOW_GLAZING } from './building';
import { COUNTRY } from './countries';
import { ENERGY_LABEL } from './energy-label';
import type { Enumeration } from './enumeration';
import { HEAD_TYPE } from './head-types';
import {
  COMMON_HEATING,
  COMMON_METER,
  COMMON_METER_TYPE,
  CONFORMITY,
  ELECTRICITY_CERTIFICATION,
  HEATING,
} from './installations';
import { DESTINATION, FLOODING, PLANNING } from './planning';
import { RECENT_DESTINATION } from './recent-destination';
import { STATUS } from './status';
import { SUB_TYPE } from './sub-types';
import { ENVIRONMENT, FREE_ON, GARDEN, GEO_PRECISION, ORIENTATION } from './surroundings';

/** §3 "Field-type enumeration": the names under which detail fields refer to an enumeration. */
export const FIELD_TYPE_NAMES = [
  'BathroomType',
  'Carpentry',
  'CommonMeter',
  'CommonMeterType',
  'CommonHeating',
  'Condition',
  'Conformity',
  'ConstructionType',
  'Country',
  'Destination',
  'ElectricityCertification',
  'EnergyLabel',
  'Environment',
  'Flooding',
  'FreeOn',
  'Garden',
  'GeoPrecision',
  'Heating',
  'KitchenType',
  'LuxuryLevel',
  'Orientation',
  'Planning',
  'RecentDestination',
  'RoofType',
  'Status',
  'SubType',
  'Type',
  'WindowGlazing',
] as const;

export type FieldTypeName = (typeof FIELD_TYPE_NAMES)[number];

/** Every §3 enumeration by its field-type name; each enumeration's `name` is that same name. */
export const ENUMERATIONS: Readonly<Record<FieldTypeName, Enumeration>> = {
  BathroomType: BATHROOM_TYPE,
  Carpentry: CARPENTRY,
  CommonMeter: COMMON_METER,
  CommonMeterType: COMMON_METER_TYPE,
  CommonHeating: COMMON_HEATING,
  Condition: CONDITION,
  Conformity: CONFORMITY,
  ConstructionType: CONSTRUCTION_TYPE,
  Country: COUNTRY,
  Destination: DESTINATION,
  ElectricityCertification: ELECTRICITY_CERTIFICATION,
  EnergyLabel: ENERGY_LABEL,
  Environment: ENVIRONMENT,
  Flooding: FLOODING,
  FreeOn: FREE_ON,
  Garden: GARDEN,
  GeoPrecision: GEO_PRECISION,
  Heating: HEATING,
  KitchenType: KITCHEN_TYPE,
  LuxuryLevel: LUXURY_LEVEL,
  Orientation: ORIENTATION,
  Planning: PLANNING,
  RecentDestination: RECENT_DESTINATION,
  RoofType: ROOF_TYPE,
  Status: STATUS,
  SubType: SUB_TYPE,
  Type: HEAD_TYPE,
  WindowGlazing: WINDOW_GLAZING,
};

export function isFieldTypeName(value: unknown): value is FieldTypeName {
  return typeof value === 'string' && (FIELD_TYPE_NAMES as readonly string[]).includes(value);
}
