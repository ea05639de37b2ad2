import { defineMessages } from 'react-intl';
import type { SectionSpec } from '../field-rows';

const m = defineMessages({
  title: { id: 'detail.notary.title', defaultMessage: 'Openbare verkoop' },
  settingPrice: { id: 'detail.notary.settingPrice', defaultMessage: 'Instelprijs' },
  increment: { id: 'detail.notary.increment', defaultMessage: 'Minimaal opbod' },
  bidStart: { id: 'detail.notary.bidStart', defaultMessage: 'Start van de biedingen' },
  bidEnd: { id: 'detail.notary.bidEnd', defaultMessage: 'Einde van de biedingen' },
  bidUrl: { id: 'detail.notary.bidUrl', defaultMessage: 'Online bieden' },
  sessionDate: { id: 'detail.notary.sessionDate', defaultMessage: 'Zitdag' },
  visitDate: { id: 'detail.notary.visitDate', defaultMessage: 'Bezoekdag' },
  location: { id: 'detail.notary.location', defaultMessage: 'Plaats van de verkoop' },
  soldBy: { id: 'detail.notary.soldBy', defaultMessage: 'Notaris' },
  priceReached: { id: 'detail.notary.priceReached', defaultMessage: 'Bereikte prijs' },
  barringHigherBid: { id: 'detail.notary.barringHigherBid', defaultMessage: 'Toegewezen onder voorbehoud van hoger bod' },
  higherBidDate: { id: 'detail.notary.higherBidDate', defaultMessage: 'Uiterste datum hoger bod' },
  annuity: { id: 'detail.notary.annuity', defaultMessage: 'Verkoop op lijfrente' },
  annuityAdvance: { id: 'detail.notary.annuityAdvance', defaultMessage: 'Boeket' },
  annuityAge1: { id: 'detail.notary.annuityAge1', defaultMessage: 'Leeftijd eerste lijfrentegenieter' },
  annuityAge2: { id: 'detail.notary.annuityAge2', defaultMessage: 'Leeftijd tweede lijfrentegenieter' },
  annuityDuration: { id: 'detail.notary.annuityDuration', defaultMessage: 'Maximale duur van de lijfrente (jaar)' },
  comment: { id: 'detail.notary.comment', defaultMessage: 'Opmerking' },
});

/**
 * §3 notary, issue 12 item 5: a public or online auction (its session and place, the starting price and bid step, the
 * bid period and link, the visit day, the higher-bid rule) or a life-annuity sale; moments in Brussels time. Shown
 * only when the agency filled it in.
 */
export const NOTARY_SECTION: SectionSpec = {
  id: 'notary',
  title: m.title,
  fields: [
    { path: 'fields.notary.session_date', label: m.sessionDate, format: 'dateTime' },
    { path: 'fields.notary.location_public_auction', label: m.location, format: 'text' },
    { path: 'fields.notary.setting_price', label: m.settingPrice, format: 'price', isPrice: true },
    { path: 'fields.notary.increment', label: m.increment, format: 'price', isPrice: true },
    { path: 'fields.notary.interactive_sale_bid_start_date', label: m.bidStart, format: 'dateTime' },
    { path: 'fields.notary.interactive_sale_bid_end_date', label: m.bidEnd, format: 'dateTime' },
    { path: 'fields.notary.bid_url', label: m.bidUrl, format: 'link' },
    { path: 'fields.notary.visit_date', label: m.visitDate, format: 'dateTime' },
    { path: 'fields.notary.assigned_to_barring_higher_bid', label: m.barringHigherBid, format: 'yesNo' },
    { path: 'fields.notary.higher_bid_date', label: m.higherBidDate, format: 'dateTime' },
    { path: 'fields.notary.sold_by', label: m.soldBy, format: 'text' },
    { path: 'fields.notary.price_reached', label: m.priceReached, format: 'price', isPrice: true },
    { path: 'fields.notary.annuity', label: m.annuity, format: 'yesNo' },
    { path: 'fields.notary.annuity_advance_amount', label: m.annuityAdvance, format: 'price', isPrice: true },
    { path: 'fields.notary.annuity_holder_age_1', label: m.annuityAge1, format: 'count' },
    { path: 'fields.notary.annuity_holder_age_2', label: m.annuityAge2, format: 'count' },
    { path: 'fields.notary.max_duration_annuity', label: m.annuityDuration, format: 'count' },
    { path: 'fields.notary.comment_1', label: m.comment, format: 'translated' },
    { path: 'fields.notary.comment_2', label: m.comment, format: 'translated' },
  ],
};
