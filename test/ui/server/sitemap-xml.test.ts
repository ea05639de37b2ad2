import type { SitemapEntry } from '../../../domain/routing/sitemap';
import { sitemapIndexXml, sitemapXml } from '../../../ui/server/sitemap-xml';

const ORIGIN = 'https://immo.test';
const HOUSE: SitemapEntry = {
  paths: { nl: '/nl/aanbod/1/huis-te-koop', fr: '/fr/offre/1/maison-a-vendre', en: '/en/offer/1/house-for-sale', de: '/de/angebot/1/haus' },
  lastmod: '2026-11-02',
};

describe('issue 12 item 7: sitemaps as XML (issue 19 item 5: written in the server adapter)', () => {
  it('the index lists one sitemap per language (§9 nl, fr, en, de) with the latest change', () => {
    const xml = sitemapIndexXml(ORIGIN, '2026-11-02');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${ORIGIN}/sitemap-nl.xml`,
      `${ORIGIN}/sitemap-fr.xml`,
      `${ORIGIN}/sitemap-en.xml`,
      `${ORIGIN}/sitemap-de.xml`,
    ]);
    expect(xml.match(/<lastmod>2026-11-02<\/lastmod>/g)).toHaveLength(4);
  });

  it('a language sitemap lists each page at its address in that language, every language as hreflang alternate and Dutch as x-default', () => {
    const xml = sitemapXml(ORIGIN, 'fr', [HOUSE]);
    expect(xml).toContain(`<url><loc>${ORIGIN}/fr/offre/1/maison-a-vendre</loc><lastmod>2026-11-02</lastmod>`);
    expect([...xml.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`)).toEqual([
      `nl ${ORIGIN}/nl/aanbod/1/huis-te-koop`,
      `fr ${ORIGIN}/fr/offre/1/maison-a-vendre`,
      `en ${ORIGIN}/en/offer/1/house-for-sale`,
      `de ${ORIGIN}/de/angebot/1/haus`,
      `x-default ${ORIGIN}/nl/aanbod/1/huis-te-koop`,
    ]);
  });

  it('addresses are XML-escaped and a page without a known date has no lastmod', () => {
    const xml = sitemapXml(ORIGIN, 'nl', [{ paths: { nl: '/nl/a?b=1&c=<2>', fr: '/fr', en: '/en', de: '/de' } }]);
    expect(xml).toContain('<loc>https://immo.test/nl/a?b=1&amp;c=&lt;2&gt;</loc><xhtml:link');
  });

});
