/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { JSDOM } from 'jsdom';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCatalogue, type RunningCatalogue } from '../../infrastructure/catalogue/server/start-catalogue';
import { rawGet } from './support/raw-get';
import { RECORDED_SITE } from './support/recording-backend';
import { useRecordingSite } from './support/recording-site';
import { sharedOrOwnSite } from './support/shared-site';
import { startSite, type RunningSite } from './support/site-process';

// Issue 12 item 5, what the notary sales page and the notary filter show, read from the server-rendered HTML (a
// visitor reads the same before and after hydration) over HTTP without a browser (issue 22: a content fact at the
// cheapest layer that proves it), on the embedded catalogue, against our own §7 catalogue server as an external
// backend, and against a §7 backend that knows no notary field. notary-sales.test.ts keeps what Chromium shows:
// axe, the filter form without JavaScript, the kind links followed.
jest.setTimeout(120_000);

const NOTARY = { nl: '/nl/notariele-verkopen', fr: '/fr/ventes-notariales', en: '/en/notary-sales', de: '/de/notarielle-versteigerungen' } as const;
const TITLE = { nl: 'Notariële verkopen', fr: 'Ventes notariales', en: 'Notary sales', de: 'Notarielle Versteigerungen' } as const;
type Locale = keyof typeof NOTARY;
const LOCALES = Object.keys(NOTARY) as Locale[];
/** dd/mm/yyyy HH:mm (§2 dates, Brussels time). */
const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/** The page's server-rendered HTML as a document. */
async function document(site: RunningSite, path: string): Promise<Document> {
  const answer = await rawGet(`${site.url}${path}`);
  expect(answer.status).toBe(200);
  return new JSDOM(answer.body).window.document;
}

const text = (page: Document, selector: string): string => page.querySelector(selector)?.textContent ?? '';
const countIn = (page: Document, selector: string): number => Number(/\d+/.exec(text(page, selector))?.[0] ?? 0);

/** The same facts on whichever backend the site has. */
function describeNotarySales(backend: string, siteOf: () => RunningSite) {
  it.each(LOCALES)(`%s (${backend}): the page lists notary sales, each with its bid period in dd/mm/yyyy HH:mm; footer link, hreflang, canonical`, async (locale) => {
    const site = siteOf();
    const page = await document(site, NOTARY[locale]);
    expect(text(page, 'h1')).toBe(TITLE[locale]);
    const cards = page.querySelectorAll('.notary-sale').length;
    expect(cards).toBeGreaterThan(0);
    expect(countIn(page, '.notary-sales__bar [role="status"]')).toBe(cards);
    for (const schedule of page.querySelectorAll('.notary-schedule')) expect(schedule.textContent).toMatch(DATE_TIME);
    expect(page.querySelectorAll(`footer a[href="${NOTARY[locale]}"]`)).toHaveLength(1);
    for (const other of LOCALES) expect(page.querySelector(`link[rel="alternate"][hreflang="${other}"]`)?.getAttribute('href')).toBe(`${site.url}${NOTARY[other]}`);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.url}${NOTARY[locale]}`);
  });

  it(`(${backend}) the list filter in the URL finds the same estates; an online sale's card leads to the detail section with the bid period, link and visit day`, async () => {
    const site = siteOf();
    const total = countIn(await document(site, NOTARY.en), '.notary-sales__bar [role="status"]');
    // Issue 20: the page lists the public sales (the demo has two) beside the online ones.
    expect(countIn(await document(site, '/en/offer?notary=public&notary=online'), '.list-results__count')).toBe(total);
    const online = await document(site, '/en/offer?notary=online');
    const detail = await document(site, online.querySelector('.estate-card__link')!.getAttribute('href')!);
    const section = detail.querySelector('.detail-section--notary')!;
    expect(section.querySelector('h2, h3')?.textContent).toBe('Public sale');
    const shown = section.textContent ?? '';
    expect(shown).toMatch(new RegExp(`Bidding opens\\s*${DATE_TIME.source}`));
    expect(shown).toMatch(new RegExp(`Bidding closes\\s*${DATE_TIME.source}`));
    expect(shown).toMatch(/Viewing day\s*\d{2}\/\d{2}\/\d{4}/);
    expect(shown).toContain('Starting price');
    const link = [...section.querySelectorAll('a')].find((anchor) => /biddit/.test(anchor.textContent ?? ''));
    expect(link?.getAttribute('href')).toMatch(/^https:\/\/www\.biddit\.be\//);
  });
}

describe('issue 12 item 5 on the embedded catalogue', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await sharedOrOwnSite();
  }, 120_000);
  afterAll(() => site?.close());

  describeNotarySales('embedded', () => site);

  it('the sitemap lists the page in every language', async () => {
    const index = (await rawGet(`${site.url}/sitemap.xml`)).body;
    const first = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
    const sitemap = (await rawGet(first!.replace(/^https?:\/\/[^/]+/, site.url))).body;
    for (const locale of LOCALES) expect(sitemap).toContain(NOTARY[locale]);
  });
});

describe('issue 12 item 5 against our own §7 catalogue server as an external backend (API_BASE_URL)', () => {
  let catalogue: RunningCatalogue;
  let site: RunningSite;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'notary-catalogue-'));
    catalogue = await startCatalogue({ dataDir, port: 0, host: '127.0.0.1', demoEstates: 300, demoSiteId: 'demo', dispatchIntervalMs: 0, alertIntervalMs: 0 });
    site = await startSite({ apiBaseUrl: catalogue.url, siteId: 'demo' });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await catalogue?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describeNotarySales('external', () => site);
});

describe('issue 12 item 5 against a §7 backend that knows no notary field', () => {
  const recording = useRecordingSite();

  it.each(LOCALES)('%s: the page says the catalogue cannot search notary sales rather than listing other estates', async (locale) => {
    const { backend, site } = recording;
    backend.clear();
    const page = await document(site, NOTARY[locale]);
    const search = backend.requests.find((request) => request.url === `/sites/${RECORDED_SITE}/estates`);
    expect(search?.body).toMatchObject({ query: { terms: { 'children.notarySale': ['public', 'online'] } } });
    expect(page.querySelectorAll('.notary-sale')).toHaveLength(0);
    expect(text(page, '.notary-sales__bar [role="status"]')).not.toMatch(/\d/);
  });
});
