import type { Estate } from '../estate/estate';
import { isSold, transactionId, TRANSACTION_ID } from '../estate/estate-status';
import { estateKind } from '../routing/estate-kind';
import type { CostRates } from './cost-rates';
import { estateRegion } from './estate-region';
import { estimatePurchaseCost, type NewBuildSplit, type OwnCostFigures, type PurchaseCost, type PurchaseCostInput } from './purchase-cost';
import type { BuyerSituation } from './registration-duties';

/** What the visitor tells us: the situation the estimate is for, and the loan, if any. */
export interface BuyerChoice {
  readonly situation: BuyerSituation;
  readonly loanAmount?: number;
}

const amount = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** Issue 10: the cost estimate is for estates on sale (not sold, not to rent), one at a time (not a project). */
export function isForSale(estate: Estate): boolean {
  return transactionId(estate) === TRANSACTION_ID.FOR_SALE && !isSold(estate) && estateKind(estate) !== 'project';
}

/** §9 VAT regimes: the rate the estate states for its building, 21 % unless it states a reduced one. */
function statedVatRate(estate: Estate, rates: CostRates): number {
  const financial = estate.fields?.financial;
  if (financial?.vat_regime_6 && !financial.vat_regime_21) return rates.newBuildVat.reduced;
  if (financial?.vat_regime_12 && !financial.vat_regime_21) return 0.12;
  return rates.newBuildVat.standard;
}

/** A new build sold under VAT: the land share bears duties, the building VAT (issue 10). */
function newBuildSplit(estate: Estate, price: number, rates: CostRates): NewBuildSplit | undefined {
  const financial = estate.fields?.financial;
  const isNew = financial?.vat_regime === true || estate.technical?.newBuilding === true || estate.fields?.construction?.new_construction === true;
  const land = amount(financial?.land_price) ?? amount(estate.price?.groundValue);
  if (!isNew || land === undefined || land >= price) return undefined;
  const parts = [
    { amount: amount(financial?.construction_costs_vat_6), vatRate: rates.newBuildVat.reduced },
    { amount: amount(financial?.construction_costs_vat_12), vatRate: 0.12 },
    { amount: amount(financial?.construction_costs_vat_21), vatRate: rates.newBuildVat.standard },
  ].filter((part): part is { amount: number; vatRate: number } => part.amount !== undefined);
  return { land, building: parts.length > 0 ? parts : [{ amount: price - land, vatRate: statedVatRate(estate, rates) }] };
}

/**
 * §3 the estate's own cost figures (notary_cost, financial). An agency that set full_costs_visible to false
 * did not publish them; under the VAT regime §5 hides the notary cost total, so it is not used either.
 */
export function ownCostFigures(estate: Estate, price: number): OwnCostFigures {
  const financial = estate.fields?.financial;
  if (financial?.full_costs_visible === false) return {};
  const notary = estate.fields?.notary_cost;
  const includingCosts = amount(notary?.total_including_costs);
  const total = financial?.vat_regime === true ? undefined : amount(notary?.total);
  const figures: Record<keyof OwnCostFigures, number | undefined> = {
    registrationDuties: amount(financial?.registration_costs) ?? amount(estate.price?.registrationCost),
    notaryFee: amount(notary?.notary_fee) ?? amount(estate.price?.notarySalery),
    deedCosts: amount(financial?.fixed_deed_costs) ?? amount(notary?.fixed_fee),
    connectionCosts: amount(financial?.connection_costs),
    totalCosts: total ?? (includingCosts !== undefined && includingCosts > price ? includingCosts - price : undefined),
  };
  return Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined)) as OwnCostFigures;
}

/** The inputs of the estimate for an estate, or null when there is none to make (not for sale, no price, not in Belgium). */
export function purchaseCostInput(estate: Estate, buyer: BuyerChoice, rates: CostRates): PurchaseCostInput | null {
  const price = amount(estate.price?.value);
  const region = estateRegion(estate);
  if (!isForSale(estate) || price === undefined || region === null) return null;
  const newBuild = newBuildSplit(estate, price, rates);
  return {
    price,
    region,
    situation: buyer.situation,
    ...(amount(buyer.loanAmount) !== undefined && { loanAmount: buyer.loanAmount }),
    ...(newBuild && { newBuild }),
    own: ownCostFigures(estate, price),
  };
}

/** Issue 10: the total purchase cost estimate of an estate for a buyer, or null when it has none. */
export function estatePurchaseCost(estate: Estate, buyer: BuyerChoice, rates: CostRates): PurchaseCost | null {
  const input = purchaseCostInput(estate, buyer, rates);
  return input === null ? null : estimatePurchaseCost(input, rates);
}
