import { defineMessages } from 'react-intl';
import { FLOODING } from '../../../../domain/enumerations/planning';
import type { SectionSpec } from '../field-rows';

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

/** §3 flood_information and the Flemish P- and G-scores (hidden for Wallonian estates, §5), warned after C (§2). */
export const FLOODING_SECTION: SectionSpec = {
  id: 'flooding',
  title: m.title,
  fields: [
    { path: 'general.flooding.parcel', label: m.parcelScore, format: 'text', floodingScore: true },
    { path: 'general.flooding.building', label: m.buildingScore, format: 'text', floodingScore: true },
    { path: 'fields.flood_information.possibly_vulnerable', label: m.possiblyVulnerable, format: FLOODING },
    { path: 'fields.flood_information.effectively_vulnerable', label: m.effectivelyVulnerable, format: FLOODING },
    { path: 'fields.flood_information.defined_floodplain', label: m.definedFloodplain, format: FLOODING },
    { path: 'fields.flood_information.defined_bank_area', label: m.definedBankArea, format: FLOODING },
    { path: 'fields.flood_information.risk_zone_for_floods', label: m.riskZone, format: FLOODING },
  ],
};
