/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { useRecordingSite } from './support/recording-site';
import { launchBrowser, type RunningSite } from './support/site';
import { sharedOrOwnSite } from './support/shared-site';
import { axeViolations } from './support/axe';
import { DESKTOP_TAB, DESKTOP_TAB_WITHOUT_SCRIPTS, useTabs } from './support/tabs';

// Issue 12 item 5: the estates sold by public or online notary auction can be found: a page of their own in four
// languages, a list filter the URL carries, and a detail section with the session, starting price, bid period and
// link. In Chromium: axe at zero, the filter form without JavaScript, the kind links followed. What the pages say on
// each backend (embedded, our own §7 catalogue server, a backend without the notary field) is read from their HTML in
// notary-sales-html.test.ts (issue 22).
jest.setTimeout(120_000);

const NOTARY = { nl: '/nl/notariele-verkopen', fr: '/fr/ventes-notariales', en: '/en/notary-sales', de: '/de/notarielle-versteigerungen' } as const;
const TITLE = { nl: 'Notariële verkopen', fr: 'Ventes notariales', en: 'Notary sales', de: 'Notarielle Versteigerungen' } as const;
const OFFER = { nl: '/nl/aanbod', fr: '/fr/offre', en: '/en/offer', de: '/de/angebot' } as const;
type Locale = keyof typeof NOTARY;
const LOCALES = Object.keys(NOTARY) as Locale[];
/** dd/mm/yyyy HH:mm (§2 dates, Brussels time). */
const DATE_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

const world = {} as { browser: Browser };
beforeAll(async () => {
  world.browser = await launchBrowser();
}, 60_000);
afterAll(() => world.browser?.close());
// Every test here reads pages: one warm tab with scripts and one without for the whole file (issue 22).
const tab = useTabs(world);

async function open(site: RunningSite, path: string, javaScript = true): Promise<Page> {
  const page = await tab(javaScript ? DESKTOP_TAB : DESKTOP_TAB_WITHOUT_SCRIPTS);
  const response = await page.goto(`${site.url}${path}`);
  expect(response?.status()).toBe(200);
  await page.locator('h1').waitFor();
  return page;
}


const countOf = async (page: Page, selector: string): Promise<number> => Number(/\d+/.exec((await page.locator(selector).textContent()) ?? '')?.[0] ?? 0);

describe('issue 12 item 5 on the embedded catalogue', () => {
  let site: RunningSite;
  beforeAll(async () => {
    site = await sharedOrOwnSite();
  }, 180_000);
  afterAll(() => site?.close());

  it.each(LOCALES)('%s: the notary sales page, its cards and their bid periods; axe at zero', async (locale) => {
    const page = await open(site, NOTARY[locale]);
    expect(await page.locator('h1').textContent()).toBe(TITLE[locale]);
    expect(await page.locator('.notary-sale').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('without JavaScript: the list\'s filter form carries the notary filter into the URL; its count is the notary page\'s', async () => {
    const notary = await open(site, NOTARY.nl, false);
    const total = await countOf(notary, '.notary-sales__bar [role="status"]');
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
  });

  it.each(LOCALES)('%s: the kind choice is a link per kind; public sessions only lists the demo\'s two, each with its session day and place (issue 20); axe at zero', async (locale) => {
    const page = await open(site, NOTARY[locale]);
    await page.locator('.notary-sales__kinds a').nth(2).click();
    await page.waitForURL(/notary=public/);
    await page.locator(`.notary-sales__kinds a[aria-current="page"][href="${NOTARY[locale]}?notary=public"]`).waitFor();
    expect(await page.locator('.notary-sale').count()).toBe(2);
    for (const text of await page.locator('.notary-schedule').allTextContents()) expect(text).toMatch(new RegExp(`${DATE_TIME.source}.*(Notariskantoor Demo|Étude notariale Démo), \\S`));
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('issue 12 item 5 against a §7 backend that knows no notary field', () => {
  const recording = useRecordingSite();

  // The same page in every language is read in notary-sales-html.test.ts; its markup in this state is audited once.
  it('the page that says the catalogue cannot search notary sales has no cards; axe at zero', async () => {
    const page = await open(recording.site, NOTARY.nl);
    expect(await page.locator('.notary-sale').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
