import { defineMessages } from 'react-intl';
import { ELECTRICITY_CERTIFICATION } from '../../../../domain/enumerations/installations';
import { ENERGY_LABEL } from '../../../../domain/enumerations/energy-label';
import type { SectionSpec } from '../field-rows';

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

/**
 * §3 certification: the EPC and the inspections a sale must disclose. The electrical certificate comes
 * either from the certification group (with its Conformity id) or from the technical group (yes/no with
 * conform yes/no); both are §5 rental and plot fields.
 */
export const CERTIFICATION_SECTION: SectionSpec = {
  id: 'certification',
  title: m.title,
  fields: [
    { path: 'energy.epcReference', label: m.epcNumber, format: 'text' },
    { path: 'energy.epcValue', label: m.epcValue, format: 'epc' },
    { path: 'energy.energyLabel', label: m.energyLabel, format: ENERGY_LABEL },
    { path: 'fields.certification.epc_year_value', label: m.epcYearValue, format: 'energyPerYear' },
    { path: 'energy.eLevel', label: m.eLevel, format: 'count' },
    { path: 'energy.kLevel', label: m.kLevel, format: 'count' },
    { path: 'energy.co2', label: m.co2, format: 'co2' },
    {
      path: 'fields.certification.electrical_certificate',
      label: m.electrical,
      format: ELECTRICITY_CERTIFICATION,
      descriptionFormat: 'conformity',
    },
    {
      path: 'technical.certificateElectricity',
      label: m.electrical,
      format: 'yesNo',
      descriptionFormat: 'conformity',
      unlessVisible: 'fields.certification.electrical_certificate',
    },
    { path: 'technical.certificateConformity', label: m.conformity, format: 'yesNo', descriptionFormat: 'conformity' },
    { path: 'fields.certification.as_built_certificate', label: m.asBuilt, format: 'yesNo' },
    { path: 'fields.certification.heating_oil_certificate', label: m.heatingOil, format: 'yesNo' },
    { path: 'general.asbestosInventory', label: m.asbestosInventory, format: 'yesNo' },
    { path: 'general.asbestosCertificate', label: m.asbestosCertificate, format: 'text' },
    { path: 'general.renovationObligation', label: m.renovationObligation, format: 'yesNo' },
  ],
};
