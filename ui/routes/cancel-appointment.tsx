import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, data, useLoaderData, type MetaFunction } from 'react-router';
import { routePath } from '../../domain/routing/routes';
import { toLocale } from '../../domain/shared/locale';
import { AppointmentWhen } from '../components/flows/appointment-view';
import { flowMeta, personalHeaders } from '../components/flows/flow-meta';
import { formAnswer } from '../components/forms/form-answer';
import { FormProblems } from '../components/forms/form-problems';
import { FormStatus } from '../components/forms/form-status';
import { useRouteForm } from '../components/forms/use-form-post';
import { useFocusWhen } from '../components/forms/use-focus-when';
import type { SiteLoaderArgs } from '../server/load-context';
import { clientOf } from '../components/forms/read-form';
import { pageAnswer } from '../server/page-answer';

/** §2 cancel appointment: the appointment of the link (404 when unknown) and what can still be done with it. */
export async function loader({ context, params }: SiteLoaderArgs) {
  const appointment = pageAnswer(await context.core.pages.cancelAppointment({ appointmentId: params.appointmentId ?? '' }));
  return data(appointment, { headers: personalHeaders() });
}

/** Cancels once, before the viewing starts; otherwise 409 with an explanation on the page, not an error page. */
export async function action({ context, params }: SiteLoaderArgs) {
  const result = await context.core.commands.cancelAppointment({ appointmentId: params.appointmentId ?? '', client: clientOf(context) });
  return formAnswer(result.ok ? { ok: true, value: null } : result, {});
}

export { formPageHeaders as headers } from '../components/forms/form-answer';

export const meta: MetaFunction = ({ error, matches }) =>
  flowMeta(matches, { id: 'flows.appointment.title', defaultMessage: 'Afspraak annuleren' }, { noindex: true, error });

export { FlowErrorBoundary as ErrorBoundary } from '../components/flows/flow-error-boundary';

export default function CancelAppointment() {
  const appointment = useLoaderData<typeof loader>();
  const { answer, outcome, focusKey, sending: busy } = useRouteForm<null>();
  const locale = toLocale(useIntl().locale);
  const conflict = outcome?.kind === 'conflict';
  const heading = useFocusWhen<HTMLHeadingElement>(answer?.ok === true);
  const state = appointment.state;
  return (
    <section className="page page--narrow flow-page" aria-labelledby="flow-title">
      <div className={`flow-card${state === 'cancelled' ? ' flow-done' : ''}`}>
        <p className="eyebrow">
          <FormattedMessage id="flows.appointment.eyebrow" defaultMessage="Uw afspraak" />
        </p>
        <h1 id="flow-title" ref={heading} tabIndex={-1}>
          {state === 'cancelled' ? (
            <FormattedMessage id="flows.appointment.cancelledTitle" defaultMessage="Uw afspraak is geannuleerd" />
          ) : (
            <FormattedMessage id="flows.appointment.title" defaultMessage="Afspraak annuleren" />
          )}
        </h1>
        <AppointmentWhen appointment={appointment} />
        {state === 'cancelled' && (
          <p role="status">
            <FormattedMessage id="flows.appointment.cancelled" defaultMessage="Deze afspraak gaat niet door. U hoeft niets meer te doen." />
          </p>
        )}
        {state === 'past' && (
          <p>
            <FormattedMessage id="flows.appointment.past" defaultMessage="Deze afspraak is al begonnen of voorbij en kan niet meer geannuleerd worden." />
          </p>
        )}
        {state === 'cancellable' && (
          <FormProblems
            id="cancel-appointment"
            outcome={outcome}
            focusKey={focusKey}
            targets={() => undefined}
            errorText={() => ''}
            conflict={
              <FormattedMessage
                id="flows.appointment.conflict"
                defaultMessage="Deze afspraak kan niet meer geannuleerd worden: ze is al geannuleerd of al begonnen."
              />
            }
          />
        )}
        {state === 'cancellable' && !conflict && (
          <Form method="post">
            <p>
              <FormattedMessage
                id="flows.appointment.question"
                defaultMessage="Kunt u toch niet komen? Annuleer dan uw afspraak, zodat iemand anders dit moment kan kiezen."
              />
            </p>
            <button className="button" type="submit" disabled={busy}>
              <FormattedMessage id="flows.appointment.cancel" defaultMessage="Afspraak annuleren" />
            </button>
            <FormStatus sending={busy} />
          </Form>
        )}
        <p className="flow-page__actions">
          {appointment.estateId !== undefined && (
            <Link className="button button--secondary" to={routePath('estate', locale, { estateId: appointment.estateId })}>
              <FormattedMessage id="flows.appointment.estate" defaultMessage="Bekijk het pand" />
            </Link>
          )}
          <Link className="button button--quiet" to={routePath('list', locale)}>
            <FormattedMessage id="flows.backToList" defaultMessage="Bekijk ons aanbod" />
          </Link>
        </p>
      </div>
    </section>
  );
}
