import { CERTIFICATION_SECTION } from './sections/certification-section';
import { FEATURES_SECTION } from './sections/features-section';
import { FINANCIAL_SECTION } from './sections/financial-section';
import { FLOODING_SECTION } from './sections/flooding-section';
import { HERITAGE_SECTION } from './sections/heritage-section';
import { NOTARY_SECTION } from './sections/notary-section';
import { PLANNING_SECTION } from './sections/planning-section';
import type { SectionSpec } from './field-rows';

/** What the estate is like. */
export const FEATURE_SECTIONS: readonly SectionSpec[] = [FEATURES_SECTION];

/** The information Belgian law requires in an advertisement, grouped as §3's property field groups. */
export const LEGAL_SECTIONS: readonly SectionSpec[] = [
  CERTIFICATION_SECTION,
  PLANNING_SECTION,
  FLOODING_SECTION,
  HERITAGE_SECTION,
  FINANCIAL_SECTION,
  NOTARY_SECTION,
];
