/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { rawGet } from './support/raw-get';
import { dutchFinder, LIST } from './support/dutch-words';
import { useSharedSite } from './support/shared-site';

// Issue 13 items 3, 5 and 8, read from the pages' server-rendered HTML (a visitor reads the same text before and
// after hydration), over HTTP without a browser (issue 22: a content fact at the cheapest layer that proves it).
// one-language.test.ts reads the detail pages in Chromium and runs axe on them.

const site = useSharedSite();

const CONTACT = { fr: 'contact', en: 'contact', de: 'kontakt' } as const;
const SUBSCRIBE = { fr: 'tenez-moi-au-courant', en: 'keep-me-informed', de: 'halte-mich-auf-dem-laufenden' } as const;

/** The page's HTML as a document (scripts, styles and templates removed: nobody reads them). */
async function document(path: string): Promise<Document> {
  const answer = await rawGet(`${site.url}${path}`);
  expect(answer.status).toBe(200);
  const parsed = new DOMParser().parseFromString(answer.body, 'text/html');
  parsed.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove());
  return parsed;
}

/** Everything a visitor reads or hears: the text, and the labels and alternatives of elements. */
function readable(page: Document): string {
  const attributes = [...page.querySelectorAll('[aria-label], [title], [alt], [placeholder]')].flatMap((element) =>
    ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [page.title, page.body.textContent ?? '', ...attributes].join('\n');
}

/** The list's first card of an estate of the given kind, as a path in `locale`. */
async function firstCard(locale: 'fr' | 'en' | 'de', query: string): Promise<string> {
  const list = await document(`/${locale}/${LIST[locale]}${query}`);
  return list.querySelector('main .estate-card a[href]')!.getAttribute('href')!;
}

describe.each(['fr', 'en', 'de'] as const)('issue 13 item 3: one language per page, %s (server-rendered HTML)', (locale) => {
  const find = dutchFinder(locale);
  const list = LIST[locale];

  it.each([
    ['home', ''],
    ['list', `/${list}`],
    ['list grouped by city', `/${list}?group=CITY`],
    ['list grouped by status', `/${list}?group=STATUS`],
    ['projects', `/${list}?type=6`],
    ['contact', `/${CONTACT[locale]}`],
    ['subscribe', `/${SUBSCRIBE[locale]}`],
  ])('the %s page holds no Dutch word that has a translation', async (_title, path) => {
    const text = readable(await document(`/${locale}${path}`));
    expect(text.length).toBeGreaterThan(500);
    expect(find(text)).toEqual([]);
  });

  it('issue 13 item 5: a sold estate shows its status as a clear label, and its action leads to what is on offer', async () => {
    const page = await document(await firstCard(locale, '?status=5'));
    expect(page.querySelector('.detail-header__status .status-badge')?.textContent).toBe({ fr: 'Vendu', en: 'Sold', de: 'Verkauft' }[locale]);
    expect(page.querySelectorAll('.detail-header__price')).toHaveLength(0);
    const action = page.querySelector('.detail-header__ask');
    expect(action?.getAttribute('href')).toMatch(new RegExp(`^/${locale}/${list}\\?.*trans=kopen`));
    expect(action?.textContent).not.toMatch(/infos|info|Info/);
  });

  it('the city search answers in the page language (§3 city alias)', async () => {
    const answer = await rawGet(`${site.url}/${locale}/ajax/search-city?q=namu`);
    expect((JSON.parse(answer.body) as { name: string }[]).map((city) => city.name)).toEqual(['Namur']);
  });
});

describe('issue 13 item 8: the small things a first visit notices', () => {
  it("/favicon.ico answers with the site's icon, not a 404", async () => {
    const answer = await rawGet(`${site.url}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect(answer.header('content-type')).toMatch(/^image\/svg\+xml/);
    expect(answer.body).toContain('<svg');
  });

  it.each(['/favicon.svg', '/placeholder-estate.svg'])('%s, a file of the public folder, is served (only such paths are looked up on disk, issue 8)', async (path) => {
    const answer = await rawGet(`${site.url}${path}`);
    expect([answer.status, answer.header('content-type')]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
  });
});
