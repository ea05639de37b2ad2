import { data, useLoaderData, type MetaFunction } from 'react-router';
import { matchRoute } from '../../domain/routing/routes';
import type { SiteLoaderArgs } from '../server/load-context';
import { resolve } from '../../infrastructure/container/create-container';
import type { loader as rootLoader } from '../root';

/** Privacy statement and terms of use: CMS pages of the site, by key, in the page's language. */
export async function loader({ context, request }: SiteLoaderArgs) {
  const key = matchRoute(new URL(request.url).pathname)?.name === 'terms' ? 'terms' : 'privacy';
  const page = await resolve(context.container, 'loadCmsPage').execute({ key });
  const title = page?.title[context.locale];
  const body = page?.body[context.locale];
  if (!page || !title || !body) throw data(null, { status: 404 });
  return { title, body };
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
