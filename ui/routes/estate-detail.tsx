import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useLoaderData, useRouteError, type MetaFunction } from 'react-router';
import { detailMeta } from '../components/detail/detail-meta';
import type { DetailPageData } from '../components/detail/detail-data';
import { DetailPage } from '../components/detail/detail-page';
import { readForm } from '../components/forms/read-form';
import { unknownForm, visitorFormAction } from '../components/forms/visitor-form-action';
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
 */
export async function action({ context, request }: SiteLoaderArgs) {
  const form = await readForm(request);
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
