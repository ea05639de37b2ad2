/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { rawGet } from './support/raw-get';
import { dutchFinder, LIST } from './support/dutch-words';
import { hydrated, useSharedSiteAndBrowser } from './support/site';
import { axeViolations } from './support/axe';
import { DESKTOP_TAB, useTabs } from './support/tabs';

// Issue 13 item 3: one language per page. The detail pages in fr, en and de, read in Chromium once hydrated, hold
// no Dutch word or phrase that has a translation, and axe finds nothing on them. The other pages' text is read
// from their server-rendered HTML, without a browser (one-language-html.test.ts, issue 22).
jest.setTimeout(300_000);


const world = useSharedSiteAndBrowser();
/** The pages are only read: one warm desktop tab for the whole file (issue 22). */
const tab = useTabs(world);

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
  const page = await tab(DESKTOP_TAB);
  await page.goto(`${world.site.url}${path}`);
  await hydrated(page);
  return page;
}

/** The list's first card of an estate of the given kind, as a path in `locale` (read from the list's HTML). */
async function firstCard(locale: 'fr' | 'en' | 'de', query: string): Promise<string> {
  const html = (await rawGet(`${world.site.url}/${locale}/${LIST[locale]}${query}`)).body;
  const card = /<article\b[^>]*class="[^"]*estate-card[\s\S]*?<a\b[^>]*href="([^"]+)"/.exec(html);
  return card![1]!.replace(/&amp;/g, '&');
}

describe.each(['fr', 'en', 'de'] as const)('issue 13 item 3: one language per page, %s', (locale) => {
  const find = dutchFinder(locale);

  it.each([
    ['a property for sale', '?trans=kopen&type=2'],
    ['a sold estate', '?status=5'],
    ['a project', '?type=6'],
  ])('the detail page of %s, with its similar estates, holds no Dutch word that has a translation; axe at zero', async (_title, query) => {
    const page = await open(await firstCard(locale, query));
    const text = await readable(page);
    expect(find(text)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

