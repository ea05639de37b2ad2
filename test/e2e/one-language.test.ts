/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import { AxeBuilder } from '@axe-core/playwright';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { HEAD_TYPE, STATUS, SUB_TYPE } from '../../domain/enumerations';
import type { Enumeration } from '../../domain/enumerations';
import type { Locale } from '../../domain/shared/locale';
import { DESKTOP, newSiteContext, useSiteAndBrowser } from './support/site';

// Issue 13 item 3: one language per page. Each page type in fr, en and de, read in Chromium, holds no Dutch
// word or phrase that has a translation (messages, enumeration labels, city names with an alias).
jest.setTimeout(300_000);

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANG_DIR = join(process.cwd(), 'ui/i18n/lang');

/** Dutch message texts (no placeholders) that read otherwise in `locale`. */
function dutchMessages(locale: Locale): string[] {
  return readdirSync(LANG_DIR).flatMap((feature) => {
    const read = (l: string) => JSON.parse(readFileSync(join(LANG_DIR, feature, `${l}.json`), 'utf8')) as Record<string, string>;
    const nl = read('nl');
    const other = read(locale);
    return Object.entries(nl).filter(([id, text]) => !/[{<]/.test(text) && text.length >= 5 && other[id] !== undefined && other[id] !== text).map(([, text]) => text);
  });
}

/** Dutch labels of the enumerations a page shows (status, type, subtype) that read otherwise in `locale`. */
function dutchLabels(locale: Locale): string[] {
  const labels = (enumeration: Enumeration) =>
    enumeration.entries.flatMap((value) => (value.labels.nl.length >= 5 && value.labels[locale] && value.labels[locale] !== value.labels.nl ? [value.labels.nl] : []));
  return [...labels(STATUS), ...labels(HEAD_TYPE), ...labels(SUB_TYPE)];
}

/** Dutch city names whose alias differs in these languages (§3 city alias). */
const DUTCH_CITIES: Readonly<Record<'fr' | 'en' | 'de', readonly string[]>> = {
  fr: ['Antwerpen', 'Namen', 'Luik', 'Bergen', 'Brussel', 'Doornik', 'Aarlen'],
  en: ['Antwerpen', 'Namen', 'Luik', 'Bergen', 'Brussel', 'Doornik', 'Aarlen'],
  de: ['Namen', 'Luik', 'Bergen', 'Brussel', 'Doornik', 'Aarlen'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every message text of fr, en and de: a Dutch text that is also one of them ('Contact', 'E-mail') is no Dutch alone. */
function ownTexts(): Set<string> {
  return new Set(
    readdirSync(LANG_DIR).flatMap((feature) =>
      ['fr', 'en', 'de'].flatMap((l) => Object.values(JSON.parse(readFileSync(join(LANG_DIR, feature, `${l}.json`), 'utf8')) as Record<string, string>)),
    ),
  );
}

/** Words Dutch shares with French and English that the site's menu and footer data write as such. */
const SHARED_WORDS = new Set(['Contact', 'E-mail']);

function dutchFinder(locale: 'fr' | 'en' | 'de'): (text: string) => string[] {
  const own = new Set([...ownTexts(), ...SHARED_WORDS]);
  const words = [...new Set([...dutchMessages(locale), ...dutchLabels(locale), ...DUTCH_CITIES[locale]])].filter((word) => !own.has(word));
  const patterns = words.map((word) => ({ word, pattern: new RegExp(`(?<![\\p{L}\\p{N}-])${escape(word)}(?![\\p{L}\\p{N}-])`, 'u') }));
  return (text) => patterns.filter(({ pattern }) => pattern.test(text)).map(({ word }) => word);
}

const world = useSiteAndBrowser({ demoEstates: 300 });

/** Everything a visitor reads or hears: the text, and the labels and alternatives of elements. */
async function readable(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

async function open(path: string): Promise<Page> {
  const context = await newSiteContext(world.browser, DESKTOP);
  const page = await context.newPage();
  await page.goto(`${world.site.url}${path}`);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/** The list's first card of an estate of the given kind, as a path in `locale`. */
async function firstCard(locale: string, query: string): Promise<string> {
  const page = await open(`/${locale}/${{ fr: 'offre', en: 'offer', de: 'angebot' }[locale]}${query}`);
  const href = await page.locator('main .estate-card a[href]').first().getAttribute('href');
  await page.context().close();
  return href!;
}

describe.each(['fr', 'en', 'de'] as const)('issue 13 item 3: one language per page, %s', (locale) => {
  const find = dutchFinder(locale);
  const list = { fr: 'offre', en: 'offer', de: 'angebot' }[locale];
  const contact = locale === 'de' ? 'kontakt' : 'contact';
  const subscribe = { fr: 'tenez-moi-au-courant', en: 'keep-me-informed', de: 'halte-mich-auf-dem-laufenden' }[locale];

  it.each([
    ['home', ''],
    ['list', `/${list}`],
    ['list grouped by city', `/${list}?group=CITY`],
    ['list grouped by status', `/${list}?group=STATUS`],
    ['projects', `/${list}?type=6`],
    ['contact', `/${contact}`],
    ['subscribe', `/${subscribe}`],
  ])('the %s page holds no Dutch word that has a translation', async (_title, path) => {
    const page = await open(`/${locale}${path}`);
    expect(find(await readable(page))).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['a property for sale', '?trans=kopen&type=2'],
    ['a sold estate', '?status=5'],
    ['a project', '?type=6'],
  ])('the detail page of %s, with its similar estates, holds no Dutch word that has a translation; axe at zero', async (_title, query) => {
    const page = await open(await firstCard(locale, query));
    const text = await readable(page);
    expect(find(text)).toEqual([]);
    const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });

  it('issue 13 item 5: a sold estate shows its status as a clear label, and its action leads to what is on offer', async () => {
    const page = await open(await firstCard(locale, '?status=5'));
    const badge = page.locator('.detail-header__status .status-badge');
    expect(await badge.textContent()).toBe({ fr: 'Vendu', en: 'Sold', de: 'Verkauft' }[locale]);
    expect(await page.locator('.detail-header__price').count()).toBe(0);
    const action = page.locator('.detail-header__ask');
    expect(await action.getAttribute('href')).toMatch(new RegExp(`^/${locale}/${list}\\?.*trans=kopen`));
    expect(await action.textContent()).not.toMatch(/infos|info|Info/);
    const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).include('.detail-header').analyze();
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
    await page.context().close();
  });

  it('the city search answers in the page language (§3 city alias)', async () => {
    const page = await open(`/${locale}/${list}`);
    const answer = await page.evaluate(async (lang) => (await fetch(`/${lang}/ajax/search-city?q=namu`)).json(), locale);
    expect((answer as { name: string }[]).map((city) => city.name)).toEqual(['Namur']);
    await page.context().close();
  });
});

describe('issue 13 item 8: the small things a first visit notices', () => {
  it('/favicon.ico answers with the site\'s icon, not a 404', async () => {
    const answer = await fetch(`${world.site.url}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await answer.text()).toContain('<svg');
  });

  it.each(['/favicon.svg', '/placeholder-estate.svg'])('%s, a file of the public folder, is served (only such paths are looked up on disk, issue 8)', async (path) => {
    const answer = await fetch(`${world.site.url}${path}`);
    expect([answer.status, answer.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
  });
});
