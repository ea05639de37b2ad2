import type { Estate } from '../estate/estate';
import { fieldValue, type EstateFieldPath } from '../estate/estate-field-path';
import { PLANNING_ANSWER_FIELDS } from '../estate/property-fields';
import { isVisibleValue } from './visible-value';

/** §2 "Combined fields attach a description to certain answers". */
export interface CombinedField {
  readonly answer: EstateFieldPath;
  readonly description: EstateFieldPath;
}

export const COMBINED_FIELDS: readonly CombinedField[] = [
  { answer: 'fields.certification.electrical_certificate', description: 'fields.certification.electrical_certificate_conformity' },
  { answer: 'technical.certificateElectricity', description: 'technical.certificateElectricityConform' },
  { answer: 'technical.certificateConformity', description: 'technical.certificateConformityConform' },
  { answer: 'fields.other.garden', description: 'fields.other.garden_information' },
  { answer: 'fields.comfort.heating', description: 'fields.comfort.heating_information' },
  { answer: 'fields.comfort.swimming_pool', description: 'fields.comfort.swimming_pool_information' },
  ...PLANNING_ANSWER_FIELDS.map(
    (field): CombinedField => ({ answer: `fields.planning.${field}`, description: `fields.planning.${field}_comment` }),
  ),
];

export function descriptionFieldOf(answer: EstateFieldPath): EstateFieldPath | undefined {
  return COMBINED_FIELDS.find((entry) => entry.answer === answer)?.description;
}

/** Whether `path` is only shown as part of an answer (so a detail table should not list it separately). */
export function isAttachedDescription(path: EstateFieldPath): boolean {
  return COMBINED_FIELDS.some((entry) => entry.description === path);
}

export interface CombinedValue {
  readonly answer: unknown;
  /** Present only when attached: the answer is given and is not "No", and the description is not empty. */
  readonly description?: unknown;
}

/**
 * The answer at `path` with its description attached. A plain No (`false`) or an empty answer takes
 * no description: no garden has no garden information, an absent certificate no conformity.
 */
export function combinedValue(estate: Estate, path: EstateFieldPath): CombinedValue {
  const answer = fieldValue(estate, path);
  const descriptionPath = descriptionFieldOf(path);
  if (descriptionPath === undefined || answer === false || !isVisibleValue(answer)) return { answer };
  const description = fieldValue(estate, descriptionPath);
  return isVisibleValue(description) ? { answer, description } : { answer };
}
