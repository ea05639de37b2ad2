import { FormattedMessage, useIntl } from 'react-intl';
import { Link, data, useLoaderData, type HeadersFunction, type MetaFunction } from 'react-router';
import { routePath } from '../../domain/routing/routes';
import { toLocale } from '../../domain/shared/locale';
import { AppointmentWhen } from '../components/flows/appointment-view';
import { flowMeta, personalHeaders } from '../components/flows/flow-meta';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';

/** Issue 12 item 2: the confirmation of a booked viewing, at its unguessable id (404 when unknown); never indexed. */
export async function loader({ context, params }: SiteLoaderArgs) {
  const appointment = pageAnswer(await context.core.pages.cancelAppointment({ appointmentId: params.appointmentId ?? '' }));
  return data(appointment, { headers: personalHeaders() });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ error, matches }) =>
  flowMeta(matches, { id: 'viewing.booked.title', defaultMessage: 'Uw bezoek is geboekt' }, { noindex: true, error });

export { FlowErrorBoundary as ErrorBoundary } from '../components/flows/flow-error-boundary';

export default function AppointmentBooked() {
  const appointment = useLoaderData<typeof loader>();
  const locale = toLocale(useIntl().locale);
  const cancelled = appointment.state === 'cancelled';
  return (
    <section className="page page--narrow flow-page" aria-labelledby="flow-title">
      <div className="flow-card flow-done">
        <p className="eyebrow">
          <FormattedMessage id="flows.appointment.eyebrow" defaultMessage="Uw afspraak" />
        </p>
        <h1 id="flow-title">
          {cancelled ? (
            <FormattedMessage id="flows.appointment.cancelledTitle" defaultMessage="Uw afspraak is geannuleerd" />
          ) : (
            <FormattedMessage id="viewing.booked.title" defaultMessage="Uw bezoek is geboekt" />
          )}
        </h1>
        <AppointmentWhen appointment={appointment} />
        {!cancelled && (
          <p>
            <FormattedMessage
              id="viewing.booked.mail"
              defaultMessage="We stuurden u een bevestiging per e-mail, met de afspraak voor uw agenda en een link om te annuleren."
            />
          </p>
        )}
        <p className="flow-page__actions">
          {appointment.state === 'cancellable' && (
            <Link className="button button--secondary" to={routePath('cancelAppointment', locale, { appointmentId: appointment.id })}>
              <FormattedMessage id="flows.appointment.cancel" defaultMessage="Afspraak annuleren" />
            </Link>
          )}
          {appointment.estateId !== undefined && (
            <Link className="button button--quiet" to={routePath('estate', locale, { estateId: appointment.estateId })}>
              <FormattedMessage id="flows.appointment.estate" defaultMessage="Bekijk het pand" />
            </Link>
          )}
        </p>
      </div>
    </section>
  );
}
