import { useIntl } from 'react-intl';
import { Link, useLoaderData, type MetaFunction } from 'react-router';
import { COMPARE_IDS_PARAM, parseCompareIds } from '../../domain/compare/compare-ids';
import { readCostChoice } from '../../domain/costs/purchase-cost-view';
import { routePath } from '../../domain/routing/routes';
import { COMPARE_MESSAGES as m } from '../components/compare/compare-messages';
import { usePickedComparison } from '../components/compare/compare-selection';
import { CompareTable } from '../components/compare/compare-table';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';
import type { loader as rootLoader } from '../root';
import { intlFor } from '../i18n/intl';

/**
 * Issue 10: /{lang}/vergelijken?ids=1,2,3 (optionally &situation=other), the comparison the URL holds; without ids,
 * the browser puts the compare bar's choice into the URL (issue 20 item 10).
 */
export async function loader({ context, request }: SiteLoaderArgs) {
  const params = new URL(request.url).searchParams;
  return pageAnswer(
    await context.core.pages.compare({
      locale: context.locale,
      ids: parseCompareIds(params.get(COMPARE_IDS_PARAM)),
      situation: readCostChoice(params).situation,
    }),
  );
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData;
  if (!root) return [];
  const intl = intlFor(root.locale, root.translations);
  // A comparison is the visitor's own selection: useful to share, not to index.
  return [{ title: `${intl.formatMessage(m.title)} | ${root.site.name}` }, { name: 'robots', content: 'noindex' }];
};

export default function ComparePage() {
  const view = useLoaderData<typeof loader>();
  const intl = useIntl();
  usePickedComparison();
  return (
    <section className="page compare" aria-labelledby="compare-title">
      <h1 id="compare-title">{intl.formatMessage(m.title)}</h1>
      {view.tooFew && (
        <div className="compare__empty">
          <p>{intl.formatMessage(m.tooFew)}</p>
          <p className="compare__links">
            <Link to={routePath('list', view.locale)}>{intl.formatMessage(m.toOffer)}</Link>
            <Link to={routePath('favorites', view.locale)}>{intl.formatMessage(m.toFavourites)}</Link>
          </p>
        </div>
      )}
      {view.columns.length > 0 && <CompareTable view={view} />}
      {!view.tooFew && <p className="compare__share">{intl.formatMessage(m.share)}</p>}
    </section>
  );
}
