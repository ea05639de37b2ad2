import { useIntl } from 'react-intl';
import { data, redirect, useLoaderData, type MetaFunction } from 'react-router';
import { routePath } from '../../domain/routing/routes';
import { toLocale } from '../../domain/shared/locale';
import { flowMeta, personalHeaders } from '../components/flows/flow-meta';
import { formAnswer } from '../components/forms/form-answer';
import { clientOf, postedValues, readForm } from '../components/forms/read-form';
import { useRememberSubscription } from '../components/flows/remembered-subscription';
import { SubscribePage } from '../components/flows/subscribe-page';
import { consentErrors, subscriptionInput } from '../components/flows/subscription-criteria';
import type { SubscriptionView as SubscriptionPageData } from '../../application/pages/subscription-page';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';
import { LIST_PARAM } from '../../domain/search/list-params';

/** §2 subscribe (`subscribe-{lang}`, prefilled from the query string) and edit subscriptions (`editSubscriptions-{lang}`, :token). */
export async function loader({ context, request, params }: SiteLoaderArgs) {
  const criteria = new URL(request.url).search;
  const page = pageAnswer(await context.core.pages.subscription({ locale: context.locale, token: params.token, criteria }));
  return data(page, page.mode === 'edit' ? { headers: personalHeaders() } : undefined);
}

/**
 * The form posted to the page: an edit (with or without JavaScript), or a new subscription from a browser
 * without JavaScript (with it, the form uses the ajax route). Field errors come back with what was typed.
 */
export async function action({ context, request, params }: SiteLoaderArgs) {
  const form = await readForm(request);
  const input = subscriptionInput(form, context.locale);
  const values = { ...postedValues(form, ['name', 'email', LIST_PARAM.priceMax, 'consent']), criteria: input.criteria };
  if (params.token !== undefined) return formAnswer(await context.core.commands.editSubscription({ ...input, token: params.token, client: clientOf(context, form) }), values);
  const refused = consentErrors(form, input);
  if (refused) return formAnswer({ ok: false, reason: 'invalid', errors: refused }, values);
  const result = await context.core.commands.subscribe({ ...input, client: clientOf(context, form) });
  return result.ok ? redirect(routePath('subscribeSuccess', context.locale)) : formAnswer(result, values);
}

export { formPageHeaders as headers } from '../components/forms/form-answer';

export const meta: MetaFunction<typeof loader> = ({ data: page, error, matches }) =>
  page?.mode === 'edit' || error
    ? flowMeta(matches, { id: 'flows.subscribe.editTitle', defaultMessage: 'Uw zoekopdracht wijzigen' }, { noindex: true, error })
    : flowMeta(
        matches,
        { id: 'flows.subscribe.title', defaultMessage: 'Mis geen nieuw aanbod' },
        {
          description: {
            id: 'flows.subscribe.meta.description',
            defaultMessage:
              'Ontvang een e-mail zodra een nieuw pand bij uw zoekopdracht past. U kiest type, gemeente en prijs, en schrijft zich met één klik uit.',
          },
        },
      );

export { FlowErrorBoundary as ErrorBoundary } from '../components/flows/flow-error-boundary';

export default function SubscribeRoute() {
  const page = useLoaderData<typeof loader>() as SubscriptionPageData;
  const locale = toLocale(useIntl().locale);
  // Issue 11: this browser may follow its favourites with the subscription it edits here.
  useRememberSubscription(page.mode === 'edit' && page.alerts.by === 'site' ? page.token : undefined);
  return <SubscribePage key={page.token ?? 'new'} page={page} locale={locale} />;
}
