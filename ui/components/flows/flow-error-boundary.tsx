import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import NotFound from '../../routes/not-found';

/**
 * A workflow page that cannot be shown: an unknown token, appointment or unit is the site's not-found page;
 * anything else (a form too large, a backend down) says something went wrong. Caught at the page rather than
 * at the root, so that the page's own meta still gives the document a title.
 */
export function FlowErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFound />;
  return (
    <section className="page page--narrow status-page" aria-labelledby="flow-error-title">
      <p className="status-page__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="flow-error-title">
        <FormattedMessage id="error.title" defaultMessage="Er ging iets mis" />
      </h1>
    </section>
  );
}
