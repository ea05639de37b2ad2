import { FLEMISH_ONLY } from './flemish-only';
import type { RegionRules } from './legal-rule';

/**
 * What an advertisement of an estate in the Brussels-Capital Region must, may and must not show (sources as
 * summarised by Bruxelles Environnement and urban.brussels; dates of entry into force).
 */
export const BRUSSELS_RULES: RegionRules = {
  region: 'BRUSSELS',
  rules: [
    // Ordonnance PEB 7 June 2007 and AGRBC 17 Feb 2011 (certificate at sale from 1 May 2011, at rent from 1 Nov 2011),
    // now COBRACE (2 May 2013): an advertisement of a dwelling states its PEB class and its CO₂ emissions
    // (Bruxelles Environnement, "Certificat PEB: mentions dans la publicité").
    { item: 'energyLabel', duty: 'must', since: '2011-05-01', dwellingsOnly: true, source: 'COBRACE; AGRBC 17 Feb 2011; Bruxelles Environnement, mentions publicitaires' },
    { item: 'co2', duty: 'must', since: '2011-05-01', dwellingsOnly: true, source: 'COBRACE; AGRBC 17 Feb 2011; Bruxelles Environnement, mentions publicitaires' },
    { item: 'energyScore', duty: 'may', since: '2011-05-01', source: 'PEB certificate content (primary energy per m²); no advertising duty' },
    { item: 'energyCertificate', duty: 'may', since: '2011-05-01', source: 'PEB certificate content; no advertising duty' },
    { item: 'energyTotal', duty: 'may', since: '2011-05-01', source: 'PEB certificate content; no advertising duty' },
    { item: 'energyLevels', duty: 'may', since: '2008-07-02', source: 'Ordonnance PEB 7 June 2007 (requirements of new builds)' },
    { item: 'electricalCertificate', duty: 'may', since: '1981-10-01', source: 'AREI/RGIE art. 276bis (inspection at sale); no advertising duty' },
    { item: 'heatingOilCertificate', duty: 'may', since: '2011-05-01', source: 'Brussels tank rules (Bruxelles Environnement); no advertising duty' },
    // CoBAT art. 275 and 280: the town-planning information (renseignements urbanistiques) goes into the deed; no
    // publicity mention was found: shown when given, never as 'Not entered'.
    { item: 'planningPermit', duty: 'may', since: '2004-04-09', source: 'CoBAT art. 275 (deed, not publicity)' },
    { item: 'planningZone', duty: 'may', since: '2004-04-09', source: 'CoBAT art. 275 (deed, not publicity)' },
    { item: 'subdivisionPermit', duty: 'may', since: '2004-04-09', source: 'CoBAT art. 275 (deed, not publicity)' },
    { item: 'priorityPurchase', duty: 'may', since: '2004-04-09', source: 'CoBAT art. 262 (droit de préemption)' },
    { item: 'planningMeasures', duty: 'may', since: '2004-04-09', source: 'CoBAT title X (infractions); no publicity duty' },
    { item: 'planningFacts', duty: 'may', since: '2004-04-09', source: 'CoBAT; no publicity duty' },
    { item: 'floodRiskZone', duty: 'may', since: '2014-04-04', source: 'Insurance Act 4 April 2014 art. 129 (federal risk zones)' },
    { item: 'protectedHeritage', duty: 'may', since: '2004-04-09', source: 'CoBAT title V (protection of heritage); urban.brussels' },
    ...FLEMISH_ONLY,
  ],
};
