import { defineMessages } from 'react-intl';
import type { SectionLabels } from '../section-labels';

const m = defineMessages({
  title: { id: 'detail.certification.title', defaultMessage: 'Energie en attesten' },
  epcNumber: { id: 'detail.certification.epcNumber', defaultMessage: 'EPC-certificaatnummer' },
  epcValue: { id: 'detail.certification.epcValue', defaultMessage: 'EPC-waarde' },
  energyLabel: { id: 'detail.certification.energyLabel', defaultMessage: 'Energielabel' },
  epcYearValue: { id: 'detail.certification.epcYearValue', defaultMessage: 'Totaal energieverbruik' },
  eLevel: { id: 'detail.certification.eLevel', defaultMessage: 'E-peil' },
  kLevel: { id: 'detail.certification.kLevel', defaultMessage: 'K-peil' },
  co2: { id: 'detail.certification.co2', defaultMessage: 'CO₂-uitstoot' },
  electrical: { id: 'detail.certification.electrical', defaultMessage: 'Keuringsattest elektrische installatie' },
  conformity: { id: 'detail.certification.conformity', defaultMessage: 'Conformiteitsattest' },
  asBuilt: { id: 'detail.certification.asBuilt', defaultMessage: 'As-builtattest' },
  heatingOil: { id: 'detail.certification.heatingOil', defaultMessage: 'Keuringsattest stookolietank' },
  asbestosInventory: { id: 'detail.certification.asbestosInventory', defaultMessage: 'Asbestinventarisattest' },
  asbestosCertificate: { id: 'detail.certification.asbestosCertificate', defaultMessage: 'Nummer asbestattest' },
  renovationObligation: { id: 'detail.certification.renovationObligation', defaultMessage: 'Renovatieverplichting' },
});

/** The labels of the certification lines (§3); which lines show, and how, domain/legal/legal-view decides (issue 24). */
export const CERTIFICATION_SECTION: SectionLabels = {
  id: 'certification',
  title: m.title,
  labels: {
    'energy.epcReference': m.epcNumber,
    'energy.epcValue': m.epcValue,
    'energy.energyLabel': m.energyLabel,
    'fields.certification.epc_year_value': m.epcYearValue,
    'energy.eLevel': m.eLevel,
    'energy.kLevel': m.kLevel,
    'energy.co2': m.co2,
    'fields.certification.electrical_certificate': m.electrical,
    'technical.certificateElectricity': m.electrical,
    'technical.certificateConformity': m.conformity,
    'fields.certification.as_built_certificate': m.asBuilt,
    'fields.certification.heating_oil_certificate': m.heatingOil,
    'general.asbestosInventory': m.asbestosInventory,
    'general.asbestosCertificate': m.asbestosCertificate,
    'general.renovationObligation': m.renovationObligation,
  },
};
