import { data, redirect, useLoaderData, type HeadersFunction, type MetaFunction, type ShouldRevalidateFunction } from 'react-router';
import { isViewOnlyChange } from '../components/map/use-list-view';
import { ListServicesProvider } from '../bridge/list-services';
import { listDescription, listHeadingText } from '../components/list/list-heading';
import { listPageData, type ListPageData } from '../components/list/list-loader';
import { CITY_TEXT_PARAM, isLoadMoreChange, listSearch, otherParams, readListUrl, readShownPages } from '../../domain/search/list-url';
import { ListPage } from '../components/list/list-page';
import { intlFor } from '../i18n/intl';
import type { loader as rootLoader } from '../root';
import type { SiteLoaderArgs } from '../server/load-context';

/**
 * §2 list page, rendered on the server: the URL's filters → the first page of 15 (or the `?pages=n` that
 * "load more" wrote, issue 13 item 8) and the filter values.
 */
export async function loader({ context, request }: SiteLoaderArgs) {
  const url = new URL(request.url);
  // The address read once, by the domain; the filter then passes as an argument down to the catalogue.
  const { filter, grouping } = readListUrl(url.searchParams);
  const cityText = url.searchParams.get(CITY_TEXT_PARAM) ?? undefined;
  const others = otherParams(url.searchParams).toString();
  const result = await context.core.pages.list({
    locale: context.locale,
    filter,
    grouping,
    pages: readShownPages(url.searchParams),
    ...(cityText !== undefined && { cityText }),
    ...(others && { otherParams: others }),
  });
  if (result.kind !== 'page') throw data(null, { status: result.kind === 'not_found' ? 404 : 503 });
  // §2 a typed city (the form without JavaScript) that named one city: the canonical address of that list.
  if (result.view.typedCity?.kind === 'resolved') {
    throw redirect(`${url.pathname}${listSearch({ filter: result.view.filter, grouping }, otherParams(url.searchParams))}`, 303);
  }
  const page = listPageData(result.view);
  // A failed backend is temporary: 503 and no-store keep the friendly page out of caches and search indexes.
  return data(page, page.failed ? { status: 503, headers: { 'Cache-Control': 'no-store' } } : undefined);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Switching between list and map changes only the view, "load more" only the page count: the loaded data stays. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  !isViewOnlyChange(currentUrl, nextUrl) && !isLoadMoreChange(currentUrl, nextUrl) && defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data: page, matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.data;
  if (!page || !root) return [];
  const intl = intlFor(page.locale, root.translations);
  const heading = listHeadingText(intl, page.heading);
  const title = `${heading} | ${root.site.name}`;
  const description = listDescription(intl, heading, page.seeds.estateList.total);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(page.failed ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};

export default function ListRoute() {
  const page = useLoaderData<typeof loader>() as ListPageData;
  return (
    <ListServicesProvider seeds={page.seeds}>
      <ListPage locale={page.locale} state={page.state} failed={page.failed} city={page.city} heading={page.heading} typedCity={page.typedCity} groupCounts={page.groupCounts} />
    </ListServicesProvider>
  );
}
