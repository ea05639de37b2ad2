/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { RECORDED_SITE } from './support/recording-backend';
import { useRecordingSite } from './support/recording-site';
import { hydrated, launchBrowser, PHONE, type RunningSite, startSite } from './support/site';
import { axeViolations } from './support/axe';
import { DESKTOP_TAB, DESKTOP_TAB_WITHOUT_SCRIPTS, useTabs, type TabKind } from './support/tabs';

// Issue 12 item 2: a visitor books a viewing on an estate's detail page: free moments by day in Brussels time,
// name, e-mail and phone, a confirmation page with the cancel link; without JavaScript and keyboard-only; a
// moment taken meanwhile is explained above the fresh list; four languages, axe at zero; both backends.
jest.setTimeout(180_000);

const SECTION = { nl: 'Plan een bezoek', fr: 'Planifier une visite', en: 'Book a viewing', de: 'Besichtigung buchen' } as const;
const OFFER = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;

const world = {} as { browser: Browser };
beforeAll(async () => {
  world.browser = await launchBrowser();
}, 60_000);
afterAll(() => world.browser?.close());
// A warm tab per kind for the whole file (issue 22). A booking visitor keeps nothing in the browser that the tab's
// reset (no cookies, empty storage) would leave: a booking in a reset tab is a new visitor's.
const tab = useTabs(world);
const PHONE_WITHOUT_SCRIPTS: TabKind = { viewport: { ...PHONE, javaScriptEnabled: false } };

/** The page at path in the file's tab with or without scripts. */
function open(site: RunningSite, path: string, javaScript = true): Promise<Page> {
  return show(tab(javaScript ? DESKTOP_TAB : DESKTOP_TAB_WITHOUT_SCRIPTS), site, path, javaScript);
}

/** A page (a tab, or a visitor's own) at path, loaded. */
async function show(blank: Promise<Page>, site: RunningSite, path: string, javaScript: boolean): Promise<Page> {
  const page = await blank;
  page.setDefaultTimeout(20_000);
  await page.goto(`${site.url}${path}`);
  await page.locator('h1').waitFor();
  if (javaScript) await hydrated(page);
  return page;
}

// The viewing form's own fields (the contact form of the page has fields with the same labels).
async function fillVisitor(page: Page) {
  const form = page.locator('section.viewing');
  await form.getByLabel(/^(Naam|Nom|Name)$/).fill('An Peeters');
  await form.getByLabel(/^(E-mailadres|Adresse e-mail|Email address|E-Mail-Adresse)$/).fill('an@example.be');
  await form.getByLabel(/^(Telefoon|Téléphone|Phone|Telefon)$/).fill('0470 12 34 56');
}

describe('issue 12 item 2 on the embedded catalogue', () => {
  let site: RunningSite;
  let estateId: string;
  beforeAll(async () => {
    site = await startSite({ demoEstates: 60 });
    const html = await (await fetch(`${site.url}/nl/aanbod?trans=kopen`)).text();
    const ids = [...new Set([...html.matchAll(/href="\/nl\/aanbod\/(\d+)\/[^/"]+"/g)].map((match) => match[1]!))];
    for (const id of ids) {
      const page = await (await fetch(`${site.url}/nl/aanbod/${id}`)).text();
      if (page.includes('id="viewing-title"')) {
        estateId = id;
        break;
      }
    }
  }, 120_000);
  afterAll(() => site?.close());

  it.each(Object.keys(SECTION) as (keyof typeof SECTION)[])('%s: the detail page offers free moments by day, axe at zero', async (locale) => {
    const page = await open(site, `/${locale}/${OFFER[locale]}/${estateId}`);
    const section = page.getByRole('region', { name: SECTION[locale] });
    expect(await section.locator('fieldset').count()).toBeGreaterThan(0);
    expect(await section.locator('legend').first().textContent()).toMatch(/\d/);
    expect(await section.locator('.viewing__slot span').first().textContent()).toMatch(/^\d{2}:\d{2} – \d{2}:\d{2}$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('issue 20 item 10: on a phone, a day picker and one day\'s moments (not ten days of buttons); a day link works without JavaScript', async () => {
    const page = await tab(PHONE_WITHOUT_SCRIPTS);
    await page.goto(`${site.url}/nl/aanbod/${estateId}`);
    const section = page.getByRole('region', { name: SECTION.nl });
    const days = section.getByRole('navigation', { name: 'Dagen met vrije momenten' }).getByRole('link');
    expect(await days.count()).toBeGreaterThan(1);
    expect(await section.locator('fieldset').count()).toBe(1);
    expect(await days.first().getAttribute('aria-current')).toBe('date');
    expect((await section.boundingBox())!.height).toBeLessThan(900);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const firstDay = await section.locator('input[name="slotId"]').first().getAttribute('value');
    await days.nth(1).click();
    await page.waitForURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
    const again = page.getByRole('region', { name: SECTION.nl });
    expect(await again.getByRole('navigation').getByRole('link').nth(1).getAttribute('aria-current')).toBe('date');
    expect(await again.locator('input[name="slotId"]').first().getAttribute('value')).not.toBe(firstDay);
  });

  it('§5 a post with missing fields answers 400 with the errors on the page', async () => {
    const page = await open(site, `/nl/aanbod/${estateId}`);
    const action = new URL(page.url()).pathname;
    const response = await fetch(`${site.url}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'book-viewing', estateId, name: '', email: 'an@', phone: '' }).toString(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Controleer het formulier');
    expect(html).toContain('Kies een moment.');
  });

  it('without JavaScript: a moment and the visitor\'s details book the viewing; the confirmation page leads to cancelling', async () => {
    const page = await open(site, `/nl/aanbod/${estateId}`, false);
    await page.locator('input[name="slotId"]').first().check();
    await fillVisitor(page);
    await page.getByRole('button', { name: 'Bezoek boeken' }).click();
    await page.waitForURL(/\/nl\/afspraak\/[^/]+$/, { waitUntil: 'commit' });
    expect(await page.locator('h1').textContent()).toBe('Uw bezoek is geboekt');
    expect(await page.locator('.flow-facts dd').first().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.getByRole('link', { name: 'Afspraak annuleren' }).click();
    await page.waitForURL(/\/nl\/afspraak-annuleren\//, { waitUntil: 'commit' });
    await page.locator('h1').waitFor();
    const confirmation = page.url().replace('/nl/afspraak-annuleren/', '/nl/afspraak/');
    // axe runs scripts in the page: on the same confirmation page, with JavaScript.
    const checked = await open(site, new URL(confirmation).pathname);
    expect(await axeViolations(checked)).toEqual([]);
  });

  it('keyboard only (French): Tab to a moment, Space, type the details, Enter books it', async () => {
    const page = await open(site, `/fr/offre/${estateId}`);
    for (let i = 0; i < 300; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === 'slotId')) break;
    }
    await page.keyboard.press('Space');
    const focusName = async (name: string) => {
      for (let i = 0; i < 40; i++) {
        if (await page.evaluate((n) => (document.activeElement as HTMLInputElement | null)?.name === n, name)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`no ${name} field by Tab`);
    };
    await focusName('name');
    await page.keyboard.type('Jean Dupont');
    await focusName('email');
    await page.keyboard.type('jean@example.be');
    await focusName('phone');
    await page.keyboard.type('0470 12 34 56');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/fr\/rendez-vous\/[^/]+$/, { waitUntil: 'commit' });
    // With scripts the address changes before the new page is rendered: wait for its heading.
    await page.getByRole('heading', { level: 1, name: 'Votre visite est réservée' }).waitFor();
  });

  it('a moment taken meanwhile: a clear message and the fresh list without it', async () => {
    // Three visitors load the page with the same moment free; a demo moment takes one or two parties, so by the third at the latest it is full.
    // Three visitors at the same time: a context each, not the file's tabs.
    const pages: Page[] = [];
    for (let i = 0; i < 3; i += 1) {
      const context = await world.browser.newContext(DESKTOP_TAB_WITHOUT_SCRIPTS.viewport);
      pages.push(await show(context.newPage(), site, `/en/offer/${estateId}`, false));
    }
    const slotId = (await pages[0]!.locator('input[name="slotId"]').first().getAttribute('value'))!;
    let refused: Page | undefined;
    for (const page of pages) {
      await page.locator(`input[name="slotId"][value="${slotId}"]`).check();
      await fillVisitor(page);
      await page.getByRole('button', { name: 'Book the viewing' }).click();
      await page.waitForLoadState('load');
      if (!/\/en\/appointment\//.test(page.url())) {
        refused = page;
        break;
      }
    }
    expect(refused).toBeDefined();
    await refused!.getByRole('alert').filter({ hasText: 'no longer free' }).waitFor();
    // The fresh list: still moments to choose from, none of them checked, the taken one gone.
    expect(await refused!.locator('input[name="slotId"]').count()).toBeGreaterThan(0);
    expect(await refused!.locator('input[name="slotId"]:checked').count()).toBe(0);
    expect(await refused!.locator(`input[name="slotId"][value="${slotId}"]`).count()).toBe(0);
    for (const page of pages) await page.context().close();
  });
});

describe('issue 12 item 2 against an external §7 backend', () => {
  const recording = useRecordingSite();

  it('§7 GET /live-agenda/{id} in Brussels time and POST /live-agenda/reservation with the visitor\'s details', async () => {
    const { backend, site } = recording;
    const page = await open(site, '/de/angebot/1', false);
    const section = page.getByRole('region', { name: SECTION.de });
    expect(await section.locator('legend').textContent()).toBe('Donnerstag, 2. Juli');
    expect(await section.locator('.viewing__slot span').allTextContents()).toEqual(['10:00 – 10:30', '10:30 – 11:00']);
    backend.clear();
    await page.locator('input[name="slotId"][value="502"]').check();
    await fillVisitor(page);
    await page.getByRole('button', { name: 'Besichtigung buchen' }).click();
    await page.waitForURL(/\/de\/termin\/rec-\d+$/, { waitUntil: 'commit' });
    const booking = backend.requests.find((request) => request.method === 'POST' && request.url === `/sites/${RECORDED_SITE}/live-agenda/reservation`);
    expect(booking?.body).toMatchObject({ slotId: 502, estateId: 1, name: 'An Peeters', email: 'an@example.be', phone: '0470 12 34 56', locale: 'de' });
    expect(await page.locator('.flow-facts dd').allTextContents()).toEqual(['02/07/2099', '10:30 – 11:00']);
    const confirmation = new URL(page.url()).pathname;
    const checked = await open(site, confirmation);
    expect(await axeViolations(checked)).toEqual([]);
  });
});
