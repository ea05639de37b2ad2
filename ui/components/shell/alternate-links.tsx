import { useLocation } from 'react-router';
import { localizedPath } from '../../../domain/routing/routes';
import { DEFAULT_LOCALE, LOCALES } from '../../../domain/shared/locale';
import { usePageAlternates } from './page-alternates';

// Tracking parameters never make another page: they stay out of canonical and alternate links. Nor do the pages
// "load more" shows (`pages`, issue 13 item 8): the canonical page of a list is its first.
const NOT_CANONICAL = /^(utm_.+|fbclid|gclid|msclkid|mc_cid|mc_eid|pages)$/;

function withoutTracking(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (NOT_CANONICAL.test(key)) params.delete(key);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Canonical and hreflang links: the same page in every language, for search engines. */
export function AlternateLinks({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const search = withoutTracking(useLocation().search);
  const alternates = usePageAlternates();
  const inLanguage = (locale: (typeof LOCALES)[number]) => alternates?.[locale] ?? localizedPath(`${pathname}${search}`, locale);
  return (
    <>
      <link rel="canonical" href={`${origin}${pathname}${search}`} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${origin}${inLanguage(locale)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${inLanguage(DEFAULT_LOCALE)}`} />
    </>
  );
}
