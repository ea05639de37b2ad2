import { defineMessages } from 'react-intl';
import type { SectionLabels } from '../section-labels';

const m = defineMessages({
  title: { id: 'detail.flooding.title', defaultMessage: 'Overstromingsgevoeligheid' },
  parcelScore: { id: 'detail.flooding.parcelScore', defaultMessage: 'P-score (perceel)' },
  buildingScore: { id: 'detail.flooding.buildingScore', defaultMessage: 'G-score (gebouw)' },
  possiblyVulnerable: { id: 'detail.flooding.possiblyVulnerable', defaultMessage: 'Mogelijk overstromingsgevoelig gebied' },
  effectivelyVulnerable: { id: 'detail.flooding.effectivelyVulnerable', defaultMessage: 'Effectief overstromingsgevoelig gebied' },
  definedFloodplain: { id: 'detail.flooding.definedFloodplain', defaultMessage: 'Afgebakend overstromingsgebied' },
  definedBankArea: { id: 'detail.flooding.definedBankArea', defaultMessage: 'Afgebakende oeverzone' },
  riskZone: { id: 'detail.flooding.riskZone', defaultMessage: 'Risicozone voor overstromingen' },
});

/** The labels of the flooding lines (§3); which lines show, and how, domain/legal/legal-view decides (issue 24). */
export const FLOODING_SECTION: SectionLabels = {
  id: 'flooding',
  title: m.title,
  labels: {
    'general.flooding.parcel': m.parcelScore,
    'general.flooding.building': m.buildingScore,
    'fields.flood_information.possibly_vulnerable': m.possiblyVulnerable,
    'fields.flood_information.effectively_vulnerable': m.effectivelyVulnerable,
    'fields.flood_information.defined_floodplain': m.definedFloodplain,
    'fields.flood_information.defined_bank_area': m.definedBankArea,
    'fields.flood_information.risk_zone_for_floods': m.riskZone,
  },
};
