import { estateId, type Estate, type Region } from '../../../domain/estate/estate';
import { complianceFindings } from '../../../domain/legal/compliance';
import { LEGAL_ITEMS } from '../../../domain/legal/legal-items';
import { dutyOf, isInForce } from '../../../domain/legal/legal-rule';
import { legalSections } from '../../../domain/legal/legal-view';
import { REGION_RULES } from '../../../domain/legal/region-tables';
import { LOCALES } from '../../../domain/shared/locale';

// Issue 24 item 1: one dated rule table per region; a change in the law is a change of data.

const CITY: Record<Region, { id: number; name: string; zip: string }> = {
  FLANDERS: { id: 1, name: 'Gent', zip: '9000' },
  WALLONIA: { id: 2, name: 'Namur', zip: '5000' },
  BRUSSELS: { id: 3, name: 'Ixelles', zip: '1050' },
};

const house = (region: Region, extra: Partial<Estate> = {}): Estate => ({
  general: { id: estateId(1), headType: { id: 1 }, transaction: { id: 1, name: 'Te koop' }, flooding: { parcel: 'D', building: 'A' } },
  address: { city: CITY[region], region, country: { id: 'BE' } },
  energy: { energyLabel: 'C', epcValue: 250, epcReference: '20240102-0001234567-RES-1', co2: 40 },
  fields: {
    certification: { epc_year_value: 30_000 },
    planning: { permission: 3, most_recent_destination: 11, subdivision_permit: 2, priority_purchase: 2, penalty_payment: 2, decree_complex_project: 2, protected_monument: 3 },
    flood_information: { possibly_vulnerable: 3, risk_zone_for_floods: 2 },
  },
  ...extra,
});

const rowKeys = (estate: Estate, day = '2026-11-21') => legalSections(estate, 'nl', day).flatMap((section) => section.rows.map((row) => row.key));

describe('issue 24: the rule tables', () => {
  it.each(Object.values(REGION_RULES))('$region: every rule cites a source and a day of force, and ends after it starts', (table) => {
    for (const rule of table.rules) {
      expect(rule.source.trim()).not.toBe('');
      expect(rule.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (rule.until !== undefined) expect(rule.until > rule.since).toBe(true);
    }
  });

  it.each(Object.values(REGION_RULES))('$region: every item has one duty today (the table says what may be shown)', (table) => {
    for (const item of LEGAL_ITEMS) expect(table.rules.filter((rule) => rule.item === item && isInForce(rule, '2026-11-21')).length).toBeGreaterThan(0);
  });

  it('Brussels and Wallonia forbid the Flemish-only items; Flanders forbids only the abolished flood categories', () => {
    const forbidden = (region: Region) => LEGAL_ITEMS.filter((item) => dutyOf(REGION_RULES[region], item, house(region), '2026-11-21') === 'mustNot');
    expect(forbidden('FLANDERS')).toEqual(['floodAreas']);
    for (const region of ['BRUSSELS', 'WALLONIA'] as const) {
      expect(forbidden(region)).toEqual(
        expect.arrayContaining(['flemishEnforcement', 'complexProjectDecree', 'floodScores', 'floodAreas', 'heritageInventory', 'asbestosCertificate']),
      );
    }
  });

  it('the flood categories were required in Flanders until 31 December 2022, and are not shown from 1 January 2023', () => {
    expect(rowKeys(house('FLANDERS'), '2022-12-31')).toContain('fields.flood_information.possibly_vulnerable');
    expect(rowKeys(house('FLANDERS'), '2022-12-31')).not.toContain('general.flooding.parcel');
    expect(rowKeys(house('FLANDERS'), '2023-01-01')).not.toContain('fields.flood_information.possibly_vulnerable');
    expect(rowKeys(house('FLANDERS'), '2023-01-01')).toContain('general.flooding.parcel');
  });

  it('a Brussels page shows no dwangsom, complex projects decree, P-score or abolished category; a Flemish one shows them', () => {
    const flemish = ['fields.planning.penalty_payment', 'fields.planning.decree_complex_project', 'general.flooding.parcel'];
    for (const key of [...flemish, 'fields.flood_information.possibly_vulnerable']) expect(rowKeys(house('BRUSSELS'))).not.toContain(key);
    for (const key of flemish) expect(rowKeys(house('FLANDERS'))).toContain(key);
    expect(rowKeys(house('BRUSSELS'))).toContain('fields.flood_information.risk_zone_for_floods');
  });

  it('a required mention left empty says "Not entered" where its region requires it, and only there', () => {
    const empty = (region: Region) => house(region, { fields: { planning: {} } });
    const placeholder = (region: Region) =>
      legalSections(empty(region), 'nl', '2026-11-21')
        .flatMap((section) => section.rows)
        .filter((row) => row.placeholder)
        .map((row) => row.key);
    expect(placeholder('FLANDERS')).toEqual([
      'fields.planning.permission',
      'fields.planning.most_recent_destination',
      'fields.planning.subdivision_permit',
      'fields.planning.priority_purchase',
      // The fifth mention: the summons line (the measures line states its default text instead, §2).
      'fields.planning.proceeding',
    ]);
    expect(placeholder('BRUSSELS')).toEqual([]);
    // A rental is no sale: the Flemish planning mentions are not asked of it.
    expect(legalSections(house('FLANDERS', { general: { id: estateId(2), headType: { id: 1 }, transaction: { id: 2 } }, fields: { planning: {} } }), 'nl', '2026-11-21').flatMap((s) => s.rows).filter((r) => r.placeholder)).toEqual([]);
  });

  it.each(LOCALES)('a protected monument carries its consequences in plain words (%s), naming its region\'s authority', (locale) => {
    for (const region of ['FLANDERS', 'WALLONIA', 'BRUSSELS'] as const) {
      const row = legalSections(house(region), locale, '2026-11-21')
        .flatMap((section) => section.rows)
        .find((candidate) => candidate.key === 'fields.planning.protected_monument');
      expect(row?.consequences).toMatch(region === 'FLANDERS' ? /Onroerend Erfgoed/ : region === 'WALLONIA' ? /AWaP/ : /urban\.brussels/);
    }
  });
});

describe('issue 24 item 3: compliance findings', () => {
  it('a complete advertisement has none, in every region', () => {
    for (const region of ['FLANDERS', 'WALLONIA', 'BRUSSELS'] as const) expect(complianceFindings(house(region), '2026-11-21')).toEqual([]);
  });

  it.each([
    ['"PEB en cours" is no certificate number', 'WALLONIA', { epcReference: 'PEB en cours' }, { item: 'energyCertificate', problem: 'invalid', value: 'PEB en cours' }],
    ['"EPC in aanvraag" is no certificate code', 'FLANDERS', { epcReference: 'EPC in aanvraag' }, { item: 'energyCertificate', problem: 'invalid', value: 'EPC in aanvraag' }],
    ['"PEB en cours" is no class', 'BRUSSELS', { energyLabel: 'PEB en cours' }, { item: 'energyLabel', problem: 'invalid', value: 'PEB en cours' }],
    ['no CO₂ in Brussels', 'BRUSSELS', { co2: undefined }, { item: 'co2', problem: 'missing' }],
    ['no score in Flanders', 'FLANDERS', { epcValue: undefined }, { item: 'energyScore', problem: 'missing' }],
  ] as const)('%s', (_title, region, energy, finding) => {
    const estate = house(region);
    expect(complianceFindings({ ...estate, energy: { ...estate.energy, ...energy } }, '2026-11-21')).toEqual([finding]);
  });

  it('a CO₂ figure is not asked in Wallonia, nor a certificate code in Brussels', () => {
    const estate = house('WALLONIA');
    expect(complianceFindings({ ...estate, energy: { ...estate.energy, co2: undefined } }, '2026-11-21')).toEqual([]);
    const brussels = house('BRUSSELS');
    expect(complianceFindings({ ...brussels, energy: { ...brussels.energy, epcReference: undefined } }, '2026-11-21')).toEqual([]);
  });

  it('a plot needs no energy certificate; abroad no Belgian rule applies', () => {
    const plot = house('FLANDERS', { energy: {} });
    expect(complianceFindings({ ...plot, general: { ...plot.general, headType: { id: 3 } } }, '2026-11-21')).toEqual([]);
    expect(complianceFindings({ ...house('FLANDERS'), energy: {}, address: { city: { id: 9, name: 'Lille', zip: '59000' }, country: { id: 'FR' } } }, '2026-11-21')).toEqual([]);
  });
});
