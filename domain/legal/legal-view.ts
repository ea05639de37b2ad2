import { fieldRow, type FieldGroup, type FieldRow, type FieldSpec } from '../display/field-rows';
import type { Estate } from '../estate/estate';
import { fieldValue } from '../estate/estate-field-path';
import type { Locale } from '../shared/locale';
import { heritageConsequences } from './heritage-consequences';
import { legalItemOf } from './legal-items';
import { dutyOf, type Duty } from './legal-rule';
import { LEGAL_SECTIONS } from './legal-sections';
import { rulesFor } from './region-tables';

/** One line of the legal information, decided: shown as it is written here. */
export interface LegalRow extends FieldRow {
  /** A protection as heritage: what it means for the owner, in plain words. */
  readonly consequences?: string;
}

/** One group of the legal information under its heading (§3 property field groups). */
export type LegalSection = FieldGroup<LegalRow>;

const PLANNING_YES = 3;

/** The answers that say the estate is protected as heritage (a monument, or heritage in general). */
function isProtection(spec: FieldSpec, estate: Estate): boolean {
  const value = fieldValue(estate, spec.path);
  if (spec.path === 'general.heritageProtected') return value === true;
  return (spec.path === 'fields.planning.protected_monument' || spec.path === 'fields.planning.protected_heritage') && value === PLANNING_YES;
}

/**
 * The duty of the estate's region for the item this field carries on `day`: a field no rule speaks of is `may`, and
 * so is every field of an estate abroad; an item the region's table does not list is not shown.
 */
export function fieldDuty(estate: Estate, spec: FieldSpec, day: string): Duty {
  const item = legalItemOf(spec.path);
  const table = rulesFor(estate);
  if (item === undefined || table === undefined) return 'may';
  return dutyOf(table, item, estate, day) ?? 'mustNot';
}

/**
 * The legal information of a detail page, decided (issue 24): per §3 group, the lines its region's rules allow on
 * `day` (ISO), §5 hiding applied, a required mention shown as 'Not entered' when empty, a flooding score after C
 * marked, a protection explained. Groups without a line are left out.
 */
export function legalSections(estate: Estate, locale: Locale, day: string): readonly LegalSection[] {
  const region = rulesFor(estate)?.region;
  return LEGAL_SECTIONS.map((section) => ({
    id: section.id,
    title: section.title,
    rows: section.fields.flatMap((spec): LegalRow[] => {
      const duty = fieldDuty(estate, spec, day);
      if (duty === 'mustNot') return [];
      const row = fieldRow(estate, spec, locale, duty === 'must');
      if (row === null) return [];
      return [region && isProtection(spec, estate) ? { ...row, consequences: heritageConsequences(region, locale) } : row];
    }),
  })).filter((section) => section.rows.length > 0);
}
