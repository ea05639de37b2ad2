import { LOCALES, type Locale } from '../shared/locale';

/**
 * Sitemaps (issue 12 item 7, sitemaps.org protocol 0.9 with Google's xhtml:link alternates): one sitemap
 * per language, each page listed in that language with its address in every language as an alternate. The XML
 * itself is a wire format, written by the server's adapter (ui/server/sitemap-xml.ts, issue 19 item 5).
 */

/** One page of the site: its path per language and, when known, the day it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  readonly paths: Readonly<Record<Locale, string>>;
  readonly lastmod?: string;
}

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
