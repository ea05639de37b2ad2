import { estateRegion } from '../costs/estate-region';
import type { Estate, Region } from '../estate/estate';
import { BRUSSELS_RULES } from './brussels-rules';
import { FLANDERS_RULES } from './flanders-rules';
import type { RegionRules } from './legal-rule';
import { WALLONIA_RULES } from './wallonia-rules';

export const REGION_RULES: Readonly<Record<Region, RegionRules>> = {
  FLANDERS: FLANDERS_RULES,
  WALLONIA: WALLONIA_RULES,
  BRUSSELS: BRUSSELS_RULES,
};

/** The rule table of the estate's region (its address's region, else its postal code); none abroad. */
export function rulesFor(estate: Estate): RegionRules | undefined {
  const region = estateRegion(estate);
  return region === null ? undefined : REGION_RULES[region];
}
