import { useLoaderData, type MetaFunction } from 'react-router';
import { matchRoute } from '../../domain/routing/routes';
import type { SiteLoaderArgs } from '../server/load-context';
import { pageAnswer } from '../server/page-answer';
import type { loader as rootLoader } from '../root';

/** Privacy statement and terms of use: CMS pages of the site, by key, in the page's language. */
export async function loader({ context, request }: SiteLoaderArgs) {
  const key = matchRoute(new URL(request.url).pathname)?.name === 'terms' ? 'terms' : 'privacy';
  return pageAnswer(await context.core.pages.cmsPage({ locale: context.locale, key }));
}

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data: page, matches }) => {
  const site = matches.find((match) => match?.id === 'root')?.data?.site.name;
  const title = page?.title ?? '';
  return [{ title: site ? `${title} · ${site}` : title }];
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
