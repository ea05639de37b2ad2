import type { Translated } from '../shared/locale';
import type { CertificationFields } from './fields/certification-fields';
import type { ComfortFields } from './fields/comfort-fields';
import type { ConstructionFields } from './fields/construction-fields';
import type { FinancialFields, NotaryCostFields } from './fields/financial-fields';
import type { LayoutFields } from './fields/layout-fields';
import type { NotaryFields } from './fields/notary-fields';
import type { OtherFields } from './fields/other-fields';
import type { PlanningFields } from './fields/planning-fields';

export type { CertificationFields } from './fields/certification-fields';
export type { ComfortFields } from './fields/comfort-fields';
export type { ConstructionFields } from './fields/construction-fields';
export type { FinancialFields, NotaryCostFields } from './fields/financial-fields';
export type { LayoutFields } from './fields/layout-fields';
export type { NotaryFields } from './fields/notary-fields';
export type { OtherFields } from './fields/other-fields';
export type { PlanningAnswerField, PlanningCommentField, PlanningFields } from './fields/planning-fields';
export { PLANNING_ANSWER_FIELDS, PLANNING_FIELDS } from './fields/planning-fields';

/** Any value in a property field group: enumeration ids are numbers, free text may be per language. */
export type FieldValue = string | number | boolean | null | Partial<Translated>;

/** A group seen generically, for code that walks fields by name (e.g. a detail table). */
export type FieldGroup = Readonly<Record<string, FieldValue | undefined>>;

/** §3 property field group `flood_information`: Flooding ids (UNKNOWN, NO, YES). */
export interface FloodInformationFields {
  readonly defined_bank_area?: number;
  readonly defined_floodplain?: number;
  readonly effectively_vulnerable?: number;
  readonly possibly_vulnerable?: number;
  readonly risk_zone_for_floods?: number;
}

/** §3 property field group `media`. */
export interface MediaFields {
  readonly virtual_visit_url?: string;
}

/** §3 property field group `project`. */
export interface ProjectFields {
  readonly project_phase?: string;
}

/** §3 "Property field groups" (notary and detail data), keyed by the upstream field names. */
export interface PropertyFields {
  readonly certification?: CertificationFields;
  readonly comfort?: ComfortFields;
  readonly construction?: ConstructionFields;
  readonly financial?: FinancialFields;
  readonly flood_information?: FloodInformationFields;
  readonly layout?: LayoutFields;
  readonly media?: MediaFields;
  readonly notary?: NotaryFields;
  readonly notary_cost?: NotaryCostFields;
  readonly other?: OtherFields;
  readonly planning?: PlanningFields;
  readonly project?: ProjectFields;
}

