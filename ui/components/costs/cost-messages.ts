import { defineMessages } from 'react-intl';
import type { CostLineLabel } from '../../../domain/costs/purchase-cost-view';
import type { BuyerSituation } from '../../../domain/costs/registration-duties';
import type { Region } from '../../../domain/estate/estate';

/** Labels of the total purchase cost estimate (issue 10), shared by the detail page and the compare page. */
export const COST_LINE_MESSAGES = defineMessages<CostLineLabel>({
  registrationDuties: { id: 'costs.line.registrationDuties', defaultMessage: 'Registratierechten' },
  landDuties: { id: 'costs.line.landDuties', defaultMessage: 'Registratierechten op het grondaandeel' },
  vat: { id: 'costs.line.vat', defaultMessage: 'Btw op het gebouw' },
  notaryFee: { id: 'costs.line.notaryFee', defaultMessage: 'Ereloon van de notaris' },
  deedCosts: { id: 'costs.line.deedCosts', defaultMessage: 'Aktekosten (administratie en vaste rechten)' },
  vatOnFees: { id: 'costs.line.vatOnFees', defaultMessage: 'Btw op ereloon en aktekosten' },
  connectionCosts: { id: 'costs.line.connectionCosts', defaultMessage: 'Aansluitingskosten nutsvoorzieningen' },
  agencyTotal: { id: 'costs.line.agencyTotal', defaultMessage: 'Kosten koper' },
  mortgageDeed: { id: 'costs.line.mortgageDeed', defaultMessage: 'Kosten van de hypotheekakte' },
});

export const SITUATION_MESSAGES = defineMessages<BuyerSituation>({
  soleOwnHome: { id: 'costs.situation.soleOwnHome', defaultMessage: 'Enige eigen woning' },
  energyRenovation: { id: 'costs.situation.energyRenovation', defaultMessage: 'Enige eigen woning met ingrijpende energetische renovatie' },
  other: { id: 'costs.situation.other', defaultMessage: 'Andere aankoop (tweede woning, belegging)' },
});

export const REGION_MESSAGES = defineMessages<Region>({
  FLANDERS: { id: 'costs.region.FLANDERS', defaultMessage: 'het Vlaams Gewest' },
  WALLONIA: { id: 'costs.region.WALLONIA', defaultMessage: 'het Waals Gewest' },
  BRUSSELS: { id: 'costs.region.BRUSSELS', defaultMessage: 'het Brussels Hoofdstedelijk Gewest' },
});

export const COST_MESSAGES = defineMessages({
  title: { id: 'costs.title', defaultMessage: 'Wat kost deze aankoop in totaal?' },
  situation: { id: 'costs.situation.legend', defaultMessage: 'Uw situatie' },
  loan: { id: 'costs.loan.label', defaultMessage: 'Bedrag van uw hypothecaire lening (optioneel)' },
  loanHint: { id: 'costs.loan.hint', defaultMessage: 'In euro, bijvoorbeeld 250000' },
  recalculate: { id: 'costs.recalculate', defaultMessage: 'Herbereken' },
  price: { id: 'costs.price', defaultMessage: 'Prijs' },
  priceNewBuild: { id: 'costs.price.newBuild', defaultMessage: 'Prijs (zonder btw)' },
  costs: { id: 'costs.costs', defaultMessage: 'Kosten bovenop de prijs' },
  total: { id: 'costs.total', defaultMessage: 'Totale aankoopkost (schatting)' },
  fromEstate: { id: 'costs.fromEstate', defaultMessage: 'opgegeven door het kantoor' },
  newBuild: {
    id: 'costs.newBuild',
    defaultMessage: 'Nieuwbouw onder btw: btw op het gebouw, registratierechten enkel op het grondaandeel.',
  },
});
