import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../domain/shared/locale';
import { intlFor } from '../../i18n/intl';
import type { RootData } from '../../root-data';
import type { DetailPageData } from './detail-data';

const OG_LOCALE: Record<Locale, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' };

/** A page that could not be shown (404, 503): its title, kept out of search indexes. */
function missingMeta(root: RootData | undefined, status: number | undefined): MetaDescriptor[] {
  const locale = root?.locale ?? DEFAULT_LOCALE;
  const intl = intlFor(locale, root?.translations);
  const title =
    status === 404
      ? intl.formatMessage({ id: 'notFound.title', defaultMessage: 'Pagina niet gevonden' })
      : intl.formatMessage({ id: 'error.title', defaultMessage: 'Er ging iets mis' });
  return [{ title: root ? `${title} | ${root.site.name}` : title }, { name: 'robots', content: 'noindex' }];
}

/**
 * Title and description in the page's language, the canonical address for sharing (og:url; the page itself
 * is always served at it, other spellings redirect) and the first photo as the shared image.
 */
export function detailMeta(page: DetailPageData | undefined, root: RootData | undefined, errorStatus?: number): MetaDescriptor[] {
  if (!page) return missingMeta(root, errorStatus);
  const heading = page.title;
  const title = root ? `${heading} | ${root.site.name}` : heading;
  const description = page.summary;
  const image = page.shareImage; // the core's choice, absolute
  return [
    { title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { property: 'og:type', content: 'website' },
    ...(root ? [{ property: 'og:site_name', content: root.site.name }] : []),
    { property: 'og:title', content: heading },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: page.canonicalUrl },
    { property: 'og:locale', content: OG_LOCALE[page.locale] },
    ...LOCALES.filter((locale) => locale !== page.locale).map((locale) => ({ property: 'og:locale:alternate', content: OG_LOCALE[locale] })),
    ...(image ? [{ property: 'og:image', content: image.url }] : []),
    ...(image?.width ? [{ property: 'og:image:type', content: 'image/jpeg' }, { property: 'og:image:width', content: String(image.width) }, { property: 'og:image:height', content: String(image.height) }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}
