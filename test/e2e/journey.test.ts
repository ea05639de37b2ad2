/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, hydrated, useSharedSiteAndBrowser } from './support/site';
import { watchPage, type PageProblems } from './support/page-watch';

// Issue 5 item 8: the visitor's journey through the built site on the embedded demo, in Chromium.
jest.setTimeout(60_000);

const e2e = useSharedSiteAndBrowser();

const cards = (page: Page) => page.locator('main article');
const loadedText = (page: Page) => page.locator('#list-loaded');
const favourites = (page: Page) => page.evaluate(() => localStorage.getItem('favorites'));

/** "15 van 120 getoond" → [15, 120] (any language: the two numbers, digits only). */
async function loadedCounts(page: Page): Promise<[number, number]> {
  const numbers = ((await loadedText(page).textContent()) ?? '').match(/\d[\d.\u202f\u00a0 ]*/g) ?? [];
  const [loaded, total] = numbers.map((text) => Number(text.replace(/\D/g, '')));
  return [loaded ?? NaN, total ?? NaN];
}

/**
 * Waits until the list shows the count line the server renders for the same URL: the line follows the URL by a render
 * (the list's store takes the new answer), so read at once it could still be the last URL's.
 */
async function showsServersCount(page: Page, search: string): Promise<void> {
  const html = await (await fetch(`${e2e.site.url}/nl/aanbod${search}`)).text();
  const line = /id="list-loaded"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
  await page.waitForFunction((text) => document.querySelector('#list-loaded')?.textContent === text, line);
}

describe('§2 the list → filter → URL → load more → favourite → favourites → language journey', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: PageProblems;

  beforeAll(async () => {
    context = await e2e.browser.newContext(DESKTOP);
    page = await context.newPage();
    problems = watchPage(page, e2e.site.url);
  });
  afterAll(() => context?.close());

  it('home → the list page through the header', async () => {
    await page.goto(`${e2e.site.url}/nl`);
    expect(await page.getAttribute('html', 'lang')).toBe('nl');
    await page.getByRole('banner').getByRole('link', { name: 'Aanbod', exact: true }).click();
    await page.waitForURL(`${e2e.site.url}/nl/aanbod`);
    await loadedText(page).waitFor();
    // The next steps need the hydrated page, not only its server HTML.
    await hydrated(page);
    expect(await cards(page).count()).toBe(15);
    const [loaded, total] = await loadedCounts(page);
    expect(loaded).toBe(15);
    expect(total).toBeGreaterThan(45);
  });

  it('§2 choosing filters writes them to the URL (trans=kopen, type) and narrows the list', async () => {
    const [, everything] = await loadedCounts(page);
    await page.getByRole('radio', { name: 'Te koop' }).check();
    await page.waitForURL((url) => url.search === '?trans=kopen');
    await page.getByRole('checkbox', { name: /^Woning/ }).check();
    await page.waitForURL((url) => url.search === '?trans=kopen&type=1');
    await expect(page.getByRole('checkbox', { name: /^Woning/ }).isChecked()).resolves.toBe(true);
    await showsServersCount(page, '?trans=kopen&type=1');
    const [loaded, total] = await loadedCounts(page);
    expect(loaded).toBe(15);
    expect(total).toBeLessThan(everything);
    expect(total).toBeGreaterThan(45);
    expect(await cards(page).count()).toBe(15);
  });

  it('§2 back and forward restore the filters from the URL', async () => {
    const [, houses] = await loadedCounts(page);
    await page.goBack();
    await page.waitForURL((url) => url.search === '?trans=kopen');
    await page.waitForFunction(() => !(document.querySelector('#list-filter-type-1') as HTMLInputElement | null)?.checked);
    expect(await page.getByRole('radio', { name: 'Te koop' }).isChecked()).toBe(true);
    await showsServersCount(page, '?trans=kopen');
    expect((await loadedCounts(page))[1]).toBeGreaterThan(houses);
    await page.goForward();
    await page.waitForURL((url) => url.search === '?trans=kopen&type=1');
    await page.waitForFunction(() => (document.querySelector('#list-filter-type-1') as HTMLInputElement | null)?.checked === true);
    await showsServersCount(page, '?trans=kopen&type=1');
    expect((await loadedCounts(page))[1]).toBe(houses);
  });

  it('§4 "load more" appends 15, by its button and by scrolling, and the loaded count follows', async () => {
    const [, total] = await loadedCounts(page);
    // A click without scrolling: the scroll trigger must not fire along with the button.
    await page.getByRole('link', { name: 'Toon meer' }).dispatchEvent('click');
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 30);
    await expect(loadedCounts(page)).resolves.toEqual([30, total]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => document.querySelectorAll('main article').length >= 45);
    await page.waitForFunction(() => document.querySelector('.load-more__progress') === null);
    const shown = await cards(page).count();
    expect(shown % 15 === 0 || shown === total).toBe(true);
    await expect(loadedCounts(page)).resolves.toEqual([shown, total]);
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  let favouriteId = '';
  let favouriteTitle = '';

  it('§4 a favourite toggle (aria-pressed) stores the id in localStorage "favorites"', async () => {
    const card = cards(page).nth(16);
    const toggle = card.locator('button.favourite-toggle');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const href = (await card.locator('h3 a').getAttribute('href')) ?? '';
    favouriteId = /\/nl\/aanbod\/(\d+)/.exec(href)?.[1] ?? '';
    favouriteTitle = ((await card.locator('h3').textContent()) ?? '').trim();
    expect(favouriteId).toMatch(/^\d+$/);
    expect(JSON.parse((await favourites(page)) ?? 'null')).toEqual([favouriteId]);
  });

  it('§2 the language switcher keeps the page and its filters (/fr/offre?…), and the favourite', async () => {
    await page.getByRole('link', { name: /^FR\b/ }).click();
    // The filters and the pages shown (issue 13 item 8) travel along.
    await page.waitForURL((url) => url.pathname === '/fr/offre' && /^\?trans=kopen&type=1(&pages=\d+)?$/.test(url.search));
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.getByRole('radio', { name: 'À vendre' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /^Maison/ }).isChecked()).toBe(true);
    await cards(page).first().waitFor();
    const pages = Number(new URL(page.url()).searchParams.get('pages') ?? '1');
    const [loaded, total] = await loadedCounts(page);
    expect(loaded).toBe(Math.min(15 * pages, total));
    expect(await cards(page).count()).toBe(loaded);
    expect(JSON.parse((await favourites(page)) ?? 'null')).toEqual([favouriteId]);
  });

  it('§2 favourites page (/fr/favoris) lists the favourite; a reload keeps it', async () => {
    await page.getByRole('banner').getByRole('link', { name: 'Favoris', exact: true }).click();
    await page.waitForURL(`${e2e.site.url}/fr/favoris`);
    await page.locator('.favourites article').first().waitFor();
    await page.waitForFunction(() => document.querySelector('.favourites [aria-busy="true"]') === null);
    expect(await cards(page).count()).toBe(1);
    expect(await cards(page).locator('h3 a').getAttribute('href')).toMatch(new RegExp(`^/fr/offre/${favouriteId}(/|$)`));
    expect(await cards(page).locator('button.favourite-toggle').getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(1);
  });

  it('§2 back in Dutch (/nl/favorieten) the same favourite, titled in Dutch', async () => {
    await page.getByRole('link', { name: /^NL\b/ }).click();
    await page.waitForURL(`${e2e.site.url}/nl/favorieten`);
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(1);
    expect(((await cards(page).locator('h3').textContent()) ?? '').trim()).toBe(favouriteTitle);
    expect(JSON.parse((await favourites(page)) ?? 'null')).toEqual([favouriteId]);
  });

  it('§4 un-toggling on the favourites page empties it and localStorage', async () => {
    await cards(page).locator('button.favourite-toggle').click();
    await page.waitForFunction(() => document.querySelectorAll('main article').length === 0);
    expect(JSON.parse((await favourites(page)) ?? 'null')).toEqual([]);
  });

  it('logs no console error or warning, no hydration mismatch, no failed request along the way', () => {
    expect(problems.messages).toEqual([]);
  });
});

describe('issue 19 item 7, §2: energy label, garden, parking and bathrooms in the filter panel (Chromium)', () => {
  it('setting the four writes each to the URL under its one name and narrows the list at each step', async () => {
    const context = await e2e.browser.newContext(DESKTOP);
    try {
      const page = await context.newPage();
      const problems = watchPage(page, e2e.site.url);
      await page.goto(`${e2e.site.url}/nl/aanbod`);
      await hydrated(page);
      const totals = [(await loadedCounts(page))[1]];
      const settled = async (search: string) => {
        await page.waitForURL((url) => url.search === search);
        await showsServersCount(page, search);
        totals.push((await loadedCounts(page))[1]);
      };
      await page.getByRole('combobox', { name: 'Energielabel (EPC)' }).selectOption('C');
      await settled('?epc-max=C');
      await page.getByRole('checkbox', { name: 'Met tuin' }).check();
      await settled('?epc-max=C&garden=1');
      await page.getByRole('checkbox', { name: 'Met garage of parking' }).check();
      await settled('?epc-max=C&garden=1&parking=1');
      await page.getByRole('combobox', { name: 'Badkamers' }).selectOption('2');
      await settled('?epc-max=C&garden=1&parking=1&bath-min=2');
      // Each step finds fewer estates than the one before, and still some.
      expect({ totals, narrows: totals.slice(1).map((total, index) => total > 0 && total < (totals[index] ?? 0)) }).toEqual({ totals, narrows: [true, true, true, true] });
      expect(problems.messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
