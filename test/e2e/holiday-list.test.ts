/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { RECORDED_SITE, startRecordingBackend, type RecordingBackend } from './support/recording-backend';
import { DESKTOP, launchBrowser, newSiteContext, startSite, type RunningSite } from './support/site';

// Issue 12 item 1: holiday rentals can be browsed: a list page in four languages, reached from the navigation
// and the home page, filters in the URL, pages of 15 with "load more", each card leading to its unit page;
// on the embedded catalogue and against an external §7 backend; axe at zero; without JavaScript too.
jest.setTimeout(120_000);

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const HOLIDAY = { nl: '/nl/vakantie', fr: '/fr/vacances', en: '/en/holiday', de: '/de/feiertage' } as const;
const TITLE = { nl: 'Vakantiewoningen', fr: 'Locations de vacances', en: 'Holiday rentals', de: 'Ferienwohnungen' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

async function open(site: RunningSite, path: string, javaScript = true): Promise<Page> {
  const context = await newSiteContext(browser, { ...DESKTOP, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  await page.goto(`${site.url}${path}`);
  await page.locator('h1').waitFor();
  return page;
}

describe('issue 12 item 1 on the embedded catalogue', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await startSite({ demoEstates: 60 });
  }, 120_000);
  afterAll(() => site?.close());

  it.each(Object.entries(HOLIDAY))('%s: the list page has its title, cards and no axe violation', async (locale, path) => {
    const page = await open(site, path);
    expect(await page.locator('h1').textContent()).toBe(TITLE[locale as keyof typeof TITLE]);
    expect(await page.locator('.holiday-card').count()).toBeGreaterThan(0);
    const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });

  it('the navigation and the home page lead to it', async () => {
    const page = await open(site, '/fr');
    expect(await page.locator('header nav a[href="/fr/vacances"]').count()).toBe(1);
    expect(await page.locator('main a[href="/fr/vacances"]').count()).toBe(1);
    await page.context().close();
  });

  it('without JavaScript: the guest filter goes into the URL, "load more" shows the next 15, a card opens its unit with the reservation', async () => {
    const page = await open(site, '/nl/vakantie', false);
    const total = Number(/\d+/.exec((await page.locator('.holiday-list__count').textContent()) ?? '')?.[0]);
    expect(await page.locator('.holiday-card').count()).toBe(Math.min(15, total));
    if (total > 15) {
      await page.getByRole('link', { name: 'Meer tonen' }).click();
      await page.waitForURL(/pages=2/);
      expect(await page.locator('.holiday-card').count()).toBe(Math.min(30, total));
    }
    await page.getByLabel('Aantal gasten').selectOption({ index: 2 });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/guests=\d+/);
    const guests = Number(new URL(page.url()).searchParams.get('guests'));
    const facts = await page.locator('.holiday-card__facts li:first-child').allTextContents();
    expect(facts.every((text) => Number(/\d+/.exec(text)?.[0]) >= guests)).toBe(true);
    await page.locator('.holiday-card h2 a').first().click();
    await page.waitForURL(/\/nl\/vakantie\/\d+$/);
    expect(await page.getByRole('heading', { level: 2, name: 'Beschikbaarheid en reservatie' }).count()).toBe(1);
    await page.context().close();
  });
});

describe('issue 12 item 1 against an external §7 backend', () => {
  let backend: RecordingBackend;
  let site: RunningSite;
  beforeAll(async () => {
    backend = await startRecordingBackend();
    site = await startSite({ apiBaseUrl: backend.url, siteId: RECORDED_SITE });
  }, 120_000);
  afterAll(async () => {
    await site?.close();
    await backend?.close();
  });

  it('§7 POST /rental-units with the guests and arrival of the URL, POST /rental-units/filters, and the next free period on each card', async () => {
    backend.clear();
    const page = await open(site, '/en/holiday?guests=5&arrival=2099-07-04');
    const search = backend.requests.find((request) => request.url === `/sites/${RECORDED_SITE}/rental-units`);
    expect(search?.body).toEqual({ persons: 5, arrival: '2099-07-04', from: 0, size: 15 });
    expect(backend.requests.some((request) => request.url === `/sites/${RECORDED_SITE}/rental-units/filters`)).toBe(true);
    expect(await page.locator('.holiday-card__period').first().textContent()).toBe('Free from 04/07/2099 to 11/07/2099: € 950');
    expect(await page.locator('.holiday-card h2 a').first().getAttribute('href')).toBe('/en/holiday/71');
    const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });
});
