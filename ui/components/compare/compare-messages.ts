import { defineMessages } from 'react-intl';
import type { CompareFact } from '../../../domain/compare/compare-facts';

/** Row headers of the compare page (issue 10), one per fact. */
export const FACT_MESSAGES = defineMessages<CompareFact>({
  price: { id: 'compare.fact.price', defaultMessage: 'Prijs of status' },
  pricePerArea: { id: 'compare.fact.pricePerArea', defaultMessage: 'Prijs per m²' },
  totalCost: { id: 'compare.fact.totalCost', defaultMessage: 'Totale aankoopkost (schatting)' },
  bedrooms: { id: 'compare.fact.bedrooms', defaultMessage: 'Slaapkamers' },
  livingArea: { id: 'compare.fact.livingArea', defaultMessage: 'Bewoonbare oppervlakte' },
  landArea: { id: 'compare.fact.landArea', defaultMessage: 'Perceeloppervlakte' },
  epc: { id: 'compare.fact.epc', defaultMessage: 'EPC-label en -waarde' },
  floodParcel: { id: 'compare.fact.floodParcel', defaultMessage: 'Overstromingsgevoeligheid perceel (P-score)' },
  floodBuilding: { id: 'compare.fact.floodBuilding', defaultMessage: 'Overstromingsgevoeligheid gebouw (G-score)' },
  condition: { id: 'compare.fact.condition', defaultMessage: 'Staat' },
  constructionYear: { id: 'compare.fact.constructionYear', defaultMessage: 'Bouwjaar' },
  garden: { id: 'compare.fact.garden', defaultMessage: 'Tuin' },
  parking: { id: 'compare.fact.parking', defaultMessage: 'Garages en parkeerplaatsen' },
  monthlyCosts: { id: 'compare.fact.monthlyCosts', defaultMessage: 'Maandelijkse kosten' },
});

export const COMPARE_MESSAGES = defineMessages({
  title: { id: 'compare.title', defaultMessage: 'Panden vergelijken' },
  differs: { id: 'compare.differs', defaultMessage: 'verschilt' },
  tooFew: {
    id: 'compare.tooFew',
    defaultMessage: 'Kies 2 tot 4 panden om ze naast elkaar te zien: gebruik “Vergelijk” op de kaarten in het aanbod of bij uw favorieten.',
  },
  toOffer: { id: 'compare.toOffer', defaultMessage: 'Naar het aanbod' },
  toFavourites: { id: 'compare.toFavourites', defaultMessage: 'Naar mijn favorieten' },
  share: { id: 'compare.share', defaultMessage: 'Het adres van deze pagina bewaart uw vergelijking: deel het gerust.' },
  action: { id: 'compare.action', defaultMessage: 'Vergelijk' },
  barOpen: { id: 'compare.bar.open', defaultMessage: 'Vergelijk nu' },
  barClear: { id: 'compare.bar.clear', defaultMessage: 'Wis de keuze' },
});
