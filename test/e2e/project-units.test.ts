/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import { RECORDED_PROJECT_ID, RECORDED_SITE, startRecordingBackend, type RecordingBackend } from './support/recording-backend';
import { DESKTOP, newSiteContext, useSiteAndBrowser } from './support/site';

// Issue 12 item 4: a project's units are found from its children / GET /estates/group/{id} whatever flags they
// carry; each unit's page shows its own title, price and status inside the project, in four languages.
jest.setTimeout(120_000);

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let backend: RecordingBackend;
beforeAll(async () => {
  backend = await startRecordingBackend();
});
afterAll(() => backend?.close());
const e2e = useSiteAndBrowser(() => ({ apiBaseUrl: backend.url, siteId: RECORDED_SITE }));

const UNIT_TITLE = { nl: 'Appartement 1 met terras', fr: 'Appartement 1 avec terrasse', en: 'Flat 1 with terrace', de: 'Wohnung 1 mit Terrasse' };
const OFFER = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' };

describe('issue 12 item 4: project units against a §7 backend that flags nothing', () => {
  it.each(Object.keys(UNIT_TITLE) as (keyof typeof UNIT_TITLE)[])('%s: the project lists its units; a unit opens inside the project with its own title and price', async (locale) => {
    const context = await newSiteContext(e2e.browser, DESKTOP);
    const page = await context.newPage();
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
    const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
});
