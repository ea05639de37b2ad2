import { useLoaderData, type MetaFunction } from 'react-router';
import { matchRoute } from '../../domain/routing/routes';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';
import type { loader as rootLoader } from '../root';
import { intlFor } from '../i18n/intl';
import { descriptionTags } from '../components/flows/flow-meta';

/** Which CMS page an address asks for. */
const cmsKey = (pathname: string) => (matchRoute(pathname)?.name === 'terms' ? 'terms' : 'privacy');

/** Privacy statement and terms of use: CMS pages of the site, by key, in the page's language. */
export async function loader({ context, request }: SiteLoaderArgs) {
  return pageAnswer(await context.core.pages.cmsPage({ locale: context.locale, key: cmsKey(new URL(request.url).pathname) }));
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data: page, matches, location }) => {
  const root = matches.find((match) => match?.id === 'root')?.data;
  const site = root?.site.name;
  const title = page?.title ?? '';
  const tags = [{ title: site ? `${title} · ${site}` : title }];
  if (!page || !root) return tags;
  const intl = intlFor(root.locale, root.translations);
  const description =
    cmsKey(location.pathname) === 'terms'
      ? intl.formatMessage({ id: 'cms.terms.meta.description', defaultMessage: 'De voorwaarden waaronder u de website van {site} gebruikt.' }, { site })
      : intl.formatMessage({ id: 'cms.privacy.meta.description', defaultMessage: 'Hoe {site} uw persoonsgegevens verwerkt en beschermt, en welke rechten u hebt.' }, { site });
  return [...tags, ...descriptionTags(description)];
};

export default function CmsPage() {
  const { title, body } = useLoaderData<typeof loader>();
  return (
    <article className="page page--narrow cms-page">
      <header className="cms-page__header">
        <h1>{title}</h1>
      </header>
      {/* The body is the agency's own CMS HTML, sanitised by its backend (domain/site CmsPage). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
