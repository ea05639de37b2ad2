import { CERTIFICATION_SECTION } from './sections/certification-section';
import { FEATURES_SECTION } from './sections/features-section';
import { FINANCIAL_SECTION } from './sections/financial-section';
import { FLOODING_SECTION } from './sections/flooding-section';
import { HERITAGE_SECTION } from './sections/heritage-section';
import { NOTARY_SECTION } from './sections/notary-section';
import { PLANNING_SECTION } from './sections/planning-section';
import type { LabelledSectionSpec, SectionLabels } from './section-labels';

/** What the estate is like. */
export const FEATURE_SECTIONS: readonly LabelledSectionSpec[] = [FEATURES_SECTION];

/** The labels of the legal information's groups (domain/legal/legal-sections), by group id. */
export const LEGAL_SECTION_LABELS: Readonly<Record<string, SectionLabels>> = Object.fromEntries(
  [CERTIFICATION_SECTION, PLANNING_SECTION, FLOODING_SECTION, HERITAGE_SECTION, FINANCIAL_SECTION, NOTARY_SECTION].map((section) => [section.id, section]),
);
