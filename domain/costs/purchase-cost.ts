import type { Region } from '../estate/estate';
import type { CostRates } from './cost-rates';
import { registrationDuties, situationInRegion, type BuyerSituation } from './registration-duties';
import { slidingScale, toCents } from './sliding-scale';

/** A new build sold under VAT: duties on the land only, VAT on each part of the building at its rate. */
export interface NewBuildSplit {
  readonly land: number;
  readonly building: readonly { readonly amount: number; readonly vatRate: number }[];
}

/** Cost figures the estate itself gives (§3 notary_cost and financial); each takes precedence over our estimate. */
export interface OwnCostFigures {
  readonly registrationDuties?: number;
  readonly notaryFee?: number;
  readonly deedCosts?: number;
  readonly connectionCosts?: number;
  /** All the buyer's costs of the sale together. */
  readonly totalCosts?: number;
}

export interface PurchaseCostInput {
  /** The price, without VAT for a new build. */
  readonly price: number;
  readonly region: Region;
  readonly situation: BuyerSituation;
  /** The loan the visitor entered; its mortgage deed costs are added. */
  readonly loanAmount?: number;
  readonly newBuild?: NewBuildSplit;
  readonly own?: OwnCostFigures;
}

export type CostLineKind =
  | 'registrationDuties'
  | 'vat'
  | 'notaryFee'
  | 'deedCosts'
  | 'vatOnFees'
  | 'connectionCosts'
  | 'agencyTotal'
  | 'mortgageDeed';

export interface CostLine {
  readonly kind: CostLineKind;
  readonly amount: number;
  /** The estate's own figure rather than our estimate. */
  readonly fromEstate: boolean;
}

export interface PurchaseCost {
  readonly price: number;
  readonly region: Region;
  /** The situation the estimate is for, as the region knows it. */
  readonly situation: BuyerSituation;
  readonly loanAmount: number;
  readonly lines: readonly CostLine[];
  /** Everything on top of the price. */
  readonly costs: number;
  readonly total: number;
  /** The first day of the rates used. */
  readonly ratesFrom: string;
}

const estimated = (kind: CostLineKind, amount: number): CostLine => ({ kind, amount: toCents(amount), fromEstate: false });
const given = (kind: CostLineKind, amount: number): CostLine => ({ kind, amount: toCents(amount), fromEstate: true });
const pick = (kind: CostLineKind, own: number | undefined, estimate: () => number): CostLine =>
  own === undefined ? estimated(kind, estimate()) : given(kind, own);

/** Mortgage deed costs of a loan: duty and inscription fee on loan plus accessories, the notary's fee, costs and VAT. */
export function mortgageDeedCosts(loanAmount: number, rates: CostRates): number {
  if (loanAmount <= 0) return 0;
  const { mortgage, vatOnFees } = rates;
  const inscribed = loanAmount * (1 + mortgage.accessories);
  const fee = slidingScale(loanAmount, mortgage.notaryScale);
  const feesWithVat = (fee + mortgage.administrativeCosts) * (1 + vatOnFees);
  return toCents(inscribed * (mortgage.registrationDuty + mortgage.inscriptionFee) + feesWithVat + mortgage.landRegistryFee);
}

function saleLines({ price, region, situation, newBuild, own = {} }: PurchaseCostInput, rates: CostRates): CostLine[] {
  if (own.totalCosts !== undefined) return [given('agencyTotal', own.totalCosts)];
  const taxedAmount = newBuild ? newBuild.land : price;
  const duties = pick('registrationDuties', own.registrationDuties, () =>
    registrationDuties(taxedAmount, region, situation, rates, newBuild ? 'land' : 'building'),
  );
  const vat = newBuild && estimated('vat', newBuild.building.reduce((sum, part) => sum + toCents(part.amount * part.vatRate), 0));
  const fee = pick('notaryFee', own.notaryFee, () => slidingScale(price, rates.notaryScale));
  const deed = pick('deedCosts', own.deedCosts, () => rates.administrativeDeedCosts + rates.fixedDeedDuties);
  // VAT is due on the fee and on the administrative part of the deed costs (the fixed duties bear none).
  const taxedDeedCosts = deed.fromEstate ? deed.amount : rates.administrativeDeedCosts;
  const vatOnFees = estimated('vatOnFees', (fee.amount + taxedDeedCosts) * rates.vatOnFees);
  const connection = own.connectionCosts !== undefined ? [given('connectionCosts', own.connectionCosts)] : [];
  return [duties, ...(vat ? [vat] : []), fee, deed, vatOnFees, ...connection];
}

/**
 * Issue 10: the total purchase cost of an estate, as an estimate over the dated `rates`: registration duties
 * by region and buyer situation (on the land only for a new build, with VAT on the building), the notary's fee
 * on the legal sliding scale, deed costs, VAT on fees and, with a loan, the mortgage deed costs. The estate's
 * own figures replace the matching estimate.
 */
export function estimatePurchaseCost(input: PurchaseCostInput, rates: CostRates): PurchaseCost {
  const loanAmount = Math.max(0, input.loanAmount ?? 0);
  const mortgage = loanAmount > 0 ? [estimated('mortgageDeed', mortgageDeedCosts(loanAmount, rates))] : [];
  const lines = [...saleLines(input, rates), ...mortgage];
  const costs = toCents(lines.reduce((sum, line) => sum + line.amount, 0));
  return {
    price: input.price,
    region: input.region,
    situation: situationInRegion(input.situation, rates.duties[input.region]),
    loanAmount,
    lines,
    costs,
    total: toCents(input.price + costs),
    ratesFrom: rates.validFrom,
  };
}
