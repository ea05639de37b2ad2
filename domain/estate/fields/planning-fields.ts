import type { Translated } from '../../shared/locale';

/**
 * §3 property field group `planning` (town-planning information). Most fields are answers of the
 * Planning enumeration (unknown, no, yes, pending, before 1962); each answer may carry a comment
 * (`<answer>_comment`), which §2 attaches to it as a combined field.
 */
export const PLANNING_ANSWER_FIELDS = [
  'administrative_order',
  'amicable_settlement',
  'conservation_area',
  'protected_area',
  'archaeological_monument',
  'archaeological_site',
  'archaeological_zone',
  'decree_complex_project',
  'penalty_payment',
  'permission',
  'priority_purchase',
  'proceeding',
  'protected_heritage',
  'protected_monument',
  'remedial_action',
  'subdivision_permit',
] as const;

export type PlanningAnswerField = (typeof PLANNING_ANSWER_FIELDS)[number];
export type PlanningCommentField = `${PlanningAnswerField}_comment`;

type PlanningAnswers = { readonly [F in PlanningAnswerField]?: number };
type PlanningComments = { readonly [F in PlanningCommentField]?: Partial<Translated> };

export interface PlanningFields extends PlanningAnswers, PlanningComments {
  /** Destination id (main, vacation, student residence). */
  readonly destination?: number;
  /** RecentDestination id (zone codes AG, EG, WG, …). */
  readonly most_recent_destination?: number;
  readonly subdivision_information?: Partial<Translated>;
}

/** Every planning field name, for rules over the whole group (§5 hiding in Wallonia). */
export const PLANNING_FIELDS: readonly (keyof PlanningFields)[] = [
  ...PLANNING_ANSWER_FIELDS,
  ...PLANNING_ANSWER_FIELDS.map((field): PlanningCommentField => `${field}_comment`),
  'destination',
  'most_recent_destination',
  'subdivision_information',
];

