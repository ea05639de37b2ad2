import type { Estate } from '../estate/estate';
import { fieldValue, type EstateFieldPath } from '../estate/estate-field-path';
import { isRented } from '../estate/estate-status';
import { PLANNING_FIELDS } from '../estate/property-fields';
import { isVisibleValue } from './visible-value';

const HEAD_TYPE_PLOT = 3;

const ELECTRICAL_CERTIFICATE_FIELDS: readonly EstateFieldPath[] = [
  'fields.certification.electrical_certificate',
  'fields.certification.electrical_certificate_conformity',
  'technical.certificateElectricity',
  'technical.certificateElectricityConform',
];

/** §5: not applicable to Wallonian estates (Flemish obligations). */
export const HIDDEN_IN_WALLONIA: readonly EstateFieldPath[] = [
  'fields.certification.as_built_certificate',
  'general.heritageInventory',
  'general.flooding',
  'general.flooding.building',
  'general.flooding.parcel',
];

/** §5: not applicable to TO_RENT or RENTED estates (a rental transaction, see `isRented`). Comments follow their answer. */
export const HIDDEN_FOR_RENTAL: readonly EstateFieldPath[] = [
  ...ELECTRICAL_CERTIFICATE_FIELDS,
  'fields.planning.permission',
  'fields.planning.permission_comment',
  'fields.planning.most_recent_destination',
  'fields.planning.proceeding',
  'fields.planning.proceeding_comment',
  'fields.planning.subdivision_permit',
  'fields.planning.subdivision_permit_comment',
  'fields.certification.as_built_certificate',
];

/** §5: a plot has no electrical installation. */
export const HIDDEN_FOR_PLOT: readonly EstateFieldPath[] = ELECTRICAL_CERTIFICATE_FIELDS;

/** §5: under the VAT regime these totals would mislead, so they are hidden. */
export const HIDDEN_UNDER_VAT_REGIME: readonly EstateFieldPath[] = [
  'fields.financial.price',
  'fields.financial.land_price',
  'fields.financial.infrastructure_price',
  'fields.notary_cost.total',
];

const PLANNING_PATHS: readonly EstateFieldPath[] = PLANNING_FIELDS.map((field): EstateFieldPath => `fields.planning.${field}`);

function isInWallonia(estate: Estate): boolean {
  return estate.address?.region === 'WALLONIA';
}

function isPlot(estate: Estate): boolean {
  return (estate.general.headType?.id ?? estate.type?.id) === HEAD_TYPE_PLOT;
}

function isUnderVatRegime(estate: Estate): boolean {
  return estate.fields?.financial?.vat_regime === true;
}

/** The §5 hiding rules that do not depend on the field's own value. */
function ruleHiddenFields(estate: Estate): readonly EstateFieldPath[] {
  return [
    ...(isInWallonia(estate) ? HIDDEN_IN_WALLONIA : []),
    ...(isRented(estate) ? HIDDEN_FOR_RENTAL : []),
    ...(isPlot(estate) ? HIDDEN_FOR_PLOT : []),
    ...(isUnderVatRegime(estate) ? HIDDEN_UNDER_VAT_REGIME : []),
  ];
}

/**
 * §5 display hiding for one field. Planning fields are hidden when empty only in Wallonia:
 * elsewhere the planning information is shown even when empty (with the "Not entered" placeholder).
 * `value` defaults to the estate's value at `path`; pass it when the display shows another value
 * (e.g. after a fallback).
 */
export function isFieldHidden(path: EstateFieldPath, estate: Estate, value: unknown = fieldValue(estate, path)): boolean {
  if (ruleHiddenFields(estate).includes(path)) return true;
  return path.startsWith('fields.planning.') && isInWallonia(estate) && !isVisibleValue(value);
}

/** Every path §5 hides for this estate, including its empty planning fields in Wallonia. */
export function hiddenFieldsFor(estate: Estate): ReadonlySet<EstateFieldPath> {
  const emptyPlanning = isInWallonia(estate)
    ? PLANNING_PATHS.filter((path) => !isVisibleValue(fieldValue(estate, path)))
    : [];
  return new Set([...ruleHiddenFields(estate), ...emptyPlanning]);
}
