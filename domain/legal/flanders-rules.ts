import type { RegionRules } from './legal-rule';

/**
 * What an advertisement of an estate in the Flemish Region must, may and must not show. Sources are the legal texts
 * as summarised by their agencies' guidance (VEKA, Omgeving Vlaanderen, VMM, Onroerend Erfgoed, OVAM); dates are the
 * days of entry into force. A change in the law is a new line here, or an `until` on an old one.
 */
export const FLANDERS_RULES: RegionRules = {
  region: 'FLANDERS',
  rules: [
    // Energiedecreet 8 May 2009 art. 11.2.1 §3 (before: Energieprestatiedecreet 2006): every commercial advertisement
    // of a dwelling for sale (since 1 Nov 2008) or for rent (since 1 Jan 2009) states the EPC's energy score
    // (kWh/m²/yr) and its unique code (VEKA, "EPC in advertenties").
    { item: 'energyScore', duty: 'must', since: '2009-01-01', dwellingsOnly: true, source: 'Energiedecreet art. 11.2.1 §3; VEKA, EPC in advertenties' },
    { item: 'energyCertificate', duty: 'must', since: '2009-01-01', dwellingsOnly: true, source: 'Energiedecreet art. 11.2.1 §3; VEKA, EPC in advertenties' },
    // The EPC with an energy label (A+ … F) exists since 1 Jan 2019; its label goes into the advertisement with the score.
    { item: 'energyLabel', duty: 'must', since: '2019-01-01', dwellingsOnly: true, source: 'Energiebesluit art. 9.2.2 (EPC model 2019); VEKA, EPC in advertenties' },
    // On the certificate, not asked of the advertisement.
    { item: 'energyTotal', duty: 'may', since: '2009-01-01', source: 'Energiedecreet: EPC content; no advertising duty' },
    { item: 'co2', duty: 'may', since: '2009-01-01', source: 'Energiedecreet: EPC content; no advertising duty' },
    { item: 'energyLevels', duty: 'may', since: '2006-01-01', source: 'Energieprestatiedecreet 22 Dec 2006 (EPB requirements of new builds)' },
    // Federal and Flemish certificates the buyer receives with the deed, not in the advertisement.
    { item: 'electricalCertificate', duty: 'may', since: '1981-10-01', source: 'AREI/RGIE art. 276bis (inspection at sale); no advertising duty' },
    { item: 'heatingOilCertificate', duty: 'may', since: '1995-08-01', source: 'Vlarem II (tank inspection); no advertising duty' },
    { item: 'asBuiltCertificate', duty: 'may', since: '2009-09-01', source: 'VCRO (as-built certificate of permitted works); no advertising duty' },
    // OVAM: a building from before 2001 is sold with an asbestos certificate since 23 Nov 2022 (given to the buyer).
    { item: 'asbestosCertificate', duty: 'may', since: '2022-11-23', source: 'Materialendecreet art. 33/13; OVAM, asbestattest bij verkoop' },
    { item: 'renovationObligation', duty: 'may', since: '2022-01-01', source: 'Energiedecreet art. 11.1/1 (renovation obligation after purchase)' },
    // VCRO art. 5.2.1 (in force 1 Sept 2009): the advertisement of a sale states the permit, the most recent zoning,
    // the subdivision permit, a pre-emption right and any judicial or administrative measure (Omgeving Vlaanderen).
    { item: 'planningPermit', duty: 'must', since: '2009-09-01', scope: 'sale', source: 'VCRO art. 5.2.1 §1, 1°; Omgeving Vlaanderen, informatieplicht' },
    { item: 'planningZone', duty: 'must', since: '2009-09-01', scope: 'sale', source: 'VCRO art. 5.2.1 §1, 2°; Omgeving Vlaanderen, informatieplicht' },
    { item: 'subdivisionPermit', duty: 'must', since: '2009-09-01', scope: 'sale', source: 'VCRO art. 5.2.1 §1, 3°; Omgeving Vlaanderen, informatieplicht' },
    { item: 'priorityPurchase', duty: 'must', since: '2009-09-01', scope: 'sale', source: 'VCRO art. 5.2.1 §1, 4°; Omgeving Vlaanderen, informatieplicht' },
    { item: 'planningMeasures', duty: 'must', since: '2009-09-01', scope: 'sale', source: 'VCRO art. 5.2.1 §1, 5°; Omgeving Vlaanderen, informatieplicht' },
    { item: 'flemishEnforcement', duty: 'may', since: '2009-09-01', source: 'VCRO title VI (enforcement: remedial claim, administrative order, penalty payment, settlement)' },
    { item: 'complexProjectDecree', duty: 'may', since: '2015-03-01', source: 'Decreet complexe projecten 25 April 2014' },
    { item: 'planningFacts', duty: 'may', since: '2009-09-01', source: 'VCRO (subdivision and use); no advertising duty' },
    // Decreet integraal waterbeleid (coordinated 15 June 2018) art. 1.3.3.3.2, as amended from 1 Jan 2023: the
    // advertisement of a sale states the P-score and the G-score (VMM, informatieplicht overstromingsgevoeligheid).
    { item: 'floodScores', duty: 'must', since: '2023-01-01', scope: 'sale', source: 'Decreet integraal waterbeleid art. 1.3.3.3.2 (from 1 Jan 2023); VMM, informatieplicht' },
    // The former duty (art. 17bis, from 1 Nov 2013) named flood-prone areas and bank zones; abolished on 1 Jan 2023, and
    // shown beside the scores they contradict them.
    { item: 'floodAreas', duty: 'must', since: '2013-11-01', until: '2023-01-01', scope: 'sale', source: 'Decreet integraal waterbeleid art. 17bis (old informatieplicht)' },
    { item: 'floodAreas', duty: 'mustNot', since: '2023-01-01', source: 'Decreet integraal waterbeleid art. 1.3.3.3.2: categories abolished on 1 Jan 2023' },
    { item: 'floodRiskZone', duty: 'may', since: '2014-04-04', source: 'Insurance Act 4 April 2014 art. 129 (federal risk zones)' },
    // Onroerenderfgoeddecreet 12 July 2013 (in force 1 Jan 2015) art. 6.4.9: publicity for a protected or inventoried
    // good says so, with the legal consequences of the protection (Onroerend Erfgoed): the detail page adds them.
    { item: 'heritageInventory', duty: 'may', since: '2015-01-01', source: 'Onroerenderfgoeddecreet art. 6.4.9; Onroerend Erfgoed' },
    { item: 'protectedHeritage', duty: 'may', since: '2015-01-01', source: 'Onroerenderfgoeddecreet art. 6.4.9 (protection and its consequences); Onroerend Erfgoed' },
  ],
};
