import { FLEMISH_ONLY } from './flemish-only';
import type { RegionRules } from './legal-rule';

/**
 * What an advertisement of an estate in the Walloon Region must, may and must not show (sources as summarised by
 * the Walloon administration's guidance and parliament answers; dates of entry into force).
 */
export const WALLONIA_RULES: RegionRules = {
  region: 'WALLONIA',
  rules: [
    // Décret PEB 28 Nov 2013 art. 34 (in force 1 May 2015): an advertisement of a dwelling for sale or rent states the
    // PEB class, the specific and the total primary energy use and the certificate's number (energie.wallonie.be).
    { item: 'energyLabel', duty: 'must', since: '2015-05-01', dwellingsOnly: true, source: 'Décret PEB 28 nov. 2013 art. 34; energie.wallonie.be, publicité' },
    { item: 'energyScore', duty: 'must', since: '2015-05-01', dwellingsOnly: true, source: 'Décret PEB 28 nov. 2013 art. 34 (consommation spécifique)' },
    { item: 'energyTotal', duty: 'must', since: '2015-05-01', dwellingsOnly: true, source: 'Décret PEB 28 nov. 2013 art. 34 (consommation totale)' },
    { item: 'energyCertificate', duty: 'must', since: '2015-05-01', dwellingsOnly: true, source: 'Décret PEB 28 nov. 2013 art. 34 (numéro du certificat)' },
    { item: 'co2', duty: 'may', since: '2015-05-01', source: 'Décret PEB: certificate content; no advertising duty' },
    { item: 'energyLevels', duty: 'may', since: '2015-05-01', source: 'Décret PEB (requirements of new builds)' },
    { item: 'electricalCertificate', duty: 'may', since: '1981-10-01', source: 'AREI/RGIE art. 276bis (inspection at sale); no advertising duty' },
    { item: 'heatingOilCertificate', duty: 'may', since: '2003-03-17', source: 'AGW 17 July 2003 (tank inspection); no advertising duty' },
    // CoDT (in force 1 June 2017) art. D.IV.99–D.IV.100: the planning information goes into the deed and the
    // certificate of town planning; no publicity duty was found (the CWATUPE's one was not carried over): shown when given.
    { item: 'planningPermit', duty: 'may', since: '2017-06-01', source: 'CoDT art. D.IV.99 (deed, not publicity)' },
    { item: 'planningZone', duty: 'may', since: '2017-06-01', source: 'CoDT art. D.IV.99 (deed, not publicity)' },
    { item: 'subdivisionPermit', duty: 'may', since: '2017-06-01', source: 'CoDT art. D.IV.99 (deed, not publicity)' },
    { item: 'priorityPurchase', duty: 'may', since: '2017-06-01', source: 'CoDT art. D.VI.17 (droit de préemption)' },
    { item: 'planningMeasures', duty: 'may', since: '2017-06-01', source: 'CoDT art. D.VII (infractions); no publicity duty' },
    { item: 'planningFacts', duty: 'may', since: '2017-06-01', source: 'CoDT; no publicity duty' },
    { item: 'floodRiskZone', duty: 'may', since: '2014-04-04', source: 'Insurance Act 4 April 2014 art. 129 (federal risk zones); CoDT art. D.IV.97 (aléa d\'inondation, deed)' },
    { item: 'protectedHeritage', duty: 'may', since: '2019-06-01', source: 'Code wallon du Patrimoine (in force 1 June 2019)' },
    ...FLEMISH_ONLY,
  ],
};
