import { HEAD_TYPE_ID } from '../enumerations/head-types';
import type { Estate, Region } from '../estate/estate';
import { isRented } from '../estate/estate-status';
import type { LegalItem } from './legal-items';

/** What a rule asks of an advertisement about one item. */
export type Duty = 'must' | 'may' | 'mustNot';

/**
 * One line of a region's rule table: the duty for an item from one day (and until another, when the law changed),
 * for which advertisements, and the text it comes from. A change in the law is a new line, or an end date on one.
 */
export interface LegalRule {
  readonly item: LegalItem;
  readonly duty: Duty;
  /** ISO day the rule took effect. */
  readonly since: string;
  /** ISO day it no longer applies (exclusive), when the law changed. */
  readonly until?: string;
  /** `sale`: only advertisements of a sale (a sale, a takeover; not a rental); otherwise every advertisement. */
  readonly scope?: 'sale';
  /** Only for dwellings (a house or an apartment): residential energy certificates. */
  readonly dwellingsOnly?: boolean;
  /** Where the rule comes from (legal text, and the guidance it was checked against). */
  readonly source: string;
}

export interface RegionRules {
  readonly region: Region;
  readonly rules: readonly LegalRule[];
}

/** Whether the rule is law on `day` (ISO yyyy-mm-dd). */
export function isInForce(rule: LegalRule, day: string): boolean {
  return rule.since <= day && (rule.until === undefined || day < rule.until);
}

const isDwelling = (estate: Estate): boolean => {
  const head = estate.general.headType?.id ?? estate.type?.id;
  return head === HEAD_TYPE_ID.HOUSE || head === HEAD_TYPE_ID.APARTMENT;
};

/** Whether a rule in force speaks of this advertisement (its scope and kind of estate). */
export function appliesTo(rule: LegalRule, estate: Estate): boolean {
  if (rule.scope === 'sale' && isRented(estate)) return false;
  return !(rule.dwellingsOnly && !isDwelling(estate));
}

/**
 * The duty for `item` on this estate's advertisement on `day`: `mustNot` from any rule in force (an item of another
 * region, an abolished one), else `must` from a rule that applies to it, else `may`. An item no rule in force names
 * is left out: a region's table lists what its advertisements may show.
 */
export function dutyOf(table: RegionRules, item: LegalItem, estate: Estate, day: string): Duty | undefined {
  const rules = table.rules.filter((rule) => rule.item === item && isInForce(rule, day));
  if (rules.length === 0) return undefined;
  if (rules.some((rule) => rule.duty === 'mustNot')) return 'mustNot';
  return rules.some((rule) => rule.duty === 'must' && appliesTo(rule, estate)) ? 'must' : 'may';
}
