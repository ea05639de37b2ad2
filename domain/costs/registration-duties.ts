import type { Region } from '../estate/estate';
import type { CostRates, RegionalDuties } from './cost-rates';
import { toCents } from './sliding-scale';

/** The buyer's situation the estimate is for (issue 10). */
export const BUYER_SITUATIONS = ['soleOwnHome', 'energyRenovation', 'other'] as const;
export type BuyerSituation = (typeof BUYER_SITUATIONS)[number];

export function isBuyerSituation(value: unknown): value is BuyerSituation {
  return typeof value === 'string' && (BUYER_SITUATIONS as readonly string[]).includes(value);
}

/** The situation the region's rules know: the energy renovation rate exists in Flanders only, elsewhere it is a sole own home. */
export function situationInRegion(situation: BuyerSituation, duties: RegionalDuties): BuyerSituation {
  return situation === 'energyRenovation' && duties.energyRenovation === undefined ? 'soleOwnHome' : situation;
}

/** Which part of a sale bears registration duties: an existing building, or the land of a new build (issue 10). */
export type TaxedPart = 'building' | 'land';

/**
 * Registration duties on `amount` in `region` for the buyer's situation (issue 10, deeds from 1 January 2025):
 * the region's standard rate, its own-home rate, Flanders' energy renovation rate, or Brussels' abatement on
 * the first part of the price for a sole own home up to its price ceiling.
 */
export function registrationDuties(
  amount: number,
  region: Region,
  situation: BuyerSituation,
  rates: CostRates,
  part: TaxedPart = 'building',
): number {
  const duties = rates.duties[region];
  const applied = situationInRegion(situation, duties);
  if (applied === 'other' || (part === 'land' && !duties.ownHomeRateOnLand)) return toCents(amount * duties.standard);
  const rate = applied === 'energyRenovation' ? (duties.energyRenovation ?? duties.soleOwnHome) : duties.soleOwnHome;
  const abatement = duties.abatement;
  const exempt = abatement && amount <= abatement.maxPrice ? Math.min(amount, abatement.amount) : 0;
  return toCents((amount - exempt) * rate);
}
