import { defineMessages } from 'react-intl';
import type { SectionLabels } from '../section-labels';

const m = defineMessages({
  title: { id: 'detail.planning.title', defaultMessage: 'Stedenbouwkundige informatie' },
  permission: { id: 'detail.planning.permission', defaultMessage: 'Stedenbouwkundige vergunning' },
  mostRecentDestination: { id: 'detail.planning.mostRecentDestination', defaultMessage: 'Meest recente stedenbouwkundige bestemming' },
  subdivisionPermit: { id: 'detail.planning.subdivisionPermit', defaultMessage: 'Verkavelingsvergunning' },
  subdivisionInformation: { id: 'detail.planning.subdivisionInformation', defaultMessage: 'Verkavelingsinformatie' },
  priorityPurchase: { id: 'detail.planning.priorityPurchase', defaultMessage: 'Voorkooprecht' },
  violation: { id: 'detail.planning.violation', defaultMessage: 'Rechterlijke herstelmaatregel of bestuurlijke maatregel' },
  proceeding: { id: 'detail.planning.proceeding', defaultMessage: 'Dagvaarding wegens stedenbouwkundig misdrijf' },
  remedialAction: { id: 'detail.planning.remedialAction', defaultMessage: 'Herstelvordering' },
  administrativeOrder: { id: 'detail.planning.administrativeOrder', defaultMessage: 'Bestuurlijke maatregel' },
  penaltyPayment: { id: 'detail.planning.penaltyPayment', defaultMessage: 'Dwangsom' },
  amicableSettlement: { id: 'detail.planning.amicableSettlement', defaultMessage: 'Minnelijke schikking' },
  destination: { id: 'detail.planning.destination', defaultMessage: 'Bestemming van het pand' },
  decreeComplexProject: { id: 'detail.planning.decreeComplexProject', defaultMessage: 'Decreet complexe projecten' },
});

/** The labels of the planning lines (§3); which lines show, and how, domain/legal/legal-view decides (issue 24). */
export const PLANNING_SECTION: SectionLabels = {
  id: 'planning',
  title: m.title,
  labels: {
    'fields.planning.permission': m.permission,
    'fields.planning.most_recent_destination': m.mostRecentDestination,
    'fields.planning.subdivision_permit': m.subdivisionPermit,
    'fields.planning.subdivision_information': m.subdivisionInformation,
    'fields.planning.priority_purchase': m.priorityPurchase,
    'general.townPlanning.violation': m.violation,
    'fields.planning.proceeding': m.proceeding,
    'fields.planning.remedial_action': m.remedialAction,
    'fields.planning.administrative_order': m.administrativeOrder,
    'fields.planning.penalty_payment': m.penaltyPayment,
    'fields.planning.amicable_settlement': m.amicableSettlement,
    'fields.planning.destination': m.destination,
    'fields.planning.decree_complex_project': m.decreeComplexProject,
  },
};
