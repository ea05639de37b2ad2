import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, data, useActionData, useLoaderData, useNavigation, type MetaFunction } from 'react-router';
import { routePath } from '../../domain/routing/routes';
import { toLocale } from '../../domain/shared/locale';
import { flowMeta, personalHeaders } from '../components/flows/flow-meta';
import { clientOf } from '../components/forms/read-form';
import { useFocusWhen } from '../components/forms/use-focus-when';
import { FormProblems } from '../components/forms/form-problems';
import { useRememberSubscription } from '../components/flows/remembered-subscription';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';

/** Issue 11 double opt-in: the confirmation mail's link shows a button; the POST confirms (never a GET: mail scanners). */
export async function loader({ context, params }: SiteLoaderArgs) {
  return data(pageAnswer(await context.core.pages.confirmSubscription({ token: params.token ?? '' })), { headers: personalHeaders() });
}

export async function action({ context, params }: SiteLoaderArgs) {
  const result = await context.core.commands.confirmSubscription({ token: params.token ?? '', client: clientOf(context) });
  // Issue 9: over the abuse limit, 429 and when to try again; the link still works then.
  if (!result.ok && result.reason === 'refused') {
    const retryAfter = String(result.retryAfterSeconds);
    return data({ state: 'refused' as const, retryAfterSeconds: result.retryAfterSeconds }, { status: 429, headers: { ...personalHeaders(), 'Retry-After': retryAfter } });
  }
  if (!result.ok) return data({ state: 'expired' as const }, { status: 410, headers: personalHeaders() });
  return data({ state: 'confirmed' as const, editToken: result.value.token }, { headers: personalHeaders() });
}

export { formPageHeaders as headers } from '../components/forms/form-answer';

export const meta: MetaFunction = ({ error, matches }) =>
  flowMeta(matches, { id: 'alerts.confirm.title', defaultMessage: 'Inschrijving bevestigen' }, { noindex: true, error });

export { FlowErrorBoundary as ErrorBoundary } from '../components/flows/flow-error-boundary';

export default function ConfirmSubscription() {
  useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const locale = toLocale(useIntl().locale);
  const busy = useNavigation().state === 'submitting';
  const heading = useFocusWhen<HTMLHeadingElement>(answer !== undefined);
  // Issue 11: confirmed here, this browser may now follow its favourites with it.
  useRememberSubscription(answer?.state === 'confirmed' ? answer.editToken : undefined);
  if (answer?.state === 'confirmed') {
    return (
      <section className="page page--narrow flow-page" aria-labelledby="flow-title">
        <div className="flow-card flow-done">
          <span className="flow-done__icon" aria-hidden="true" />
          <h1 id="flow-title" ref={heading} tabIndex={-1}>
            <FormattedMessage id="alerts.confirm.doneTitle" defaultMessage="Uw inschrijving is bevestigd" />
          </h1>
          <p className="page__lead">
            <FormattedMessage id="alerts.confirm.doneText" defaultMessage="Vanaf nu krijgt u e-mails over nieuw aanbod en over de panden die u volgt." />
          </p>
          <p className="flow-page__actions">
            <Link className="button" to={routePath('editSubscriptions', locale, { token: answer.editToken })}>
              <FormattedMessage id="alerts.confirm.edit" defaultMessage="Mijn inschrijving bekijken" />
            </Link>
            <Link className="button button--secondary" to={routePath('list', locale)}>
              <FormattedMessage id="flows.backToList" defaultMessage="Bekijk ons aanbod" />
            </Link>
          </p>
        </div>
      </section>
    );
  }
  return (
    <section className="page page--narrow flow-page" aria-labelledby="flow-title">
      <div className="flow-card">
        <h1 id="flow-title" ref={heading} tabIndex={-1}>
          <FormattedMessage id="alerts.confirm.title" defaultMessage="Inschrijving bevestigen" />
        </h1>
        {answer?.state === 'expired' ? (
          <p className="page__lead" role="alert">
            <FormattedMessage id="alerts.confirm.expired" defaultMessage="Deze link is verlopen of al gebruikt. Schrijf u opnieuw in om e-mails te ontvangen." />
          </p>
        ) : (
          <p className="page__lead">
            <FormattedMessage id="alerts.confirm.question" defaultMessage="Bevestig dat u e-mails wilt ontvangen over nieuw aanbod dat bij uw zoekopdracht past." />
          </p>
        )}
        <FormProblems
          id="confirm"
          outcome={answer?.state === 'refused' ? { kind: 'refused', reason: 'too_many', retryAfterSeconds: answer.retryAfterSeconds } : undefined}
          focusKey={answer}
          targets={() => undefined}
          errorText={() => ''}
        />
        {answer?.state === 'expired' ? (
          <p className="flow-page__actions">
            <Link className="button" to={routePath('subscribe', locale)}>
              <FormattedMessage id="flows.unsubscribe.again" defaultMessage="Opnieuw inschrijven" />
            </Link>
          </p>
        ) : (
          <Form method="post" className="flow-page__actions">
            <button className="button" type="submit" disabled={busy}>
              <FormattedMessage id="alerts.confirm.button" defaultMessage="Ja, bevestig mijn inschrijving" />
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
