import { FormattedMessage } from 'react-intl';
import { canCancel, type Appointment } from '../../../domain/agenda/appointment';
import { brusselsDateTime } from './brussels-time';

/** What the visitor can still do with an appointment. */
export type AppointmentState = 'cancellable' | 'cancelled' | 'past';

export function appointmentState(appointment: Appointment, now: Date): AppointmentState {
  if (appointment.status === 'CANCELLED') return 'cancelled';
  return canCancel(appointment, now) ? 'cancellable' : 'past';
}

/** The appointment as the page shows it: no contact details, only when it is and what it is about. */
export interface AppointmentSummary {
  readonly id: string;
  readonly start: string;
  readonly end: string;
  readonly estateId?: number;
  readonly state: AppointmentState;
}

export const appointmentSummary = (appointment: Appointment, now: Date): AppointmentSummary => ({
  id: appointment.id,
  start: appointment.start,
  end: appointment.end,
  ...(appointment.estateId !== undefined && { estateId: appointment.estateId }),
  state: appointmentState(appointment, now),
});

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
