import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/shared/locale';
import { sitemapPath, type SitemapEntry } from '../../domain/routing/sitemap';

/**
 * Issue 19 item 5: the sitemaps' XML (sitemaps.org protocol 0.9 with Google's xhtml:link alternates), a wire format,
 * written here in the server's adapter. Written by hand: two fixed elements and one escape function; the `sitemap`
 * package writes through a stream API that is not shorter than these lines, and brings its own dependencies.
 */

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** The index: one sitemap per language. */
export function sitemapIndexXml(origin: string, lastmod?: string): string {
  const items = LOCALES.map(
    (locale) => `<sitemap><loc>${escapeXml(`${origin}${sitemapPath(locale)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One language's sitemap: every entry at its address in that language, with hreflang alternates and x-default (Dutch, §9). */
export function sitemapXml(origin: string, locale: Locale, entries: readonly SitemapEntry[]): string {
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${path}`)}"/>`;
  const urls = entries.map(({ paths, lastmod }) =>
    [
      `<url><loc>${escapeXml(`${origin}${paths[locale]}`)}</loc>`,
      lastmod ? `<lastmod>${lastmod}</lastmod>` : '',
      ...LOCALES.map((other) => link(other, paths[other])),
      link('x-default', paths[DEFAULT_LOCALE]),
      '</url>',
    ].join(''),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
