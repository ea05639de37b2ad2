import { defineMessages } from 'react-intl';
import type { SectionSpec } from '../field-rows';

const m = defineMessages({
  title: { id: 'detail.financial.title', defaultMessage: 'Financiële informatie' },
  price: { id: 'detail.financial.price', defaultMessage: 'Prijs' },
  pricePerArea: { id: 'detail.financial.pricePerArea', defaultMessage: 'Prijs per m²' },
  vatRegime: { id: 'detail.financial.vatRegime', defaultMessage: 'Verkoop onder btw-stelsel' },
  landPrice: { id: 'detail.financial.landPrice', defaultMessage: 'Grondprijs' },
  infrastructurePrice: { id: 'detail.financial.infrastructurePrice', defaultMessage: 'Infrastructuurkosten' },
  constructionVat6: { id: 'detail.financial.constructionVat6', defaultMessage: 'Bouwkosten (6% btw)' },
  constructionVat12: { id: 'detail.financial.constructionVat12', defaultMessage: 'Bouwkosten (12% btw)' },
  constructionVat21: { id: 'detail.financial.constructionVat21', defaultMessage: 'Bouwkosten (21% btw)' },
  registrationCosts: { id: 'detail.financial.registrationCosts', defaultMessage: 'Registratierechten' },
  fixedDeedCosts: { id: 'detail.financial.fixedDeedCosts', defaultMessage: 'Vaste aktekosten' },
  connectionCosts: { id: 'detail.financial.connectionCosts', defaultMessage: 'Aansluitingskosten nutsvoorzieningen' },
  cadastralIncome: { id: 'detail.financial.cadastralIncome', defaultMessage: 'Kadastraal inkomen' },
  indexedCadastralIncome: { id: 'detail.financial.indexedCadastralIncome', defaultMessage: 'Geïndexeerd kadastraal inkomen' },
  propertyTax: { id: 'detail.financial.propertyTax', defaultMessage: 'Onroerende voorheffing' },
  monthlyCosts: { id: 'detail.financial.monthlyCosts', defaultMessage: 'Maandelijkse kosten' },
  commonCosts: { id: 'detail.financial.commonCosts', defaultMessage: 'Gemeenschappelijke kosten' },
  costsIncluded: { id: 'detail.financial.costsIncluded', defaultMessage: 'Kosten inbegrepen' },
  rentPerYear: { id: 'detail.financial.rentPerYear', defaultMessage: 'Huurinkomsten per jaar' },
  warranty: { id: 'detail.financial.warranty', defaultMessage: 'Huurwaarborg' },
  notaryFee: { id: 'detail.financial.notaryFee', defaultMessage: 'Notariskosten' },
  notaryTotal: { id: 'detail.financial.notaryTotal', defaultMessage: 'Totale kosten koper' },
  totalIncludingCosts: { id: 'detail.financial.totalIncludingCosts', defaultMessage: 'Totaal inclusief kosten' },
});

/**
 * §3 financial and notary_cost: price, VAT regime, cadastral income and costs. Prices go with a sold
 * estate's price (§4); the VAT regime hides price, land price, infrastructure price and notary total (§5).
 */
export const FINANCIAL_SECTION: SectionSpec = {
  id: 'financial',
  title: m.title,
  fields: [
    { path: 'fields.financial.price', label: m.price, format: 'price', isPrice: true, askingPrice: true },
    { path: 'fields.financial.price_per_square_meter', label: m.pricePerArea, format: 'pricePerArea', isPrice: true, askingPrice: true },
    { path: 'fields.financial.vat_regime', label: m.vatRegime, format: 'yesNo' },
    { path: 'fields.financial.land_price', label: m.landPrice, format: 'price', isPrice: true },
    { path: 'fields.financial.infrastructure_price', label: m.infrastructurePrice, format: 'price', isPrice: true },
    { path: 'fields.financial.construction_costs_vat_6', label: m.constructionVat6, format: 'price', isPrice: true },
    { path: 'fields.financial.construction_costs_vat_12', label: m.constructionVat12, format: 'price', isPrice: true },
    { path: 'fields.financial.construction_costs_vat_21', label: m.constructionVat21, format: 'price', isPrice: true },
    { path: 'fields.financial.registration_costs', label: m.registrationCosts, format: 'price' },
    { path: 'fields.financial.fixed_deed_costs', label: m.fixedDeedCosts, format: 'price' },
    { path: 'fields.financial.connection_costs', label: m.connectionCosts, format: 'price' },
    { path: 'fields.financial.cadastral_income', label: m.cadastralIncome, format: 'price' },
    { path: 'price.ki.indexed', label: m.indexedCadastralIncome, format: 'price' },
    { path: 'fields.financial.property_tax', label: m.propertyTax, format: 'price' },
    { path: 'fields.financial.monthly_costs', label: m.monthlyCosts, format: 'price' },
    { path: 'fields.financial.common_costs', label: m.commonCosts, format: 'price' },
    { path: 'fields.financial.costs_included', label: m.costsIncluded, format: 'yesNo' },
    { path: 'fields.financial.rent_per_year', label: m.rentPerYear, format: 'price' },
    { path: 'fields.financial.warranty', label: m.warranty, format: 'price' },
    { path: 'fields.notary_cost.notary_fee', label: m.notaryFee, format: 'price' },
    { path: 'fields.notary_cost.total', label: m.notaryTotal, format: 'price', isPrice: true },
    { path: 'fields.notary_cost.total_including_costs', label: m.totalIncludingCosts, format: 'price', isPrice: true },
  ],
};
