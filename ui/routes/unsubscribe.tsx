import { FormattedMessage, useIntl } from 'react-intl';
import { Form, Link, data, redirect, useLoaderData, type MetaFunction } from 'react-router';
import { routePath } from '../../domain/routing/routes';
import { toLocale } from '../../domain/shared/locale';
import { flowMeta, personalHeaders } from '../components/flows/flow-meta';
import { useFocusWhen } from '../components/forms/use-focus-when';
import { forgetSubscription } from '../components/flows/remembered-subscription';
import { useEffect } from 'react';
import type { SiteLoaderArgs } from '../server/load-context';
import { clientOf } from '../components/forms/read-form';
import { formAnswer } from '../components/forms/form-answer';
import { FormProblems } from '../components/forms/form-problems';
import { FormStatus } from '../components/forms/form-status';
import { useRouteForm } from '../components/forms/use-form-post';
import { pageAnswer } from '../server/page-answer';

/** After the post, the page is shown again with this flag (post/redirect/get): the subscription is gone by then. */
const DONE = 'done';

/**
 * §2 unsubscribe: a confirmation, never an unsubscription on GET (mail scanners open every link). An unknown
 * token is a 404, unless the visitor has just unsubscribed with it.
 */
export async function loader({ context, request, params }: SiteLoaderArgs) {
  const token = params.token ?? '';
  const done = new URL(request.url).searchParams.has(DONE);
  return data(pageAnswer(await context.core.pages.unsubscribe({ token, done })), { headers: personalHeaders() });
}

export async function action({ context, params }: SiteLoaderArgs) {
  const token = params.token ?? '';
  const result = await context.core.commands.unsubscribe({ token, client: clientOf(context) });
  if (result.ok) return redirect(`${routePath('unsubscribe', context.locale, { token })}?${DONE}=1`);
  // Over the abuse limit (issue 9): 429 with Retry-After, said on the page; an unknown token is a 404.
  return formAnswer(result, {});
}

export { formPageHeaders as headers } from '../components/forms/form-answer';

export const meta: MetaFunction = ({ error, matches }) =>
  flowMeta(matches, { id: 'flows.unsubscribe.title', defaultMessage: 'Uitschrijven' }, { noindex: true, error });

export { FlowErrorBoundary as ErrorBoundary } from '../components/flows/flow-error-boundary';

export default function Unsubscribe() {
  const page = useLoaderData<typeof loader>();
  const locale = toLocale(useIntl().locale);
  const { outcome, focusKey, sending: busy } = useRouteForm();
  const heading = useFocusWhen<HTMLHeadingElement>(page.state === 'done');
  useEffect(() => {
    if (page.state === 'done') forgetSubscription(page.token);
  }, [page.state, page.token]);
  return (
    <section className="page page--narrow flow-page" aria-labelledby="flow-title">
      {page.state === 'confirm' ? (
        <div className="flow-card">
          <h1 id="flow-title">
            <FormattedMessage id="flows.unsubscribe.title" defaultMessage="Uitschrijven" />
          </h1>
          <p className="page__lead">
            <FormattedMessage
              id="flows.unsubscribe.question"
              defaultMessage="Wilt u geen e-mails meer ontvangen over nieuw aanbod? Dan sturen we niets meer naar {email}."
              values={{ email: <strong>{page.email}</strong> }}
            />
          </p>
          <FormProblems id="unsubscribe" outcome={outcome} focusKey={focusKey} targets={() => undefined} errorText={() => ''} />
          <Form method="post" className="flow-page__actions">
            <button className="button" type="submit" disabled={busy}>
              <FormattedMessage id="flows.unsubscribe.confirm" defaultMessage="Ja, schrijf mij uit" />
            </button>
            <Link className="button button--secondary" to={routePath('editSubscriptions', locale, { token: page.token })}>
              <FormattedMessage id="flows.unsubscribe.edit" defaultMessage="Liever mijn zoekopdracht wijzigen" />
            </Link>
            <FormStatus sending={busy} />
          </Form>
        </div>
      ) : (
        <div className="flow-card flow-done">
          <span className="flow-done__icon" aria-hidden="true" />
          <h1 id="flow-title" ref={heading} tabIndex={-1}>
            <FormattedMessage id="flows.unsubscribe.doneTitle" defaultMessage="U bent uitgeschreven" />
          </h1>
          <p className="page__lead">
            <FormattedMessage id="flows.unsubscribe.doneText" defaultMessage="U krijgt van ons geen e-mails over nieuw aanbod meer." />
          </p>
          <p className="flow-page__actions">
            <Link className="button" to={routePath('subscribe', locale)}>
              <FormattedMessage id="flows.unsubscribe.again" defaultMessage="Opnieuw inschrijven" />
            </Link>
            <Link className="button button--secondary" to={routePath('list', locale)}>
              <FormattedMessage id="flows.backToList" defaultMessage="Bekijk ons aanbod" />
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
