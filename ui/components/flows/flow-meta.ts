import { type MessageDescriptor } from 'react-intl';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { intlFor } from '../../i18n/intl';
import type { RootData } from '../../root-data';

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/**
 * A workflow page's title in its language (meta runs outside the IntlProvider), and its description when it has one.
 * Pages behind a personal link (a token, an appointment) and thank-you pages are kept out of search indexes.
 */
export function flowMeta(
  matches: Matches,
  title: MessageDescriptor | string,
  options: { noindex?: boolean; error?: unknown; description?: MessageDescriptor | string; values?: Record<string, string | number> } = {},
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  if (!root) return [];
  const intl = intlFor(root.locale, root.translations);
  if (options.error) {
    const missing = isRouteErrorResponse(options.error) && options.error.status === 404;
    const text = missing
      ? intl.formatMessage({ id: 'notFound.title', defaultMessage: 'Pagina niet gevonden' })
      : intl.formatMessage({ id: 'error.title', defaultMessage: 'Er ging iets mis' });
    return [{ title: `${text} | ${root.site.name}` }, { name: 'robots', content: 'noindex' }];
  }
  const text = typeof title === 'string' ? title : intl.formatMessage(title);
  const { description } = options;
  const summary = typeof description === 'string' ? description : description && intl.formatMessage(description, options.values);
  return [
    { title: `${text} | ${root.site.name}` },
    ...(options.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    ...(summary ? descriptionTags(summary) : []),
  ];
}

/** What a search result and a shared link show under a page's title (issue 23: Lighthouse's SEO audit asks every page for one). */
export const descriptionTags = (text: string): MetaDescriptor[] => [
  { name: 'description', content: text },
  { property: 'og:description', content: text },
];

/** Personal pages are never kept by a shared cache (the site lets CDNs keep other HTML a minute). */
export const personalHeaders = () => ({ 'Cache-Control': 'private, no-store' });
