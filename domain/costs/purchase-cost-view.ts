import type { Estate, Region } from '../estate/estate';
import { formatDate } from '../display/format-date';
import { formatPrice } from '../display/format-units';
import { ratesOn } from './cost-rates';
import { purchaseCostInput } from './estate-purchase-cost';
import { estimatePurchaseCost, type CostLineKind, type PurchaseCostInput } from './purchase-cost';
import { isBuyerSituation, type BuyerSituation } from './registration-duties';

/** The URL parameters of the buyer's choice (the form works without JavaScript, issue 10). */
export const SITUATION_PARAM = 'situation';
export const LOAN_PARAM = 'loan';

/** The visitor's loan as typed: digits only ('250.000' and '250 000' read as 250000). */
export const readLoan = (text: string | null | undefined): number => Number((text ?? '').replace(/\D/g, '').slice(0, 10)) || 0;

/** What the visitor chose: a situation and the loan as typed (kept as typed for the form). */
export interface CostChoice {
  readonly situation: BuyerSituation;
  readonly loan: string;
}

/** The choice an address asks for; by default a sole own home without a loan. */
export function readCostChoice(params: URLSearchParams): CostChoice {
  const situation = params.get(SITUATION_PARAM);
  const loan = readLoan(params.get(LOAN_PARAM));
  return { situation: isBuyerSituation(situation) ? situation : 'soleOwnHome', loan: loan ? String(loan) : '' };
}

/** What the estimate is made of besides the visitor's choice: the estate's figures and the day of the rates. */
export type CostBasis = Omit<PurchaseCostInput, 'situation' | 'loanAmount'> & { readonly day: string };

/** The label of a line: a new build's duties are on its land share. */
export type CostLineLabel = CostLineKind | 'landDuties';

export interface CostEstimateLine {
  readonly kind: CostLineKind;
  readonly label: CostLineLabel;
  readonly amount: string;
  /** The estate's own figure rather than our estimate. */
  readonly fromEstate: boolean;
}

/** Issue 10: the estimate as a front-end writes it, amounts formatted (§2 prices). */
export interface CostEstimate {
  /** The situation the estimate is for, as the region knows it. */
  readonly situation: BuyerSituation;
  readonly region: Region;
  /** A new build under VAT: its price is without VAT, its duties on the land share. */
  readonly newBuild: boolean;
  readonly price: string;
  readonly lines: readonly CostEstimateLine[];
  /** Everything on top of the price. */
  readonly costs: string;
  readonly total: string;
  /** The first day of the rates used, dd/mm/yyyy. */
  readonly ratesFrom: string;
}

/** The detail page's cost estimate: what it is made of, the situations a visitor can choose, the choice asked and its estimate. */
export interface PurchaseCostView {
  readonly basis: CostBasis;
  readonly situations: readonly BuyerSituation[];
  readonly choice: CostChoice;
  readonly estimate: CostEstimate;
}

/** Issue 10: the estimate for a choice, the one function the page's view and the browser's recalculation call. */
export function costEstimate(basis: CostBasis, choice: CostChoice): CostEstimate {
  const { day, ...input } = basis;
  const loanAmount = readLoan(choice.loan);
  const cost = estimatePurchaseCost({ ...input, situation: choice.situation, ...(loanAmount > 0 && { loanAmount }) }, ratesOn(day));
  const newBuild = basis.newBuild !== undefined;
  return {
    situation: cost.situation,
    region: cost.region,
    newBuild,
    price: formatPrice(cost.price),
    lines: cost.lines.map((line) => ({
      kind: line.kind,
      label: line.kind === 'registrationDuties' && newBuild ? 'landDuties' : line.kind,
      amount: formatPrice(line.amount),
      fromEstate: line.fromEstate,
    })),
    costs: formatPrice(cost.costs),
    total: formatPrice(cost.total),
    ratesFrom: formatDate(cost.ratesFrom),
  };
}

/**
 * Issue 10, issue 19 item 1: the cost estimate of an estate's page on `day` for the choice its address asks, or null
 * when it has none (not for sale, no price, not in Belgium). Flanders alone has an energy renovation rate.
 */
export function purchaseCostView(estate: Estate, params: URLSearchParams, day: string): PurchaseCostView | null {
  const rates = ratesOn(day);
  const choice = readCostChoice(params);
  const input = purchaseCostInput(estate, choice, rates);
  if (input === null) return null;
  const { price, region, newBuild, own } = input;
  const basis: CostBasis = { price, region, ...(newBuild && { newBuild }), ...(own && { own }), day };
  const situations: readonly BuyerSituation[] =
    rates.duties[region].energyRenovation === undefined ? ['soleOwnHome', 'other'] : ['soleOwnHome', 'energyRenovation', 'other'];
  return { basis, situations, choice, estimate: costEstimate(basis, choice) };
}
