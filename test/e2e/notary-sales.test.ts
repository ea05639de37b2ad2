/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startCatalogue, type RunningCatalogue } from '../../infrastructure/catalogue/server/start-catalogue';
import { RECORDED_SITE, startRecordingBackend, type RecordingBackend } from './support/recording-backend';
import { DESKTOP, launchBrowser, newSiteContext, startSite, type RunningSite } from './support/site';
import { sharedOrOwnSite } from './support/shared-site';

// Issue 12 item 5: the estates sold by public or online notary auction can be found: a page of their own in four
// languages (linked from the footer, in the sitemap, with hreflang alternates), a list filter the URL carries, and a
// detail section with the session, starting price, bid period and link, visit day and higher-bid rule in Brussels
// time; on the embedded catalogue and against our own §7 catalogue server as an external backend; axe at zero.
jest.setTimeout(180_000);

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const NOTARY = { nl: '/nl/notariele-verkopen', fr: '/fr/ventes-notariales', en: '/en/notary-sales', de: '/de/notarielle-versteigerungen' } as const;
const TITLE = { nl: 'Notariële verkopen', fr: 'Ventes notariales', en: 'Notary sales', de: 'Notarielle Versteigerungen' } as const;
const OFFER = { nl: '/nl/aanbod', fr: '/fr/offre', en: '/en/offer', de: '/de/angebot' } as const;
type Locale = keyof typeof NOTARY;
const LOCALES = Object.keys(NOTARY) as Locale[];
/** dd/mm/yyyy HH:mm (§2 dates, Brussels time). */
const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;
const DEMO_ESTATES = 300;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

async function open(site: RunningSite, path: string, javaScript = true): Promise<Page> {
  const context = await newSiteContext(browser, { ...DESKTOP, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.status()).toBe(200);
  await page.locator('h1').waitFor();
  return page;
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const countOf = async (page: Page, selector: string): Promise<number> => Number(/\d+/.exec((await page.locator(selector).textContent()) ?? '')?.[0] ?? 0);

/** The same checks on whichever backend the site has. */
function describeNotarySales(backend: string, siteOf: () => RunningSite) {
  it.each(LOCALES)(`%s (${backend}): the page lists notary sales, each with its bid period in dd/mm/yyyy HH:mm; footer link, hreflang; axe at zero`, async (locale) => {
    const site = siteOf();
    const page = await open(site, NOTARY[locale]);
    expect(await page.locator('h1').textContent()).toBe(TITLE[locale]);
    const cards = page.locator('.notary-sale');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await countOf(page, '.notary-sales__bar [role="status"]')).toBe(await cards.count());
    for (const text of await page.locator('.notary-schedule').allTextContents()) expect(text).toMatch(DATE_TIME);
    expect(await page.locator(`footer a[href="${NOTARY[locale]}"]`).count()).toBe(1);
    for (const other of LOCALES) expect(await page.locator(`link[rel="alternate"][hreflang="${other}"]`).getAttribute('href')).toBe(`${site.url}${NOTARY[other]}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.url}${NOTARY[locale]}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it(`(${backend}) the list filter in the URL finds the same estates; an online sale's card opens the detail section with the bid period, link and visit day`, async () => {
    const site = siteOf();
    const page = await open(site, NOTARY.en);
    const total = await countOf(page, '.notary-sales__bar [role="status"]');
    // Issue 20: the page lists the public sales (the demo has two) beside the online ones.
    await page.goto(`${site.url}${OFFER.en}?notary=public&notary=online`);
    expect(await countOf(page, '.list-results__count')).toBe(total);
    await page.goto(`${site.url}${OFFER.en}?notary=online`);
    await page.locator('.estate-card__link').first().click();
    await page.waitForURL(/\/en\/offer\/\d+/);
    const section = page.locator('.detail-section--notary');
    expect(await section.getByRole('heading').textContent()).toBe('Public sale');
    const text = (await section.textContent()) ?? '';
    expect(text).toMatch(new RegExp(`Bidding opens\\s*${DATE_TIME.source}`));
    expect(text).toMatch(new RegExp(`Bidding closes\\s*${DATE_TIME.source}`));
    expect(text).toMatch(/Viewing day\s*\d{2}\/\d{2}\/\d{4}/);
    expect(text).toContain('Starting price');
    expect(await section.getByRole('link', { name: /biddit/ }).getAttribute('href')).toMatch(/^https:\/\/www\.biddit\.be\//);
    await page.context().close();
  });
}

describe('issue 12 item 5 on the embedded catalogue', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await sharedOrOwnSite();
  }, 180_000);
  afterAll(() => site?.close());

  describeNotarySales('embedded', () => site);

  it('without JavaScript: the list\'s filter form carries the notary filter into the URL; its count is the notary page\'s', async () => {
    const notary = await open(site, NOTARY.nl, false);
    const total = await countOf(notary, '.notary-sales__bar [role="status"]');
    await notary.context().close();
    const page = await open(site, OFFER.nl, false);
    // Phones fold the filters into a summary to open; wider screens show them.
    const summary = page.locator('.list-filters__summary');
    if (await summary.isVisible()) await summary.click();
    await page.getByLabel('Notariële verkoop').selectOption({ label: 'Openbaar of online opbod' });
    await page.getByRole('button', { name: 'Toon resultaten' }).click();
    await page.waitForURL(/notary=/);
    expect(new URL(page.url()).searchParams.getAll('notary').join(',')).toBe('public,online');
    expect(await countOf(page, '.list-results__count')).toBe(total);
    expect(await page.getByLabel('Notariële verkoop').inputValue()).toBe('public,online');
    await page.context().close();
  });

  it.each(LOCALES)('%s: the kind choice is a link per kind; public sessions only lists the demo\'s two, each with its session day and place (issue 20); axe at zero', async (locale) => {
    const page = await open(site, NOTARY[locale]);
    await page.locator('.notary-sales__kinds a').nth(2).click();
    await page.waitForURL(/notary=public/);
    await page.locator(`.notary-sales__kinds a[aria-current="page"][href="${NOTARY[locale]}?notary=public"]`).waitFor();
    expect(await page.locator('.notary-sale').count()).toBe(2);
    for (const text of await page.locator('.notary-schedule').allTextContents()) expect(text).toMatch(new RegExp(`${DATE_TIME.source}.*(Notariskantoor Demo|Étude notariale Démo), \\S`));
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the sitemap lists the page in every language', async () => {
    const response = await fetch(`${site.url}/sitemap.xml`);
    const index = await response.text();
    const first = /<loc>([^<]+)<\/loc>/.exec(index)?.[1];
    const sitemap = await (await fetch(first!.replace(/^https?:\/\/[^/]+/, site.url))).text();
    for (const locale of LOCALES) expect(sitemap).toContain(NOTARY[locale]);
  });
});

describe('issue 12 item 5 against our own §7 catalogue server as an external backend (API_BASE_URL)', () => {
  let catalogue: RunningCatalogue;
  let site: RunningSite;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'notary-catalogue-'));
    catalogue = await startCatalogue({ dataDir, port: 0, host: '127.0.0.1', demoEstates: DEMO_ESTATES, demoSiteId: 'demo', dispatchIntervalMs: 0, alertIntervalMs: 0 });
    site = await startSite({ apiBaseUrl: catalogue.url, siteId: 'demo' });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    await catalogue?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describeNotarySales('external', () => site);
});

describe('issue 12 item 5 against a §7 backend that knows no notary field', () => {
  let backend: RecordingBackend;
  let site: RunningSite;
  beforeAll(async () => {
    backend = await startRecordingBackend();
    site = await startSite({ apiBaseUrl: backend.url, siteId: RECORDED_SITE });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
    await backend?.close();
  });

  it.each(LOCALES)('%s: the page says the catalogue cannot search notary sales rather than listing other estates; axe at zero', async (locale) => {
    backend.clear();
    const page = await open(site, NOTARY[locale]);
    const search = backend.requests.find((request) => request.url === `/sites/${RECORDED_SITE}/estates`);
    expect(search?.body).toMatchObject({ query: { terms: { 'children.notarySale': ['public', 'online'] } } });
    expect(await page.locator('.notary-sale').count()).toBe(0);
    expect(await page.locator('.notary-sales__bar [role="status"]').textContent()).not.toMatch(/\d/);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
