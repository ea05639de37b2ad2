/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { hydrated, useSharedSiteAndBrowser } from './support/site';
import { axeViolations } from './support/axe';
import { DESKTOP_TAB, useTabs } from './support/tabs';

// Issue 13: what a new visitor notices first, in Chromium, in four languages, with axe at zero. That no link of the
// header, footer or home page leads to a 404 is read from the HTML, without a browser (links-html.test.ts, issue 22).
jest.setTimeout(180_000);

const CONTACT = { nl: '/nl/contact', fr: '/fr/contact', en: '/en/contact', de: '/de/kontakt' } as const;
const HOURS = { nl: 'Openingsuren', fr: "Heures d'ouverture", en: 'Opening hours', de: 'Öffnungszeiten' } as const;
type Lang = keyof typeof CONTACT;

const world = useSharedSiteAndBrowser();
/**
 * One warm desktop tab for the whole file (issue 22). The contact form's post needs no visitor of its own either: it
 * leaves nothing in the browser, and the tab comes back without cookies or storage.
 */
const tab = useTabs(world);

async function open(path: string): Promise<Page> {
  const page = await tab(DESKTOP_TAB);
  await page.goto(`${world.site.url}${path}`);
  await page.locator('h1').waitFor();
  return page;
}

describe('issue 13 item 1: a contact page at the menu address, and no link of header, footer or home leads to a 404', () => {
  it.each(Object.entries(CONTACT))('%s: the main menu links to %s, which shows the agency, its hours, a map and the form; axe at zero', async (locale, path) => {
    const page = await open(`/${locale}`);
    const menuLink = page.locator(`header nav a[href="${path}"]`);
    expect(await menuLink.count()).toBe(1);
    await menuLink.click();
    await page.waitForURL(`**${path}`);
    await page.locator('.contact-page').waitFor();
    const details = page.locator('.contact-page__details');
    expect(await details.textContent()).toContain('Demostraat 1');
    expect(await details.getByText(HOURS[locale as Lang]).count()).toBe(1);
    // Leaflet loads when the map nears the window (issue 8).
    await page.locator('.location-map').scrollIntoViewIfNeeded();
    await page.locator('.location-map .leaflet-container').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the contact form of the contact page reaches the agency without an estate', async () => {
    const page = await open('/en/contact');
    await hydrated(page); // the form posts through its script
    await page.locator('#contact-name').fill('Anne Visitor');
    await page.locator('#contact-email').fill('anne@example.be');
    await page.locator('#contact-message').fill('Could you value my house in Gent?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('.contact-page__form .form-status--success').waitFor();
  });
});

describe('issue 13 item 6: a location map on the detail page', () => {
  it.each(['nl', 'fr', 'en', 'de'])('%s: an estate page shows its location map; axe at zero', async (locale) => {
    const home = await open(`/${locale}`);
    const href = await home.locator('main .estate-card a[href*="/"]').first().getAttribute('href');
    const page = await open(href!);
    await page.locator('.detail__location .location-map').scrollIntoViewIfNeeded();
    await page.locator('.detail__location .location-map .leaflet-container').waitFor();
    expect(await axeViolations(page, { include: '.detail__location' })).toEqual([]);
  });
});
