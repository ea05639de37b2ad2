/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { RECORDED_SITE } from './support/recording-backend';
import { useRecordingSite } from './support/recording-site';
import { hydrated, launchBrowser, type RunningSite } from './support/site';
import { sharedOrOwnSite } from './support/shared-site';
import { axeViolations } from './support/axe';
import { DESKTOP_TAB, DESKTOP_TAB_WITHOUT_SCRIPTS, useTabs } from './support/tabs';

// Issue 12 item 1: holiday rentals can be browsed: a list page in four languages, reached from the navigation
// and the home page, filters in the URL, pages of 15 with "load more", each card leading to its unit page;
// on the embedded catalogue and against an external §7 backend; axe at zero; without JavaScript too.
jest.setTimeout(120_000);

const HOLIDAY = { nl: '/nl/vakantie', fr: '/fr/vacances', en: '/en/holiday', de: '/de/feiertage' } as const;
const TITLE = { nl: 'Vakantiewoningen', fr: 'Locations de vacances', en: 'Holiday rentals', de: 'Ferienwohnungen' } as const;

const world = {} as { browser: Browser };
beforeAll(async () => {
  world.browser = await launchBrowser();
}, 60_000);
afterAll(() => world.browser?.close());
// Every test here reads pages or follows links and GET forms: one warm tab with scripts and one without for the whole
// file (issue 22); a visitor of the list stores nothing that a reset tab would keep.
const tab = useTabs(world);

async function open(site: RunningSite, path: string, javaScript = true): Promise<Page> {
  const page = await tab(javaScript ? DESKTOP_TAB : DESKTOP_TAB_WITHOUT_SCRIPTS);
  await page.goto(`${site.url}${path}`);
  await page.locator('h1').waitFor();
  return page;
}

describe('issue 12 item 1 on the embedded catalogue', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await sharedOrOwnSite();
  }, 120_000);
  afterAll(() => site?.close());

  it.each(Object.entries(HOLIDAY))('%s: the list page has its title, cards and no axe violation', async (locale, path) => {
    const page = await open(site, path);
    expect(await page.locator('h1').textContent()).toBe(TITLE[locale as keyof typeof TITLE]);
    expect(await page.locator('.holiday-card').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the navigation and the home page lead to it', async () => {
    const page = await open(site, '/fr');
    expect(await page.locator('header nav a[href="/fr/vacances"]').count()).toBe(1);
    expect(await page.locator('main a[href="/fr/vacances"]').count()).toBe(1);
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
  });
});

describe('issue 12 item 1: every §3 rental filter, the map, on the embedded catalogue', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await sharedOrOwnSite();
  }, 120_000);
  afterAll(() => site?.close());

  it('without JavaScript: region, kind and period type go into the URL, every card matches them, "load more" keeps them', async () => {
    const page = await open(site, '/nl/vakantie', false);
    await page.getByLabel('Streek').selectOption({ label: 'Belgische kust' });
    await page.getByLabel('Soort verblijf').selectOption({ label: 'Een weekend' });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/location=1/);
    const url = new URL(page.url());
    expect([url.searchParams.get('location'), url.searchParams.get('period')]).toEqual(['1', 'WEEKEND']);
    // Issue 20: the fields left on "any" are not in the address (the form sends them empty; the page redirects).
    expect([...url.searchParams.keys()].sort()).toEqual(['location', 'period']);
    // Each card offers a weekend: three nights from a Friday.
    const periods = await page.locator('.holiday-card__period').allTextContents();
    expect(periods.length).toBeGreaterThan(0);
    for (const text of periods) {
      const [start, end] = [...text.matchAll(/(\d{2})\/(\d{2})\/(\d{4})/g)].map((m) => Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])));
      expect([new Date(start!).getUTCDay(), (end! - start!) / 86_400_000]).toEqual([5, 3]);
    }
    await page.getByLabel('Soort', { exact: true }).selectOption({ label: 'Villa' });
    await page.getByRole('button', { name: 'Zoeken' }).click();
    await page.waitForURL(/kind=4/);
    const titles = await page.locator('.holiday-card__title').allTextContents();
    expect(titles.every((title) => /Villa/.test(title))).toBe(true);
    await page.getByRole('link', { name: 'Filters wissen' }).click();
    await page.waitForURL((address) => address.search === '');
    expect(await page.locator('.holiday-card').count()).toBe(15);
  });

  it('the stay dates and the arrival day: a stay inside the dates, or one starting that day', async () => {
    const page = await open(site, '/nl/vakantie');
    const arrival = await page.getByLabel('Aankomstdatum').locator('option').nth(3).getAttribute('value');
    await page.goto(`${site.url}/nl/vakantie?arrival=${arrival}`);
    const [y, m, d] = arrival!.split('-');
    const periods = await page.locator('.holiday-card__period').allTextContents();
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((text) => text.includes(`${d}/${m}/${y}`))).toBe(true);
    await page.goto(`${site.url}/nl/vakantie?from=2027-06-01&until=2027-06-08`);
    expect(await page.locator('.holiday-card__period').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/0[4-5]\/06\/2027/)]));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('"load more" is in the URL, in place of the first page\'s address (issue 13 item 8): a reload keeps the place', async () => {
    const page = await open(site, '/nl/vakantie');
    const cards = (count: number) => page.waitForFunction((n) => document.querySelectorAll('.holiday-card').length === n, count);
    // Hydrated: before its script runs, "Meer tonen" is the no-JavaScript link, which pushes a history entry.
    await hydrated(page);
    const entries = await page.evaluate(() => history.length);
    // The tab is reused: below Chromium's 50 entries a pushed entry still shows in history.length.
    expect(entries).toBeLessThan(50);
    await page.getByRole('link', { name: 'Meer tonen' }).click();
    await page.waitForURL(/pages=2/);
    await cards(25);
    // Replaced, not pushed: Back leaves the list rather than showing a shorter one (test/e2e/place-in-the-list.test.ts).
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.reload();
    expect(await page.locator('.holiday-card').count()).toBe(25);
  });

  it.each(Object.entries(HOLIDAY))('%s: the map view shows each town once, its markers are named buttons that lead to the town\'s units; axe at zero', async (_locale, path) => {
    const page = await open(site, path);
    await page.locator('.holiday-list__views a').nth(1).click();
    await page.waitForURL(/view=map/);
    const markers = page.locator('.holiday-map__town');
    await markers.first().waitFor();
    const towns = await page.locator('.holiday-map__town-name').count();
    expect(await markers.count()).toBeGreaterThan(0);
    expect(await markers.count()).toBeLessThanOrEqual(towns);
    expect(await page.locator('.holiday-map__towns a').count()).toBe(25);
    const label = (await markers.first().getAttribute('aria-label'))!;
    expect(label).toMatch(/\d/);
    await markers.first().focus();
    await page.keyboard.press('Enter');
    // A town's marker focuses its town in the list; a group of close towns zooms in instead.
    await page.waitForFunction(() => document.activeElement?.classList.contains('holiday-map__town-name') || document.querySelectorAll('.holiday-map__town').length > 1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('without JavaScript the map view lists the towns and their units, each a link to the unit page', async () => {
    const page = await open(site, '/fr/vacances?view=map', false);
    expect(await page.locator('.holiday-map__town-name').count()).toBe(12);
    await page.locator('.holiday-map__towns a').first().click();
    await page.waitForURL(/\/fr\/vacances\/\d+$/);
  });
});

describe('issue 12 item 1 against an external §7 backend', () => {
  const recording = useRecordingSite();

  it('§7 POST /rental-units with the guests and arrival of the URL, POST /rental-units/filters, and the next free period on each card', async () => {
    const { backend, site } = recording;
    backend.clear();
    const page = await open(site, '/en/holiday?guests=5&arrival=2099-07-04');
    const search = backend.requests.find((request) => request.url === `/sites/${RECORDED_SITE}/rental-units`);
    expect(search?.body).toEqual({ persons: 5, arrival: '2099-07-04', from: 0, size: 15 });
    expect(backend.requests.some((request) => request.url === `/sites/${RECORDED_SITE}/rental-units/filters`)).toBe(true);
    expect(await page.locator('.holiday-card__period').first().textContent()).toBe('Free from 04/07/2099 to 11/07/2099: € 950');
    expect(await page.locator('.holiday-card h2 a').first().getAttribute('href')).toBe('/en/holiday/71');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('§7 every filter of the URL is in the POST /rental-units and /rental-units/filters bodies', async () => {
    const { backend, site } = recording;
    backend.clear();
    const page = await open(site, '/en/holiday?location=1&city=8420&kind=1&guests=2&period=WEEK&arrival=2099-07-04&from=2099-07-01&until=2099-07-31');
    const criteria = { persons: 2, location: 1, city: 8420, subKind: 1, periodType: 'WEEK', arrival: '2099-07-04', availableFrom: '2099-07-01', availableUntil: '2099-07-31' };
    expect(backend.requests.find((request) => request.url === `/sites/${RECORDED_SITE}/rental-units`)?.body).toEqual({ ...criteria, from: 0, size: 15 });
    expect(backend.requests.find((request) => request.url === `/sites/${RECORDED_SITE}/rental-units/filters`)?.body).toEqual(criteria);
    expect(await page.getByLabel('Length of stay').locator('option:checked').textContent()).toBe('A week');
  });

  it('the map places De Haan at the centre the filter values give and lists Knokke, whose centre nobody gives, off the map; axe at zero', async () => {
    const page = await open(recording.site, '/en/holiday?view=map');
    await page.locator('.holiday-map__town').first().waitFor();
    expect(await page.locator('.holiday-map__town').count()).toBe(1);
    expect(await page.locator('.holiday-map__town').getAttribute('aria-label')).toBe('De Haan: 1 holiday rental');
    expect(await page.locator('.holiday-map__list').textContent()).toContain('Not on the map (town unknown): 1');
    expect(await axeViolations(page)).toEqual([]);
  });
});
