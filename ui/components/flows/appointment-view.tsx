import { FormattedMessage } from 'react-intl';
import type { AppointmentSummary } from '../../../application/pages/cancel-appointment-page';
import { brusselsDateTime } from './brussels-time';

export type { AppointmentState, AppointmentSummary } from '../../../application/pages/cancel-appointment-page';

/** Date and hours on a clock in Brussels, whatever the visitor's time zone (§2 dd/mm/yyyy). */
export function AppointmentWhen({ appointment }: { appointment: AppointmentSummary }) {
  const start = brusselsDateTime(appointment.start);
  const end = brusselsDateTime(appointment.end);
  if (!start) return null;
  return (
    <dl className="flow-facts">
      <div className="flow-facts__item">
        <dt>
          <FormattedMessage id="flows.appointment.date" defaultMessage="Datum" />
        </dt>
        <dd>{start.date}</dd>
      </div>
      <div className="flow-facts__item">
        <dt>
          <FormattedMessage id="flows.appointment.time" defaultMessage="Uur" />
        </dt>
        <dd>{end && end.date === start.date ? `${start.time} – ${end.time}` : start.time}</dd>
      </div>
    </dl>
  );
}
