import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, redirect, useLoaderData, useRouteError, type MetaFunction } from 'react-router';
import { detailMeta } from '../components/detail/detail-meta';
import type { DetailPageData } from '../components/detail/detail-data';
import { DetailPage } from '../components/detail/detail-page';
import { BOOK_VIEWING } from '../components/detail/viewing-section';
import { formAnswer, INTENT_FIELD } from '../components/forms/form-answer';
import { clientOf, postedValues, readForm } from '../components/forms/read-form';
import { unknownForm, visitorFormAction } from '../components/forms/visitor-form-action';
import { routePath } from '../../domain/routing/routes';
import type { loader as rootLoader } from '../root';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';
import NotFound from './not-found';

/**
 * §2 estate detail, short (/{lang}/aanbod/:estateId), with slug (/:estateId/:slug) and project entity
 * (/:estateId/:slug/:entityId): 404 when unknown or hidden (§5), 301 to the canonical address otherwise.
 */
export async function loader({ context, request, params }: SiteLoaderArgs): Promise<DetailPageData> {
  const { pathname: path, search } = new URL(request.url);
  const { locale, origin } = context;
  return pageAnswer(await context.core.pages.detail({ locale, origin, path, search, estateId: params.estateId, entityId: params.entityId }));
}

/**
 * The page's forms posted without JavaScript (issue 12 item 8): contact and send to a friend run their
 * command and come back with the page and the form's answer (with JavaScript they post to the ajax routes).
 * Issue 12 item 2: the viewing form, with or without JavaScript: a booking goes on to its confirmation (303);
 * field errors answer 400 and a moment taken meanwhile 409, both with the page and its fresh list of moments
 * (the loader runs again after an action).
 */
export async function action({ context, request }: SiteLoaderArgs) {
  const form = await readForm(request);
  if (form.get(INTENT_FIELD) === BOOK_VIEWING) {
    const fields = ['slotId', 'estateId', 'name', 'email', 'phone'] as const;
    const result = await context.core.commands.bookViewing({ ...postedValues(form, fields), locale: context.locale, client: clientOf(context, form) });
    if (result.ok) return redirect(routePath('appointment', context.locale, { appointmentId: result.value.id }), 303);
    return formAnswer(result, postedValues(form, ['slotId', 'name', 'email', 'phone']), BOOK_VIEWING);
  }
  return (await visitorFormAction(context, form)) ?? unknownForm();
}

export { formPageHeaders as headers } from '../components/forms/form-answer';

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data, error, matches }) =>
  detailMeta(data, matches.find((match) => match?.id === 'root')?.data, isRouteErrorResponse(error) ? error.status : undefined);

export default function EstateDetailRoute() {
  const page = useLoaderData<typeof loader>();
  return <DetailPage page={page} />;
}

/** An estate that is not there: the site's not-found page (with its way to the offer); a failing backend says so. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="page page--narrow status-page">
      <p className="status-page__code">{isRouteErrorResponse(error) ? error.status : 500}</p>
      <h1>
        <FormattedMessage id="error.title" defaultMessage="Er ging iets mis" />
      </h1>
    </section>
  );
}
