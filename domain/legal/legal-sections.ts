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
  title: 'detail.certification.title',
  fields: [
    { path: 'energy.epcReference', label: 'detail.certification.epcNumber', format: 'text' },
    { path: 'energy.epcValue', label: 'detail.certification.epcValue', format: 'epc' },
    { path: 'energy.energyLabel', label: 'detail.certification.energyLabel', format: ENERGY_LABEL },
    { path: 'fields.certification.epc_year_value', label: 'detail.certification.epcYearValue', format: 'energyPerYear' },
    { path: 'energy.eLevel', label: 'detail.certification.eLevel', format: 'count' },
    { path: 'energy.kLevel', label: 'detail.certification.kLevel', format: 'count' },
    { path: 'energy.co2', label: 'detail.certification.co2', format: 'co2' },
    { path: 'fields.certification.electrical_certificate', label: 'detail.certification.electrical', format: ELECTRICITY_CERTIFICATION, descriptionFormat: 'conformity' },
    {
      path: 'technical.certificateElectricity',
      label: 'detail.certification.electrical',
      format: 'yesNo',
      descriptionFormat: 'conformity',
      unlessVisible: 'fields.certification.electrical_certificate',
    },
    { path: 'technical.certificateConformity', label: 'detail.certification.conformity', format: 'yesNo', descriptionFormat: 'conformity' },
    { path: 'fields.certification.as_built_certificate', label: 'detail.certification.asBuilt', format: 'yesNo' },
    { path: 'fields.certification.heating_oil_certificate', label: 'detail.certification.heatingOil', format: 'yesNo' },
    { path: 'general.asbestosInventory', label: 'detail.certification.asbestosInventory', format: 'yesNo' },
    { path: 'general.asbestosCertificate', label: 'detail.certification.asbestosCertificate', format: 'text' },
    { path: 'general.renovationObligation', label: 'detail.certification.renovationObligation', format: 'yesNo' },
  ],
};

/**
 * §3 planning. The violation line states that no measure was imposed when the agency wrote nothing (§2), where the
 * region requires the mention; it belongs to the proceeding answer, so §5 hides it where it hides that one.
 */
const PLANNING_SECTION: SectionSpec = {
  id: 'planning',
  title: 'detail.planning.title',
  fields: [
    { path: 'fields.planning.permission', label: 'detail.planning.permission', format: PLANNING },
    { path: 'fields.planning.most_recent_destination', label: 'detail.planning.mostRecentDestination', format: RECENT_DESTINATION },
    { path: 'fields.planning.subdivision_permit', label: 'detail.planning.subdivisionPermit', format: PLANNING },
    { path: 'fields.planning.subdivision_information', label: 'detail.planning.subdivisionInformation', format: 'translated' },
    { path: 'fields.planning.priority_purchase', label: 'detail.planning.priorityPurchase', format: PLANNING },
    {
      path: 'general.townPlanning.violation',
      label: 'detail.planning.violation',
      format: 'translated',
      hiddenWith: 'fields.planning.proceeding',
      whenEmpty: (value, locale) => violationText(value as DisplayText, locale),
    },
    { path: 'fields.planning.proceeding', label: 'detail.planning.proceeding', format: PLANNING },
    { path: 'fields.planning.remedial_action', label: 'detail.planning.remedialAction', format: PLANNING },
    { path: 'fields.planning.administrative_order', label: 'detail.planning.administrativeOrder', format: PLANNING },
    { path: 'fields.planning.penalty_payment', label: 'detail.planning.penaltyPayment', format: PLANNING },
    { path: 'fields.planning.amicable_settlement', label: 'detail.planning.amicableSettlement', format: PLANNING },
    { path: 'fields.planning.destination', label: 'detail.planning.destination', format: DESTINATION },
    { path: 'fields.planning.decree_complex_project', label: 'detail.planning.decreeComplexProject', format: PLANNING },
  ],
};

/** §3 flood_information and the Flemish P- and G-scores, warned after C (§2). */
const FLOODING_SECTION: SectionSpec = {
  id: 'flooding',
  title: 'detail.flooding.title',
  fields: [
    { path: 'general.flooding.parcel', label: 'detail.flooding.parcelScore', format: 'text', floodingScore: true },
    { path: 'general.flooding.building', label: 'detail.flooding.buildingScore', format: 'text', floodingScore: true },
    { path: 'fields.flood_information.possibly_vulnerable', label: 'detail.flooding.possiblyVulnerable', format: FLOODING },
    { path: 'fields.flood_information.effectively_vulnerable', label: 'detail.flooding.effectivelyVulnerable', format: FLOODING },
    { path: 'fields.flood_information.defined_floodplain', label: 'detail.flooding.definedFloodplain', format: FLOODING },
    { path: 'fields.flood_information.defined_bank_area', label: 'detail.flooding.definedBankArea', format: FLOODING },
    { path: 'fields.flood_information.risk_zone_for_floods', label: 'detail.flooding.riskZone', format: FLOODING },
  ],
};

/** Heritage: the inventory flag and the protection answers; the estate's own 'protected' flag when the group does not say. */
const HERITAGE_SECTION: SectionSpec = {
  id: 'heritage',
  title: 'detail.heritage.title',
  fields: [
    { path: 'general.heritageInventory', label: 'detail.heritage.inventory', format: 'yesNo' },
    { path: 'fields.planning.protected_heritage', label: 'detail.heritage.protectedHeritage', format: PLANNING },
    { path: 'general.heritageProtected', label: 'detail.heritage.protectedHeritage', format: 'yesNo', unlessVisible: 'fields.planning.protected_heritage' },
    { path: 'fields.planning.protected_monument', label: 'detail.heritage.protectedMonument', format: PLANNING },
    { path: 'fields.planning.conservation_area', label: 'detail.heritage.conservationArea', format: PLANNING },
    { path: 'fields.planning.protected_area', label: 'detail.heritage.protectedArea', format: PLANNING },
    { path: 'fields.planning.archaeological_monument', label: 'detail.heritage.archaeologicalMonument', format: PLANNING },
    { path: 'fields.planning.archaeological_site', label: 'detail.heritage.archaeologicalSite', format: PLANNING },
    { path: 'fields.planning.archaeological_zone', label: 'detail.heritage.archaeologicalZone', format: PLANNING },
  ],
};

/**
 * §3 financial and notary_cost: prices go with a sold estate's price (§4); the VAT regime hides price, land price,
 * infrastructure price and notary total (§5).
 */
const FINANCIAL_SECTION: SectionSpec = {
  id: 'financial',
  title: 'detail.financial.title',
  fields: [
    { path: 'fields.financial.price', label: 'detail.financial.price', format: 'price', isPrice: true, askingPrice: true },
    { path: 'fields.financial.price_per_square_meter', label: 'detail.financial.pricePerArea', format: 'pricePerArea', isPrice: true, askingPrice: true },
    { path: 'fields.financial.vat_regime', label: 'detail.financial.vatRegime', format: 'yesNo' },
    { path: 'fields.financial.land_price', label: 'detail.financial.landPrice', format: 'price', isPrice: true },
    { path: 'fields.financial.infrastructure_price', label: 'detail.financial.infrastructurePrice', format: 'price', isPrice: true },
    { path: 'fields.financial.construction_costs_vat_6', label: 'detail.financial.constructionVat6', format: 'price', isPrice: true },
    { path: 'fields.financial.construction_costs_vat_12', label: 'detail.financial.constructionVat12', format: 'price', isPrice: true },
    { path: 'fields.financial.construction_costs_vat_21', label: 'detail.financial.constructionVat21', format: 'price', isPrice: true },
    { path: 'fields.financial.registration_costs', label: 'detail.financial.registrationCosts', format: 'price' },
    { path: 'fields.financial.fixed_deed_costs', label: 'detail.financial.fixedDeedCosts', format: 'price' },
    { path: 'fields.financial.connection_costs', label: 'detail.financial.connectionCosts', format: 'price' },
    { path: 'fields.financial.cadastral_income', label: 'detail.financial.cadastralIncome', format: 'price' },
    { path: 'price.ki.indexed', label: 'detail.financial.indexedCadastralIncome', format: 'price' },
    { path: 'fields.financial.property_tax', label: 'detail.financial.propertyTax', format: 'price' },
    { path: 'fields.financial.monthly_costs', label: 'detail.financial.monthlyCosts', format: 'price' },
    { path: 'fields.financial.common_costs', label: 'detail.financial.commonCosts', format: 'price' },
    { path: 'fields.financial.costs_included', label: 'detail.financial.costsIncluded', format: 'yesNo' },
    { path: 'fields.financial.rent_per_year', label: 'detail.financial.rentPerYear', format: 'price' },
    { path: 'fields.financial.warranty', label: 'detail.financial.warranty', format: 'price' },
    { path: 'fields.notary_cost.notary_fee', label: 'detail.financial.notaryFee', format: 'price' },
    { path: 'fields.notary_cost.total', label: 'detail.financial.notaryTotal', format: 'price', isPrice: true },
    { path: 'fields.notary_cost.total_including_costs', label: 'detail.financial.totalIncludingCosts', format: 'price', isPrice: true },
  ],
};

/**
 * §3 notary, issue 12 item 5: a public or online auction or a life-annuity sale; moments in Brussels time. Shown only
 * when the agency filled it in.
 */
const NOTARY_SECTION: SectionSpec = {
  id: 'notary',
  title: 'detail.notary.title',
  fields: [
    { path: 'fields.notary.session_date', label: 'detail.notary.sessionDate', format: 'dateTime', publicSaleOnly: true },
    { path: 'fields.notary.location_public_auction', label: 'detail.notary.location', format: 'text', publicSaleOnly: true },
    { path: 'fields.notary.setting_price', label: 'detail.notary.settingPrice', format: 'price', isPrice: true },
    { path: 'fields.notary.increment', label: 'detail.notary.increment', format: 'price', isPrice: true },
    { path: 'fields.notary.interactive_sale_bid_start_date', label: 'detail.notary.bidStart', format: 'dateTime' },
    { path: 'fields.notary.interactive_sale_bid_end_date', label: 'detail.notary.bidEnd', format: 'dateTime' },
    { path: 'fields.notary.bid_url', label: 'detail.notary.bidUrl', format: 'link', linkIn: bidditUrlIn },
    { path: 'fields.notary.visit_date', label: 'detail.notary.visitDate', format: 'dateTime' },
    { path: 'fields.notary.assigned_to_barring_higher_bid', label: 'detail.notary.barringHigherBid', format: 'yesNo' },
    { path: 'fields.notary.higher_bid_date', label: 'detail.notary.higherBidDate', format: 'dateTime' },
    { path: 'fields.notary.sold_by', label: 'detail.notary.soldBy', format: 'text' },
    { path: 'fields.notary.price_reached', label: 'detail.notary.priceReached', format: 'price', isPrice: true },
    { path: 'fields.notary.annuity', label: 'detail.notary.annuity', format: 'yesNo' },
    { path: 'fields.notary.annuity_advance_amount', label: 'detail.notary.annuityAdvance', format: 'price', isPrice: true },
    { path: 'fields.notary.annuity_holder_age_1', label: 'detail.notary.annuityAge1', format: 'count' },
    { path: 'fields.notary.annuity_holder_age_2', label: 'detail.notary.annuityAge2', format: 'count' },
    { path: 'fields.notary.max_duration_annuity', label: 'detail.notary.annuityDuration', format: 'count' },
    { path: 'fields.notary.comment_1', label: 'detail.notary.comment', format: 'translated' },
    { path: 'fields.notary.comment_2', label: 'detail.notary.comment', format: 'translated' },
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
