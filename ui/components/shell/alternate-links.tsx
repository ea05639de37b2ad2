import { useLocation } from 'react-router';
import { localizedPath } from '../../../domain/routing/routes';
import { DEFAULT_LOCALE, LOCALES } from '../../../domain/shared/locale';

/** Canonical and hreflang links: the same page in every language, for search engines. */
export function AlternateLinks({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <link rel="canonical" href={`${origin}${pathname}${search}`} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={`${origin}${localizedPath(`${pathname}${search}`, locale)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizedPath(`${pathname}${search}`, DEFAULT_LOCALE)}`} />
    </>
  );
}
