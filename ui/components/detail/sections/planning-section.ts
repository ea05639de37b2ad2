import { defineMessages } from 'react-intl';
import { DESTINATION, PLANNING } from '../../../../domain/enumerations/planning';
import { RECENT_DESTINATION } from '../../../../domain/enumerations/recent-destination';
import { violationText, type DisplayText } from '../../../../domain/display/labels';
import type { SectionSpec } from '../field-rows';

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

/**
 * §3 planning: the town-planning mentions a Belgian sale must disclose. Permit, destination, subdivision
 * permit and pre-emption right are required mentions ('Not entered' when empty, unless §5 hides them).
 * The violation line states that no measure was imposed when the agency wrote nothing (§2); it belongs
 * to the proceeding answer, so §5 hides it where it hides that one (rentals; empty in Wallonia).
 */
export const PLANNING_SECTION: SectionSpec = {
  id: 'planning',
  title: m.title,
  fields: [
    { path: 'fields.planning.permission', label: m.permission, format: PLANNING, required: true },
    { path: 'fields.planning.most_recent_destination', label: m.mostRecentDestination, format: RECENT_DESTINATION, required: true },
    { path: 'fields.planning.subdivision_permit', label: m.subdivisionPermit, format: PLANNING, required: true },
    { path: 'fields.planning.subdivision_information', label: m.subdivisionInformation, format: 'translated' },
    { path: 'fields.planning.priority_purchase', label: m.priorityPurchase, format: PLANNING, required: true },
    {
      path: 'general.townPlanning.violation',
      label: m.violation,
      format: 'translated',
      hiddenWith: 'fields.planning.proceeding',
      whenEmpty: (value, locale) => violationText(value as DisplayText, locale),
    },
    { path: 'fields.planning.proceeding', label: m.proceeding, format: PLANNING },
    { path: 'fields.planning.remedial_action', label: m.remedialAction, format: PLANNING },
    { path: 'fields.planning.administrative_order', label: m.administrativeOrder, format: PLANNING },
    { path: 'fields.planning.penalty_payment', label: m.penaltyPayment, format: PLANNING },
    { path: 'fields.planning.amicable_settlement', label: m.amicableSettlement, format: PLANNING },
    { path: 'fields.planning.destination', label: m.destination, format: DESTINATION },
    { path: 'fields.planning.decree_complex_project', label: m.decreeComplexProject, format: PLANNING },
  ],
};
