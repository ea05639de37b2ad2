import { COST_RATES, ratesOn, type CostRates } from '../../../domain/costs/cost-rates';
import { estimatePurchaseCost, mortgageDeedCosts, type PurchaseCostInput } from '../../../domain/costs/purchase-cost';
import { registrationDuties, type BuyerSituation } from '../../../domain/costs/registration-duties';
import { slidingScale } from '../../../domain/costs/sliding-scale';
import type { Region } from '../../../domain/estate/estate';

const RATES = ratesOn('2025-06-01');

describe('issue 10: registration duties for deeds from 1 January 2025', () => {
  it.each<[string, Region, BuyerSituation, number, number]>([
    ['Vlaamse Belastingdienst: 12 % standard rate', 'FLANDERS', 'other', 300_000, 36_000],
    ['Vlaamse Belastingdienst: 2 % for the sole own home', 'FLANDERS', 'soleOwnHome', 300_000, 6_000],
    ['Vlaamse Belastingdienst: 1 % with a major energy renovation', 'FLANDERS', 'energyRenovation', 300_000, 3_000],
    ['SPW Fiscalité: 12.5 % standard rate', 'WALLONIA', 'other', 250_000, 31_250],
    ['SPW Fiscalité: 3 % for the habitation propre et unique', 'WALLONIA', 'soleOwnHome', 250_000, 7_500],
    ['SPW Fiscalité: no energy renovation rate, so the own-home rate', 'WALLONIA', 'energyRenovation', 250_000, 7_500],
    ['Brussels Fiscality: 12.5 % standard rate', 'BRUSSELS', 'other', 400_000, 50_000],
    ['Brussels Fiscality: abatement of €200,000 for a sole own home', 'BRUSSELS', 'soleOwnHome', 500_000, 37_500],
    ['Brussels Fiscality: abatement up to a price of €600,000 included', 'BRUSSELS', 'soleOwnHome', 600_000, 50_000],
    ['Brussels Fiscality: no abatement above €600,000', 'BRUSSELS', 'soleOwnHome', 650_000, 81_250],
    ['Brussels Fiscality: nothing due below the abatement', 'BRUSSELS', 'soleOwnHome', 150_000, 0],
  ])('issue 10, %s: %s %s €%d → €%d', (_source, region, situation, price, expected) => {
    expect(registrationDuties(price, region, situation, RATES)).toBe(expected);
  });

  it.each<[Region, number]>([
    ['FLANDERS', 1_200],
    ['WALLONIA', 7_500],
    ['BRUSSELS', 7_500],
  ])('issue 10: duties on the land share of a new build for a sole own home in %s (€60,000) → €%d', (region, expected) => {
    expect(registrationDuties(60_000, region, 'soleOwnHome', RATES, 'land')).toBe(expected);
  });
});

describe('issue 10: notary fee on the legal sliding scale (Royal Decree of 16 December 1950)', () => {
  it.each<[number, number]>([
    [0, 0],
    [7_500, 342],
    [17_500, 627],
    [100_000, 1_795.5],
    [300_000, 4_075.5],
    [500_000, 6_355.5],
    [750_000, 7_780.5],
    [1_000_000, 7_923],
  ])('issue 10, RD 16/12/1950 barème: price €%d → fee €%d', (price, fee) => {
    expect(slidingScale(price, RATES.notaryScale)).toBeCloseTo(fee, 2);
  });
});

describe('issue 10: total purchase cost', () => {
  const flemishHome: PurchaseCostInput = { price: 300_000, region: 'FLANDERS', situation: 'soleOwnHome' };

  it('issue 10, Vlaamse Belastingdienst + RD 16/12/1950: €300,000 sole own home in Flanders, no loan', () => {
    const cost = estimatePurchaseCost(flemishHome, RATES);
    expect(cost.lines).toEqual([
      { kind: 'registrationDuties', amount: 6_000, fromEstate: false },
      { kind: 'notaryFee', amount: 4_075.5, fromEstate: false },
      { kind: 'deedCosts', amount: 1_380, fromEstate: false },
      { kind: 'vatOnFees', amount: 1_086.86, fromEstate: false },
    ]);
    expect(cost.costs).toBe(12_542.36);
    expect(cost.total).toBe(312_542.36);
    expect(cost.ratesFrom).toBe('2025-01-01');
  });

  it.each<[Region, BuyerSituation, number, number]>([
    ['FLANDERS', 'other', 300_000, 42_542.36],
    ['WALLONIA', 'soleOwnHome', 250_000, 13_352.66],
    ['BRUSSELS', 'soleOwnHome', 500_000, 46_801.16],
    // Wallonia: 3 % = 7,500; fee 3,505.50; deed 1,380; VAT (3,505.50 + 1,100) × 21 % = 967.16.
    // Brussels: (500,000 − 200,000) × 12.5 % = 37,500; fee 6,355.50; deed 1,380; VAT (6,355.50 + 1,100) × 21 % = 1,565.66.
  ])('issue 10 worked example: %s, %s, €%d → costs €%d', (region, situation, price, costs) => {
    expect(estimatePurchaseCost({ price, region, situation }, RATES).costs).toBeCloseTo(costs, 2);
  });

  it('issue 10: the energy renovation situation is reported as a sole own home where the region has no such rate', () => {
    expect(estimatePurchaseCost({ ...flemishHome, region: 'BRUSSELS', situation: 'energyRenovation' }, RATES).situation).toBe('soleOwnHome');
    expect(estimatePurchaseCost({ ...flemishHome, situation: 'energyRenovation' }, RATES).situation).toBe('energyRenovation');
  });

  it('issue 10: a new build pays VAT on the building (21 %) and duties on the land share only', () => {
    const cost = estimatePurchaseCost(
      { ...flemishHome, newBuild: { land: 60_000, building: [{ amount: 240_000, vatRate: 0.21 }] } },
      RATES,
    );
    expect(cost.lines.slice(0, 2)).toEqual([
      { kind: 'registrationDuties', amount: 1_200, fromEstate: false },
      { kind: 'vat', amount: 50_400, fromEstate: false },
    ]);
    expect(cost.costs).toBeCloseTo(58_142.36, 2);
  });

  it('issue 10, §9 VAT regimes: 6 % where the estate states it', () => {
    const cost = estimatePurchaseCost(
      { ...flemishHome, newBuild: { land: 60_000, building: [{ amount: 240_000, vatRate: 0.06 }] } },
      RATES,
    );
    expect(cost.lines.find((line) => line.kind === 'vat')?.amount).toBe(14_400);
  });

  it('issue 10: a loan adds the mortgage deed costs (1 % duty and 0.3 % fee on loan + 10 %, notary fee, costs, VAT)', () => {
    // €200,000: inscribed €220,000 → €2,860; credit fee €1,098.68; (fee + €900) × 1.21 = €2,418.40; retribution €230.
    expect(mortgageDeedCosts(200_000, RATES)).toBeCloseTo(5_508.4, 1);
    const cost = estimatePurchaseCost({ ...flemishHome, loanAmount: 200_000 }, RATES);
    expect(cost.lines.at(-1)).toEqual({ kind: 'mortgageDeed', amount: mortgageDeedCosts(200_000, RATES), fromEstate: false });
    expect(cost.loanAmount).toBe(200_000);
    expect(mortgageDeedCosts(0, RATES)).toBe(0);
  });

  it('issue 10, §3 notary_cost / financial: the estate’s own figures take precedence over the estimate', () => {
    const cost = estimatePurchaseCost(
      { ...flemishHome, own: { registrationDuties: 5_000, notaryFee: 4_000, deedCosts: 1_500, connectionCosts: 3_000 } },
      RATES,
    );
    expect(cost.lines).toEqual([
      { kind: 'registrationDuties', amount: 5_000, fromEstate: true },
      { kind: 'notaryFee', amount: 4_000, fromEstate: true },
      { kind: 'deedCosts', amount: 1_500, fromEstate: true },
      { kind: 'vatOnFees', amount: 1_155, fromEstate: false },
      { kind: 'connectionCosts', amount: 3_000, fromEstate: true },
    ]);
  });

  it('issue 10, §3 notary_cost total: the agency’s total replaces every sale line; the mortgage still adds', () => {
    const cost = estimatePurchaseCost({ ...flemishHome, loanAmount: 100_000, own: { totalCosts: 20_000 } }, RATES);
    expect(cost.lines.map((line) => line.kind)).toEqual(['agencyTotal', 'mortgageDeed']);
    expect(cost.lines[0]).toEqual({ kind: 'agencyTotal', amount: 20_000, fromEstate: true });
  });
});

describe('issue 10: a dated table of rates', () => {
  const later: CostRates = { ...COST_RATES[0]!, validFrom: '2026-01-01', vatOnFees: 0.22 };
  it.each<[string, string]>([
    ['2025-01-01', '2025-01-01'],
    ['2025-12-31', '2025-01-01'],
    ['2026-01-01T10:00:00Z', '2026-01-01'],
    ['2024-12-31', '2025-01-01'],
  ])('issue 10: a deed on %s uses the rates from %s', (day, from) => {
    expect(ratesOn(day, [COST_RATES[0]!, later]).validFrom).toBe(from);
  });
  it('issue 10: the table in force today starts on 1 January 2025', () => {
    expect(ratesOn('2025-03-01').validFrom).toBe('2025-01-01');
  });
});
