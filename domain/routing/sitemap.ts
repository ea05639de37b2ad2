import { DEFAULT_LOCALE, LOCALES, type Locale } from '../shared/locale';

/**
 * Sitemaps (issue 12 item 7, sitemaps.org protocol 0.9 with Google's xhtml:link alternates): one sitemap
 * per language, each page listed in that language with its address in every language as an alternate.
 */

/** One page of the site: its path per language and, when known, the day it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  readonly paths: Readonly<Record<Locale, string>>;
  readonly lastmod?: string;
}

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** The sitemap's address for one language. */
export const sitemapPath = (locale: Locale): string => `/sitemap-${locale}.xml`;

/** The language of a sitemap address, or undefined when it is not one of ours. */
export function sitemapLocale(path: string): Locale | undefined {
  const match = /^\/sitemap-([a-z]{2})\.xml$/.exec(path);
  return LOCALES.find((locale) => locale === match?.[1]);
}

/** A W3C date (YYYY-MM-DD) of an ISO date-time, or undefined when it is not one. */
export function lastmodOf(value: string | null | undefined): string | undefined {
  const day = /^(\d{4}-\d{2}-\d{2})/.exec(value ?? '')?.[1];
  return day && !Number.isNaN(Date.parse(day)) ? day : undefined;
}

/** The latest of some days, for the index entry of a sitemap. */
export function latestLastmod(entries: readonly SitemapEntry[]): string | undefined {
  return entries.reduce<string | undefined>((latest, { lastmod }) => (lastmod && (!latest || lastmod > latest) ? lastmod : latest), undefined);
}

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
