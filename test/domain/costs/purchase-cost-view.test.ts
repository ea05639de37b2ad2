import { ratesOn } from '../../../domain/costs/cost-rates';
import { estatePurchaseCost } from '../../../domain/costs/estate-purchase-cost';
import { costEstimate, purchaseCostView, readCostChoice, readLoan } from '../../../domain/costs/purchase-cost-view';
import type { Estate, EstateAddress } from '../../../domain/estate/estate';
import { formatPrice } from '../../../domain/display/format-units';
import { anEstate } from '../builders/an-estate';

// Issue 19 item 1, issue 10: the detail view carries the cost estimate, made by the core; the browser recalculates with the same function.

const DAY = '2025-06-01';
const inZip = (zip: string): EstateAddress => ({ city: { id: 1, name: 'x', zip }, country: { id: 'BE' } });
const forSale = (price: number, address: EstateAddress, transaction = 1): Estate =>
  anEstate({ general: { transaction: { id: transaction } }, price: { value: price }, address });
const params = (query = '') => new URLSearchParams(query);

describe('issue 19 item 1: the purchase cost estimate in the detail view', () => {
  it('issue 10: the address asks a situation and a loan; by default a sole own home without a loan; the loan read as typed digits', () => {
    expect(readCostChoice(params())).toEqual({ situation: 'soleOwnHome', loan: '' });
    expect(readCostChoice(params('situation=other&loan=250.000'))).toEqual({ situation: 'other', loan: '250000' });
    expect(readCostChoice(params('situation=mansion&loan=abc'))).toEqual({ situation: 'soleOwnHome', loan: '' });
    expect([readLoan('250 000'), readLoan(''), readLoan(null)]).toEqual([250_000, 0, 0]);
  });

  it('issue 10: the view\'s estimate is the domain\'s estimate for the address\'s choice, amounts written as §2 prices', () => {
    const estate = forSale(300_000, inZip('9000'));
    const view = purchaseCostView(estate, params('situation=other&loan=200000'), DAY)!;
    const cost = estatePurchaseCost(estate, { situation: 'other', loanAmount: 200_000 }, ratesOn(DAY))!;
    expect(view.choice).toEqual({ situation: 'other', loan: '200000' });
    expect(view.estimate).toMatchObject({ region: 'FLANDERS', situation: 'other', newBuild: false, price: '€ 300.000', total: formatPrice(cost.total), costs: formatPrice(cost.costs) });
    expect(view.estimate.lines.map((line) => [line.kind, line.amount])).toEqual(cost.lines.map((line) => [line.kind, formatPrice(line.amount)]));
  });

  it('issue 10: a choice the visitor makes afterwards gives what the address would have asked (the browser calls costEstimate)', () => {
    const estate = forSale(450_000, inZip('1000'));
    const view = purchaseCostView(estate, params(), DAY)!;
    const changed = { situation: 'other', loan: '300000' } as const;
    expect(costEstimate(view.basis, changed)).toEqual(purchaseCostView(estate, params('situation=other&loan=300000'), DAY)!.estimate);
    expect(costEstimate(view.basis, view.choice)).toEqual(view.estimate);
  });

  it('issue 10: Flanders offers the energy renovation rate, Wallonia and Brussels do not', () => {
    expect(purchaseCostView(forSale(300_000, inZip('9000')), params(), DAY)?.situations).toEqual(['soleOwnHome', 'energyRenovation', 'other']);
    expect(purchaseCostView(forSale(300_000, inZip('4000')), params(), DAY)?.situations).toEqual(['soleOwnHome', 'other']);
    expect(purchaseCostView(forSale(300_000, inZip('1000')), params(), DAY)?.situations).toEqual(['soleOwnHome', 'other']);
  });

  it('issue 10, §4: no estimate for an estate to rent, sold, without price or abroad', () => {
    expect(purchaseCostView(forSale(1_000, inZip('9000'), 2), params(), DAY)).toBeNull();
    expect(purchaseCostView(forSale(300_000, inZip('9000'), 5), params(), DAY)).toBeNull();
    expect(purchaseCostView(forSale(0, inZip('9000')), params(), DAY)).toBeNull();
    expect(purchaseCostView(forSale(300_000, { country: { id: 'NL' } }), params(), DAY)).toBeNull();
  });

  it('issue 10, §9: a new build under VAT labels its duties as on the land share', () => {
    const estate = anEstate({
      general: { transaction: { id: 1 } },
      price: { value: 300_000 },
      address: inZip('9000'),
      fields: { financial: { vat_regime: true, vat_regime_21: true, land_price: 60_000, construction_costs_vat_21: 240_000 } },
    });
    const estimate = purchaseCostView(estate, params(), DAY)!.estimate;
    expect(estimate.newBuild).toBe(true);
    expect(estimate.lines.find((line) => line.kind === 'registrationDuties')?.label).toBe('landDuties');
    expect(estimate.lines.find((line) => line.kind === 'vat')?.label).toBe('vat');
  });
});
