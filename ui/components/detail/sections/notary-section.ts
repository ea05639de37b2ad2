import { defineMessages } from 'react-intl';
import type { SectionLabels } from '../section-labels';

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

/** The labels of the notary lines (§3); which lines show, and how, domain/legal/legal-view decides (issue 24). */
export const NOTARY_SECTION: SectionLabels = {
  id: 'notary',
  title: m.title,
  labels: {
    'fields.notary.session_date': m.sessionDate,
    'fields.notary.location_public_auction': m.location,
    'fields.notary.setting_price': m.settingPrice,
    'fields.notary.increment': m.increment,
    'fields.notary.interactive_sale_bid_start_date': m.bidStart,
    'fields.notary.interactive_sale_bid_end_date': m.bidEnd,
    'fields.notary.bid_url': m.bidUrl,
    'fields.notary.visit_date': m.visitDate,
    'fields.notary.assigned_to_barring_higher_bid': m.barringHigherBid,
    'fields.notary.higher_bid_date': m.higherBidDate,
    'fields.notary.sold_by': m.soldBy,
    'fields.notary.price_reached': m.priceReached,
    'fields.notary.annuity': m.annuity,
    'fields.notary.annuity_advance_amount': m.annuityAdvance,
    'fields.notary.annuity_holder_age_1': m.annuityAge1,
    'fields.notary.annuity_holder_age_2': m.annuityAge2,
    'fields.notary.max_duration_annuity': m.annuityDuration,
    'fields.notary.comment_1': m.comment,
    'fields.notary.comment_2': m.comment,
  },
};
