import { lastmodOf, latestLastmod, sitemapLocale, type SitemapEntry } from '../../domain/routing/sitemap';

const HOUSE: SitemapEntry = {
  paths: { nl: '/nl/aanbod/1/huis-te-koop', fr: '/fr/offre/1/maison-a-vendre', en: '/en/offer/1/house-for-sale', de: '/de/angebot/1/haus' },
  lastmod: '2026-11-02',
};

describe('issue 12 item 7: sitemaps', () => {
  it.each([
    ['2026-11-02T10:00:00Z', '2026-11-02'],
    ['2026-11-02', '2026-11-02'],
    ['yesterday', undefined],
    ['2026-13-45', undefined],
    [undefined, undefined],
  ])('lastmod of %j is %j (W3C date)', (value, expected) => {
    expect(lastmodOf(value)).toBe(expected);
  });

  it.each([
    ['/sitemap-nl.xml', 'nl'],
    ['/sitemap-de.xml', 'de'],
    ['/sitemap-es.xml', undefined],
    ['/sitemap.xml', undefined],
  ])('%s is the sitemap of %j', (path, locale) => {
    expect(sitemapLocale(path)).toBe(locale);
  });

  it('the index date is the latest of its entries', () => {
    expect(latestLastmod([{ ...HOUSE, lastmod: '2026-01-01' }, HOUSE, { paths: HOUSE.paths }])).toBe('2026-11-02');
    expect(latestLastmod([])).toBeUndefined();
  });
});
