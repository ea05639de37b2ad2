/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { rawGet } from './support/raw-get';
import { RECORDED_SITE, RECORDED_TOTAL, startRecordingBackend, type RecordingBackend } from './support/recording-backend';
import { startSite, type RunningSite } from './support/site';
import { sharedOrOwnSite } from './support/shared-site';

// Issue 12 item 7: /sitemap.xml is an index of one sitemap per language, robots.txt names it, and each sitemap
// lists every visible estate, project unit, holiday rental and page with hreflang alternates; on the embedded
// catalogue and against an external §7 backend.
jest.setTimeout(120_000);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe.each([
  ['the embedded catalogue', 'embedded'],
  ['an external §7 backend (API_BASE_URL)', 'http'],
] as const)('issue 12 item 7: sitemaps on %s', (_name, kind) => {
  let backend: RecordingBackend | undefined;
  let site: RunningSite;
  beforeAll(async () => {
    if (kind === 'http') backend = await startRecordingBackend();
    site = await (backend ? startSite({ apiBaseUrl: backend.url, siteId: RECORDED_SITE }) : sharedOrOwnSite());
  });
  afterAll(async () => {
    await site?.close();
    await backend?.close();
  });

  it('robots.txt names the sitemap index by its absolute address', async () => {
    const robots = await rawGet(`${site.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /*/ajax/');
  });

  it('/sitemap.xml is an index of one sitemap per language, each answering XML', async () => {
    const index = await rawGet(`${site.url}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.header('content-type')).toMatch(/^application\/xml/);
    expect(locs(index.body)).toEqual(['nl', 'fr', 'en', 'de'].map((locale) => `${site.url}/sitemap-${locale}.xml`));
    for (const url of locs(index.body)) expect((await rawGet(url)).status).toBe(200);
  });

  it('each language lists pages, estates and holiday rentals at their addresses in it, with hreflang alternates', async () => {
    const fr = (await rawGet(`${site.url}/sitemap-fr.xml`)).body;
    const urls = locs(fr);
    expect(urls).toEqual(expect.arrayContaining([`${site.url}/fr`, `${site.url}/fr/offre`]));
    expect(urls.every((url) => url.startsWith(`${site.url}/fr`))).toBe(true);
    const estates = urls.filter((url) => /\/fr\/offre\/\d+\//.test(url));
    const rentals = urls.filter((url) => /\/fr\/vacances\/\d+$/.test(url));
    if (kind === 'http') {
      expect(estates).toHaveLength(RECORDED_TOTAL);
      expect(rentals).toEqual([`${site.url}/fr/vacances/71`, `${site.url}/fr/vacances/72`]);
    } else {
      expect(estates.length).toBeGreaterThan(100);
      expect(estates.some((url) => /\/fr\/offre\/\d+\/[^/]+\/\d+$/.test(url))).toBe(true); // project units
      expect(rentals.length).toBeGreaterThan(0);
    }
    expect(fr.match(/hreflang="x-default"/g)).toHaveLength(urls.length);
    expect(fr).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('a listed estate and project unit answer 200 at their addresses (no redirect), in another language too', async () => {
    if (kind === 'http') return; // the recording backend answers searches only
    const de = locs((await rawGet(`${site.url}/sitemap-de.xml`)).body).filter((url) => /\/de\/angebot\/\d+\//.test(url));
    const unit = de.find((url) => /\/de\/angebot\/\d+\/[^/]+\/\d+$/.test(url))!;
    for (const url of [de[0]!, de.at(-1)!, unit]) expect((await rawGet(url)).status).toBe(200);
  });

  if (kind === 'http') {
    it('§5 statuses the site hides are asked away in every sitemap search', () => {
      const searches = backend!.requests.filter((request) => request.url === `/sites/${RECORDED_SITE}/estates`);
      expect(searches.length).toBeGreaterThan(0);
      for (const search of searches) {
        const terms = (search.body as { query: { terms: Record<string, number[]> } }).query.terms['children.general.transaction.id'];
        expect(terms).toEqual([1, 2, 3, 4, 7, 8, 10]);
      }
    });
  }
});
