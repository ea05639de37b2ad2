/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { RECORDED_PROJECT_ID, RECORDED_SITE, startRecordingBackend, type RecordingBackend } from './support/recording-backend';
import { PHONE, useSiteAndBrowser, type RunningSite } from './support/site';
import { sharedOrOwnSite } from './support/shared-site';
import { axeViolations } from './support/axe';
import { DESKTOP_TAB, DESKTOP_TAB_WITHOUT_SCRIPTS, useTabs, type TabKind } from './support/tabs';

// Issue 12 item 4: a project's units are found from its children / GET /estates/group/{id} whatever flags they
// carry; each unit's page shows its own title, price and status inside the project, in four languages.
jest.setTimeout(120_000);

let backend: RecordingBackend;
beforeAll(async () => {
  backend = await startRecordingBackend();
});
afterAll(() => backend?.close());
const e2e = useSiteAndBrowser(() => ({ apiBaseUrl: backend.url, siteId: RECORDED_SITE }));
// Every test here reads pages: a warm tab per kind for the whole file (issue 22).
const tab = useTabs(e2e);
const ON_A_PHONE: TabKind = { viewport: PHONE };

const UNIT_TITLE = { nl: 'Appartement 1 met terras', fr: 'Appartement 1 avec terrasse', en: 'Flat 1 with terrace', de: 'Wohnung 1 mit Terrasse' };
const OFFER = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' };

describe('issue 12 item 4: project units against a §7 backend that flags nothing', () => {
  it.each(Object.keys(UNIT_TITLE) as (keyof typeof UNIT_TITLE)[])('%s: the project lists its units; a unit opens inside the project with its own title and price', async (locale) => {
    const page = await tab(DESKTOP_TAB);
    const response = await page.goto(`${e2e.site.url}/${locale}/${OFFER[locale]}/${RECORDED_PROJECT_ID}`);
    expect(response?.status()).toBe(200);
    const links = page.locator('.detail-units tbody th a');
    expect(await links.count()).toBe(3);
    const href = (await links.first().getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/${locale}/${OFFER[locale]}/${RECORDED_PROJECT_ID}/[^/]+/901$`));
    const unit = await page.goto(`${e2e.site.url}${href}`);
    expect(unit?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe(UNIT_TITLE[locale]);
    expect(await page.locator('main').textContent()).toContain('275.000');
    expect(await page.locator(`a[href^="/${locale}/${OFFER[locale]}/${RECORDED_PROJECT_ID}/"]`).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

const PRICE = { nl: 'Prijs', fr: 'Prix', en: 'Price', de: 'Preis' };
const DESCENDING = { nl: 'sorteer aflopend', fr: 'trier par ordre décroissant', en: 'sort descending', de: 'absteigend sortieren' };
const VAT = { nl: 'Btw', fr: 'TVA', en: 'VAT', de: 'MwSt.' };

describe('issue 12 item 4: the unit picker sorts, keeps sold units without price (§4) and shows the VAT regime (§9)', () => {
  it('without JavaScript: a header link sorts by price through the URL, then the other way; aria-sort follows; the rented unit shows its label and its rent, sorted after the sales (§4, issue 20 item 1)', async () => {
    const page = await tab(DESKTOP_TAB_WITHOUT_SCRIPTS);
    await page.goto(`${e2e.site.url}/nl/aanbod/${RECORDED_PROJECT_ID}`);
    const priceHeader = page.locator('.detail-units thead th').filter({ hasText: 'Prijs' });
    expect(await priceHeader.getAttribute('aria-sort')).toBeNull();
    await page.getByRole('link', { name: /^Prijs\W+sorteer oplopend$/ }).click();
    await page.waitForURL(/units=price-asc/);
    expect(await priceHeader.getAttribute('aria-sort')).toBe('ascending');
    const units = async () => (await page.locator('.detail-units tbody th a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).map((href) => href?.slice(-3));
    // Issue 20 item 1: 902 is rented (a rent per month): it sorts after the sale prices, in either order.
    expect(await units()).toEqual(['901', '903', '902']);
    await page.getByRole('link', { name: /^Prijs\W+sorteer aflopend$/ }).click();
    await page.waitForURL(/units=price-desc/);
    expect(await priceHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await units()).toEqual(['903', '901', '902']);
    // Rented shows its status label and its rent per month; SOLD is hidden here (§5).
    expect(await page.locator('.detail-units tbody .status-badge').allTextContents()).toEqual(['Verhuurd']);
    expect(await page.locator('.detail-units tbody td.detail-units__price').last().textContent()).toMatch(/Verhuurd.*€ .* per maand/);
  });

  it.each(Object.keys(UNIT_TITLE) as (keyof typeof UNIT_TITLE)[])('%s: sorted by price descending from the URL, VAT column as stated, axe at zero', async (locale) => {
    const page = await tab(DESKTOP_TAB);
    // The short address redirects to the canonical one and keeps the sort (issue 9 item 1).
    await page.goto(`${e2e.site.url}/${locale}/${OFFER[locale]}/${RECORDED_PROJECT_ID}?units=price-desc`);
    expect(new URL(page.url()).searchParams.get('units')).toBe('price-desc');
    const header = page.locator('.detail-units thead th[aria-sort]');
    expect([await header.count(), await header.getAttribute('aria-sort')]).toEqual([1, 'descending']);
    expect(await header.getByRole('link').textContent()).toContain(PRICE[locale]);
    expect(await header.getByRole('link').textContent()).not.toContain(DESCENDING[locale]); // it says what a click does: ascending
    expect(await page.locator('.detail-units thead th').allTextContents()).toContain(VAT[locale]);
    const vat = await page.locator('.detail-units tbody td[data-label]').evaluateAll((cells, label) => cells.filter((cell) => cell.getAttribute('data-label') === label).map((cell) => cell.textContent), VAT[locale]);
    expect(vat.map((text) => text?.replace(/\s/g, ''))).toEqual(['6%', '21%', '']); // the sales (903, 901), then the rented 902
    expect(await axeViolations(page)).toEqual([]);
  });

  it('on a phone the header row is a bar of sort links above the unit blocks, axe at zero', async () => {
    const page = await tab(ON_A_PHONE);
    await page.goto(`${e2e.site.url}/en/offer/${RECORDED_PROJECT_ID}?units=area-asc`);
    const link = page.getByRole('link', { name: /^Price\W+sort ascending$/ });
    expect(await link.isVisible()).toBe(true);
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('issue 12 item 4 on the embedded catalogue: sold units keep their row without price (§4)', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await sharedOrOwnSite();
  }, 120_000);
  afterAll(() => site?.close());

  it('demo project 48 sorted by price: the sold units come last with their status label, never a price; 21 % VAT stated; axe at zero', async () => {
    const page = await tab(DESKTOP_TAB);
    await page.goto(`${site.url}/nl/aanbod/48?units=price-asc`);
    expect(await page.locator('.detail-units thead th[aria-sort="ascending"]').textContent()).toContain('Prijs');
    const prices = await page.locator('.detail-units tbody td.detail-units__price').allTextContents();
    const firstSold = prices.indexOf('Verkocht');
    expect(firstSold).toBeGreaterThan(0);
    expect(prices.slice(firstSold).filter((text) => text !== 'Verkocht')).toEqual([]);
    expect(prices.slice(0, firstSold).filter((text) => !text.includes('€'))).toEqual([]);
    expect(await page.locator('.detail-units__vat-note').count()).toBe(0); // the demo project states no rate of its own, its units do
    expect(new Set((await page.locator('.detail-units tbody td[data-label="Btw"]').allTextContents()).map((text) => text.replace(/\s/g, '')))).toEqual(new Set(['21%']));
    expect(await axeViolations(page)).toEqual([]);
  });
});
