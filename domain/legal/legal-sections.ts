import { violationText, type DisplayText } from '../display/labels';
import type { SectionSpec } from '../display/field-rows';
import { ELECTRICITY_CERTIFICATION } from '../enumerations/installations';
import { ENERGY_LABEL } from '../enumerations/energy-label';
import { DESTINATION, FLOODING, PLANNING } from '../enumerations/planning';
import { RECENT_DESTINATION } from '../enumerations/recent-destination';
import { bidditUrlIn } from '../estate/notary-sale';

/**
 * §3 certification: the EPC/PEB and the inspections a sale discloses. The electrical certificate comes either from the
 * certification group (with its Conformity id) or from the technical group (yes/no with conform yes/no).
 */
const CERTIFICATION: SectionSpec = {
  id: 'certification',
  fields: [
    { path: 'energy.epcReference', format: 'text' },
    { path: 'energy.epcValue', format: 'epc' },
    { path: 'energy.energyLabel', format: ENERGY_LABEL },
    { path: 'fields.certification.epc_year_value', format: 'energyPerYear' },
    { path: 'energy.eLevel', format: 'count' },
    { path: 'energy.kLevel', format: 'count' },
    { path: 'energy.co2', format: 'co2' },
    { path: 'fields.certification.electrical_certificate', format: ELECTRICITY_CERTIFICATION, descriptionFormat: 'conformity' },
    {
      path: 'technical.certificateElectricity',
      format: 'yesNo',
      descriptionFormat: 'conformity',
      unlessVisible: 'fields.certification.electrical_certificate',
    },
    { path: 'technical.certificateConformity', format: 'yesNo', descriptionFormat: 'conformity' },
    { path: 'fields.certification.as_built_certificate', format: 'yesNo' },
    { path: 'fields.certification.heating_oil_certificate', format: 'yesNo' },
    { path: 'general.asbestosInventory', format: 'yesNo' },
    { path: 'general.asbestosCertificate', format: 'text' },
    { path: 'general.renovationObligation', format: 'yesNo' },
  ],
};

/**
 * §3 planning. The violation line states that no measure was imposed when the agency wrote nothing (§2), where the
 * region requires the mention; it belongs to the proceeding answer, so §5 hides it where it hides that one.
 */
const PLANNING_SECTION: SectionSpec = {
  id: 'planning',
  fields: [
    { path: 'fields.planning.permission', format: PLANNING },
    { path: 'fields.planning.most_recent_destination', format: RECENT_DESTINATION },
    { path: 'fields.planning.subdivision_permit', format: PLANNING },
    { path: 'fields.planning.subdivision_information', format: 'translated' },
    { path: 'fields.planning.priority_purchase', format: PLANNING },
    {
      path: 'general.townPlanning.violation',
      format: 'translated',
      hiddenWith: 'fields.planning.proceeding',
      whenEmpty: (value, locale) => violationText(value as DisplayText, locale),
    },
    { path: 'fields.planning.proceeding', format: PLANNING },
    { path: 'fields.planning.remedial_action', format: PLANNING },
    { path: 'fields.planning.administrative_order', format: PLANNING },
    { path: 'fields.planning.penalty_payment', format: PLANNING },
    { path: 'fields.planning.amicable_settlement', format: PLANNING },
    { path: 'fields.planning.destination', format: DESTINATION },
    { path: 'fields.planning.decree_complex_project', format: PLANNING },
  ],
};

/** §3 flood_information and the Flemish P- and G-scores, warned after C (§2). */
const FLOODING_SECTION: SectionSpec = {
  id: 'flooding',
  fields: [
    { path: 'general.flooding.parcel', format: 'text', floodingScore: true },
    { path: 'general.flooding.building', format: 'text', floodingScore: true },
    { path: 'fields.flood_information.possibly_vulnerable', format: FLOODING },
    { path: 'fields.flood_information.effectively_vulnerable', format: FLOODING },
    { path: 'fields.flood_information.defined_floodplain', format: FLOODING },
    { path: 'fields.flood_information.defined_bank_area', format: FLOODING },
    { path: 'fields.flood_information.risk_zone_for_floods', format: FLOODING },
  ],
};

/** Heritage: the inventory flag and the protection answers; the estate's own 'protected' flag when the group does not say. */
const HERITAGE_SECTION: SectionSpec = {
  id: 'heritage',
  fields: [
    { path: 'general.heritageInventory', format: 'yesNo' },
    { path: 'fields.planning.protected_heritage', format: PLANNING },
    { path: 'general.heritageProtected', format: 'yesNo', unlessVisible: 'fields.planning.protected_heritage' },
    { path: 'fields.planning.protected_monument', format: PLANNING },
    { path: 'fields.planning.conservation_area', format: PLANNING },
    { path: 'fields.planning.protected_area', format: PLANNING },
    { path: 'fields.planning.archaeological_monument', format: PLANNING },
    { path: 'fields.planning.archaeological_site', format: PLANNING },
    { path: 'fields.planning.archaeological_zone', format: PLANNING },
  ],
};

/**
 * §3 financial and notary_cost: prices go with a sold estate's price (§4); the VAT regime hides price, land price,
 * infrastructure price and notary total (§5).
 */
const FINANCIAL_SECTION: SectionSpec = {
  id: 'financial',
  fields: [
    { path: 'fields.financial.price', format: 'price', isPrice: true, askingPrice: true },
    { path: 'fields.financial.price_per_square_meter', format: 'pricePerArea', isPrice: true, askingPrice: true },
    { path: 'fields.financial.vat_regime', format: 'yesNo' },
    { path: 'fields.financial.land_price', format: 'price', isPrice: true },
    { path: 'fields.financial.infrastructure_price', format: 'price', isPrice: true },
    { path: 'fields.financial.construction_costs_vat_6', format: 'price', isPrice: true },
    { path: 'fields.financial.construction_costs_vat_12', format: 'price', isPrice: true },
    { path: 'fields.financial.construction_costs_vat_21', format: 'price', isPrice: true },
    { path: 'fields.financial.registration_costs', format: 'price' },
    { path: 'fields.financial.fixed_deed_costs', format: 'price' },
    { path: 'fields.financial.connection_costs', format: 'price' },
    { path: 'fields.financial.cadastral_income', format: 'price' },
    { path: 'price.ki.indexed', format: 'price' },
    { path: 'fields.financial.property_tax', format: 'price' },
    { path: 'fields.financial.monthly_costs', format: 'price' },
    { path: 'fields.financial.common_costs', format: 'price' },
    { path: 'fields.financial.costs_included', format: 'yesNo' },
    { path: 'fields.financial.rent_per_year', format: 'price' },
    { path: 'fields.financial.warranty', format: 'price' },
    { path: 'fields.notary_cost.notary_fee', format: 'price' },
    { path: 'fields.notary_cost.total', format: 'price', isPrice: true },
    { path: 'fields.notary_cost.total_including_costs', format: 'price', isPrice: true },
  ],
};

/**
 * §3 notary, issue 12 item 5: a public or online auction or a life-annuity sale; moments in Brussels time. Shown only
 * when the agency filled it in.
 */
const NOTARY_SECTION: SectionSpec = {
  id: 'notary',
  fields: [
    { path: 'fields.notary.session_date', format: 'dateTime', publicSaleOnly: true },
    { path: 'fields.notary.location_public_auction', format: 'text', publicSaleOnly: true },
    { path: 'fields.notary.setting_price', format: 'price', isPrice: true },
    { path: 'fields.notary.increment', format: 'price', isPrice: true },
    { path: 'fields.notary.interactive_sale_bid_start_date', format: 'dateTime' },
    { path: 'fields.notary.interactive_sale_bid_end_date', format: 'dateTime' },
    { path: 'fields.notary.bid_url', format: 'link', linkIn: bidditUrlIn },
    { path: 'fields.notary.visit_date', format: 'dateTime' },
    { path: 'fields.notary.assigned_to_barring_higher_bid', format: 'yesNo' },
    { path: 'fields.notary.higher_bid_date', format: 'dateTime' },
    { path: 'fields.notary.sold_by', format: 'text' },
    { path: 'fields.notary.price_reached', format: 'price', isPrice: true },
    { path: 'fields.notary.annuity', format: 'yesNo' },
    { path: 'fields.notary.annuity_advance_amount', format: 'price', isPrice: true },
    { path: 'fields.notary.annuity_holder_age_1', format: 'count' },
    { path: 'fields.notary.annuity_holder_age_2', format: 'count' },
    { path: 'fields.notary.max_duration_annuity', format: 'count' },
    { path: 'fields.notary.comment_1', format: 'translated' },
    { path: 'fields.notary.comment_2', format: 'translated' },
  ],
};

/** The information Belgian law asks of an advertisement, grouped as §3's property field groups, in the page's order. */
export const LEGAL_SECTIONS: readonly SectionSpec[] = [
  CERTIFICATION,
  PLANNING_SECTION,
  FLOODING_SECTION,
  HERITAGE_SECTION,
  FINANCIAL_SECTION,
  NOTARY_SECTION,
];
