import { ratesOn } from '../../../domain/costs/cost-rates';
import { estatePurchaseCost, isForSale, ownCostFigures, purchaseCostInput } from '../../../domain/costs/estate-purchase-cost';
import { estateRegion, regionOfPostalCode } from '../../../domain/costs/estate-region';
import { isBuyerSituation } from '../../../domain/costs/registration-duties';
import type { Estate, EstateAddress, Region } from '../../../domain/estate/estate';
import type { PropertyFields } from '../../../domain/estate/property-fields';
import { anEstate } from '../builders/an-estate';

const RATES = ratesOn('2025-06-01');

const forSale = (price: number, address: EstateAddress, fields?: PropertyFields, extra: Partial<Estate> = {}): Estate =>
  anEstate({ general: { transaction: { id: 1 } }, price: { value: price }, address, ...(fields && { fields }), ...extra });
const inZip = (zip: string): EstateAddress => ({ city: { id: 1, name: 'x', zip }, country: { id: 'BE' } });

describe('issue 10: the region from the postal code (1000–1299 Brussels, 1300–1499 and 4000–7999 Wallonia, else Flanders)', () => {
  it.each<[string, Region | null]>([
    ['1000', 'BRUSSELS'],
    ['1299', 'BRUSSELS'],
    ['1300', 'WALLONIA'],
    ['1499', 'WALLONIA'],
    ['1500', 'FLANDERS'],
    ['3999', 'FLANDERS'],
    ['4000', 'WALLONIA'],
    ['7999', 'WALLONIA'],
    ['8000', 'FLANDERS'],
    ['9999', 'FLANDERS'],
    ['0999', null],
    ['75001', null],
    ['', null],
  ])('issue 10: postal code %p → %p', (zip, region) => {
    expect(regionOfPostalCode(zip)).toBe(region);
  });

  it('issue 10: the address region wins over the postal code; an estate abroad has none', () => {
    expect(estateRegion(forSale(1, { ...inZip('9000'), region: 'BRUSSELS' }))).toBe('BRUSSELS');
    expect(estateRegion(forSale(1, inZip('4000')))).toBe('WALLONIA');
    expect(estateRegion(forSale(1, { city: { id: 1, name: 'Lille', zip: '5900' }, country: { id: 'FR' } }))).toBeNull();
  });
});

describe('issue 10: the estimate is for estates for sale', () => {
  it.each<[string, Estate, boolean]>([
    ['for sale', forSale(300_000, inZip('9000')), true],
    ['to rent', anEstate({ general: { transaction: { id: 2 } } }), false],
    ['sold', anEstate({ general: { transaction: { id: 5 } } }), false],
    ['id 1 from the alternative source (sold, §4)', anEstate({ general: { transaction: { id: 1 }, skarabeeGuid: 'g' } }), false],
    ['a project (its units have their own)', anEstate({ general: { transaction: { id: 1 }, isProject: true } }), false],
  ])('issue 10, §4: %s → %p', (_name, estate, expected) => {
    expect(isForSale(estate)).toBe(expected);
  });

  it('issue 10: no estimate without a price or outside Belgium', () => {
    expect(estatePurchaseCost(forSale(0, inZip('9000')), { situation: 'other' }, RATES)).toBeNull();
    expect(estatePurchaseCost(forSale(1, { country: { id: 'NL' } }), { situation: 'other' }, RATES)).toBeNull();
  });

  it('issue 10: a Ghent house for €300,000, sole own home, with a €250,000 loan', () => {
    const cost = estatePurchaseCost(forSale(300_000, inZip('9000')), { situation: 'soleOwnHome', loanAmount: 250_000 }, RATES);
    expect(cost?.region).toBe('FLANDERS');
    expect(cost?.lines.map((line) => line.kind)).toEqual(['registrationDuties', 'notaryFee', 'deedCosts', 'vatOnFees', 'mortgageDeed']);
  });
});

describe('issue 10: new builds (§9 VAT regimes)', () => {
  const newBuild = (fields: PropertyFields['financial']) => forSale(300_000, inZip('9000'), { financial: fields });

  it('issue 10: land price and construction costs at 21 % split the price', () => {
    const input = purchaseCostInput(newBuild({ vat_regime: true, vat_regime_21: true, land_price: 60_000, construction_costs_vat_21: 240_000 }), { situation: 'soleOwnHome' }, RATES);
    expect(input?.newBuild).toEqual({ land: 60_000, building: [{ amount: 240_000, vatRate: 0.21 }] });
  });

  it.each<[string, PropertyFields['financial'], number]>([
    ['21 % unless stated', { vat_regime: true, land_price: 50_000 }, 0.21],
    ['6 % where the estate states it', { vat_regime: true, vat_regime_6: true, land_price: 50_000 }, 0.06],
    ['12 % where the estate states it', { vat_regime: true, vat_regime_12: true, land_price: 50_000 }, 0.12],
  ])('issue 10, §9: %s', (_name, financial, rate) => {
    expect(purchaseCostInput(newBuild(financial), { situation: 'other' }, RATES)?.newBuild).toEqual({
      land: 50_000,
      building: [{ amount: 250_000, vatRate: rate }],
    });
  });

  it('issue 10: a new building flagged technically, with a ground value, is a new build too; without a land share it is not', () => {
    const flagged = forSale(300_000, inZip('9000'), undefined, { technical: { newBuilding: true }, price: { value: 300_000, groundValue: 80_000 } });
    expect(purchaseCostInput(flagged, { situation: 'other' }, RATES)?.newBuild?.land).toBe(80_000);
    expect(purchaseCostInput(newBuild({ vat_regime: true }), { situation: 'other' }, RATES)?.newBuild).toBeUndefined();
  });
});

describe('issue 10, §3: the estate’s own figures', () => {
  it('issue 10, §3 financial and notary_cost: registration costs, fee, fixed deed and connection costs are read', () => {
    const estate = forSale(300_000, inZip('9000'), {
      financial: { registration_costs: 6_100, fixed_deed_costs: 1_400, connection_costs: 2_500 },
      notary_cost: { notary_fee: 4_100 },
    });
    expect(ownCostFigures(estate, 300_000)).toEqual({ registrationDuties: 6_100, notaryFee: 4_100, deedCosts: 1_400, connectionCosts: 2_500 });
  });

  it.each<[string, PropertyFields, number | undefined]>([
    ['the notary cost total', { notary_cost: { total: 20_000 } }, 20_000],
    ['the total including costs, less the price', { notary_cost: { total_including_costs: 321_000 } }, 21_000],
    ['§5 not the total under the VAT regime', { notary_cost: { total: 20_000 }, financial: { vat_regime: true } }, undefined],
    ['nothing when full_costs_visible is false', { notary_cost: { total: 20_000 }, financial: { full_costs_visible: false } }, undefined],
  ])('issue 10, §3/§5: %s', (_name, fields, total) => {
    expect(ownCostFigures(forSale(300_000, inZip('9000'), fields), 300_000).totalCosts).toBe(total);
  });
});

describe('issue 10: the buyer situations the page offers', () => {
  it.each<[unknown, boolean]>([
    ['soleOwnHome', true],
    ['energyRenovation', true],
    ['other', true],
    ['second', false],
    [undefined, false],
  ])('issue 10: %p is a buyer situation → %p', (value, expected) => {
    expect(isBuyerSituation(value)).toBe(expected);
  });

  it('issue 10: an estate without address has no region', () => {
    expect(estateRegion(anEstate())).toBeNull();
  });
});
