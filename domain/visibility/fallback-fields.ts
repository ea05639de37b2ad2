import type { Estate } from '../estate/estate';
import { fieldValue, type EstateFieldPath } from '../estate/estate-field-path';
import { isVisibleValue } from './visible-value';

/** §2 "Some fields have a fallback field": when `field` is empty the display takes `fallback`. */
export interface FallbackField {
  readonly field: EstateFieldPath;
  readonly fallback: EstateFieldPath;
}

/**
 * The same fact arrives either in the estate's own groups or in the notary/detail field groups,
 * depending on what the agency filled in; each pair names the one the site prefers first.
 */
export const FALLBACK_FIELDS: readonly FallbackField[] = [
  { field: 'general.bedroomCount', fallback: 'fields.construction.bedrooms_count' },
  /** Living area: the built area of the estate, else the notary's living area. */
  { field: 'dimensions.areaBuild', fallback: 'fields.construction.living_area_surface' },
  { field: 'fields.construction.land_surface', fallback: 'dimensions.areaGround' },
  { field: 'fields.construction.construction_year', fallback: 'technical.constructionYear' },
  { field: 'fields.construction.renovation_year', fallback: 'technical.renovationYear' },
  { field: 'fields.construction.frontage_width', fallback: 'dimensions.widthHouse' },
  { field: 'fields.construction.lot_width', fallback: 'dimensions.widthGround' },
  { field: 'fields.construction.lot_depth', fallback: 'dimensions.depthGround' },
  { field: 'fields.construction.ground_floor_depth', fallback: 'dimensions.depthGroundFloor' },
  { field: 'energy.energyLabel', fallback: 'fields.certification.energy_label' },
  { field: 'energy.epcValue', fallback: 'fields.certification.epc_value' },
  { field: 'energy.epcReference', fallback: 'fields.certification.epc_number' },
  { field: 'energy.eLevel', fallback: 'fields.certification.e_level' },
  { field: 'energy.kLevel', fallback: 'fields.certification.k_level' },
  { field: 'energy.co2', fallback: 'fields.certification.co2_emission' },
  { field: 'fields.financial.price', fallback: 'price.value' },
  { field: 'fields.financial.monthly_costs', fallback: 'technical.monthlyCost' },
  { field: 'fields.comfort.lift', fallback: 'technical.elevator' },
  { field: 'fields.comfort.furnished', fallback: 'technical.furniture' },
  { field: 'fields.comfort.domestic_animals_allowed', fallback: 'general.petsAllowed' },
];

export function fallbackOf(field: EstateFieldPath): EstateFieldPath | undefined {
  return FALLBACK_FIELDS.find((entry) => entry.field === field)?.fallback;
}

/** The value at `field`, or, when that is empty (§2 visibility), the value of its fallback field. */
export function valueWithFallback(estate: Estate, field: EstateFieldPath): unknown {
  const value = fieldValue(estate, field);
  if (isVisibleValue(value)) return value;
  const fallback = fallbackOf(field);
  return fallback === undefined ? value : fieldValue(estate, fallback);
}
