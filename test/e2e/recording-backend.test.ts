/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startRecordingBackend, RECORDED_SITE, type RecordedRequest, type RecordingBackend } from './support/recording-backend';
import { DESKTOP, hydrated, useSiteAndBrowser } from './support/site';

// Issue 5 items 1 and 8: with API_BASE_URL and SITE_ID the site takes all its data from that backend; the
// exact §7 requests it sends for the §2 URL filters, and the browser's own calls going through the site's ajax routes.
jest.setTimeout(60_000);

const TRANSACTION = 'children.general.transaction.id';
const CITY = 'children.general.address.city.id';
const HEAD_TYPE = 'children.general.headType.id';
const SUB_TYPE = 'children.general.subType.id';
const COUNTRY = 'children.general.address.country.id';
const BEDROOMS = 'children.general.bedroomCount';
const PRICE = 'children.general.price.value';
const GEO = 'children.general.address.geoLocation';
const DATE = 'children.general.publicationDate';
/** §5: the site hides SOLD (5) and TAKEN_OVER (6); every other known transaction id stays searchable. */
const VISIBLE = [1, 2, 3, 4, 7, 8, 10];
const NEWEST_FIRST = [{ [DATE]: { order: 'desc' } }];
const FIRST_PAGE = { from: 0, size: 15 };

let backend: RecordingBackend;

beforeAll(async () => {
  backend = await startRecordingBackend();
});
afterAll(() => backend?.close());

const e2e = useSiteAndBrowser(() => ({ apiBaseUrl: backend.url, siteId: RECORDED_SITE }));

const searches = (requests: readonly RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url === `/sites/${RECORDED_SITE}/estates`);
const filterCalls = (requests: readonly RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url === `/sites/${RECORDED_SITE}/estate-filters`);

/** The backend requests one server render of `path` caused; the page must show `cards` estate cards. */
async function render(path: string, cards = 15): Promise<readonly RecordedRequest[]> {
  backend.clear();
  const response = await fetch(`${e2e.site.url}${path}`);
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  expect({ path, cards: (await response.text()).match(/<article\b/g)?.length ?? 0 }).toEqual({ path, cards });
  everything.push(...backend.requests);
  return [...backend.requests];
}

/** Every request of every server render in this file (the site caches the site and its translations). */
const everything: RecordedRequest[] = [];

describe('§7 search bodies the list page sends for the §2 URL filters', () => {
  it.each([
    ['no filter: every status but the hidden ones (§5), newest first (§4)', '', { terms: { [TRANSACTION]: VISIBLE } }, NEWEST_FIRST],
    ['trans=kopen → FOR_SALE', '?trans=kopen', { terms: { [TRANSACTION]: [1] } }, NEWEST_FIRST],
    ['trans=huren → TO_RENT', '?trans=huren', { terms: { [TRANSACTION]: [2] } }, NEWEST_FIRST],
    ['status=1&status=5: the hidden SOLD is dropped', '?status=1&status=5', { terms: { [TRANSACTION]: [1] } }, NEWEST_FIRST],
    ['transaction=3 → TAKE_OVER', '?transaction=3', { terms: { [TRANSACTION]: [3] } }, NEWEST_FIRST],
    [
      'city=9000&city=2000 (several values)',
      '?trans=kopen&city=9000&city=2000',
      { terms: { [CITY]: [2000, 9000], [TRANSACTION]: [1] } },
      NEWEST_FIRST,
    ],
    ['type=2&type=3', '?type=2&type=3', { terms: { [HEAD_TYPE]: [2, 3], [TRANSACTION]: VISIBLE } }, NEWEST_FIRST],
    ['subType=101', '?type=1&subType=101', { terms: { [HEAD_TYPE]: [1], [TRANSACTION]: VISIBLE, [SUB_TYPE]: [101] } }, NEWEST_FIRST],
    ['country=BE', '?country=BE', { terms: { [COUNTRY]: ['BE'], [TRANSACTION]: VISIBLE } }, NEWEST_FIRST],
    [
      'price-min and price-max: a range on price.value',
      '?price-min=200000&price-max=400000',
      { terms: { [TRANSACTION]: VISIBLE }, range: { [PRICE]: { gte: 200000, lte: 400000 } } },
      NEWEST_FIRST,
    ],
    ['price-max alone', '?price-max=250000', { terms: { [TRANSACTION]: VISIBLE }, range: { [PRICE]: { lte: 250000 } } }, NEWEST_FIRST],
    ['bedrooms=3: exactly', '?bedrooms=3', { terms: { [TRANSACTION]: VISIBLE, [BEDROOMS]: [3] } }, NEWEST_FIRST],
    ['bed-min=2: at least', '?bed-min=2', { terms: { [TRANSACTION]: VISIBLE }, range: { [BEDROOMS]: { gte: 2 } } }, NEWEST_FIRST],
    [
      'geo_range replaces the city filter',
      '?city=9000&geo_range=10km;51.05;3.72',
      { terms: { [TRANSACTION]: VISIBLE }, geo_distance: { distance: '10km', [GEO]: { lat: 51.05, lon: 3.72 } } },
      NEWEST_FIRST,
    ],
    ['a malformed geo_range is ignored (§5)', '?geo_range=far-away', { terms: { [TRANSACTION]: VISIBLE } }, NEWEST_FIRST],
    ['sortType=price&sortOrder=asc', '?sortType=price&sortOrder=asc', { terms: { [TRANSACTION]: VISIBLE } }, [{ [PRICE]: { order: 'asc' } }]],
    ['sortType=price&sortOrder=desc', '?sortType=price&sortOrder=desc', { terms: { [TRANSACTION]: VISIBLE } }, [{ [PRICE]: { order: 'desc' } }]],
    ['sortType=city: ASC by default (§7)', '?sortType=city', { terms: { [TRANSACTION]: VISIBLE } }, [{ 'children.general.address.city.name': { order: 'asc' } }]],
    ['sortType=type → subType.id', '?sortType=type&sortOrder=desc', { terms: { [TRANSACTION]: VISIBLE } }, [{ [SUB_TYPE]: { order: 'desc' } }]],
    ['an unknown sortType is not accepted (§5)', '?sortType=colour&sortOrder=asc', { terms: { [TRANSACTION]: VISIBLE } }, NEWEST_FIRST],
    ['group=type: the §9 group sort first', '?group=type', { terms: { [TRANSACTION]: VISIBLE } }, [{ [HEAD_TYPE]: { order: 'asc' } }, ...NEWEST_FIRST]],
    [
      'group=status with sortType=price',
      '?group=status&sortType=price&sortOrder=desc',
      { terms: { [TRANSACTION]: VISIBLE } },
      [{ [TRANSACTION]: { order: 'asc' } }, { [PRICE]: { order: 'desc' } }],
    ],
    [
      'group=price',
      '?trans=kopen&group=price',
      { terms: { [TRANSACTION]: [1] } },
      [{ [PRICE]: { order: 'asc' } }, ...NEWEST_FIRST],
    ],
    [
      'everything together',
      '?trans=kopen&city=9000&city=2000&type=1&price-min=100000&price-max=500000&bed-min=2&sortType=price&sortOrder=desc&group=city',
      {
        terms: { [CITY]: [2000, 9000], [HEAD_TYPE]: [1], [TRANSACTION]: [1] },
        range: { [PRICE]: { gte: 100000, lte: 500000 }, [BEDROOMS]: { gte: 2 } },
      },
      [{ 'children.general.address.city.name': { order: 'asc' } }, { [PRICE]: { order: 'desc' } }],
    ],
  ])('§7 %s', async (_title, search, query, sort) => {
    const requests = await render(`/nl/aanbod${search}`);
    expect(searches(requests).map((request) => request.body)).toEqual([{ query, sort, ...FIRST_PAGE }]);
    // §7: the filter values are fetched for the same query, and for the projects among it (the same filters with the
    // project type alone), so that each type option says apart the projects its choice finds (issue 20 item 3).
    const projects = { ...query, terms: { ...query.terms, [HEAD_TYPE]: [6] } };
    expect(filterCalls(requests).map((request) => (request.body as { query: unknown }).query)).toEqual([query, projects]);
  });
});

describe('§7 headers the site sends', () => {
  const requests = everything;

  beforeAll(async () => {
    for (const path of ['/nl/aanbod?trans=kopen', '/fr/offre?trans=huren', '/de/angebot']) await render(path);
    await render('/en', 6);
  });

  it('x-site-id: rec on every request, whatever the page', () => {
    expect(requests.length).toBeGreaterThan(6);
    expect(requests.filter((request) => request.headers['x-site-id'] !== RECORDED_SITE)).toEqual([]);
  });

  it('x-client: true on every GET', () => {
    const gets = requests.filter((request) => request.method === 'GET');
    expect(gets.length).toBeGreaterThan(0);
    expect(gets.filter((request) => request.headers['x-client'] !== 'true')).toEqual([]);
  });

  it('content-type: application/json on every POST', () => {
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.filter((request) => request.headers['content-type'] !== 'application/json')).toEqual([]);
  });

  it('the property-software client marker on the estate search', () => {
    expect(searches(requests).length).toBeGreaterThanOrEqual(3);
    expect(searches(requests).filter((request) => request.headers['x-property-software-client'] !== 'true')).toEqual([]);
  });

  it.each(['nl', 'fr', 'de'])('accept-language: %s on the translations GET and the search of its list page', (locale) => {
    const translations = requests.filter((request) => request.method === 'GET' && request.url === `/translations/${locale}`);
    expect(translations.length).toBeGreaterThan(0);
    expect(translations.map((request) => request.headers['accept-language'])).toEqual(translations.map(() => locale));
    expect(searches(requests).some((request) => request.headers['accept-language'] === locale)).toBe(true);
  });
});

describe('the browser talks only to the site: its searches go through the core, forwarded with the site id', () => {
  it('"load more" posts to the site\'s /{lang}/ajax/search (issue 8), which reaches the backend with x-site-id and the next page', async () => {
    const context = await e2e.browser.newContext(DESKTOP);
    try {
      const page = await context.newPage();
      const browserRequests: { url: string; method: string }[] = [];
      page.on('request', (request) => browserRequests.push({ url: request.url(), method: request.method() }));
      await page.goto(`${e2e.site.url}/nl/aanbod?trans=kopen&type=1`);
      await hydrated(page);
      backend.clear();
      await page.getByRole('link', { name: 'Toon meer' }).dispatchEvent('click');
      await page.waitForFunction(() => document.querySelectorAll('main article').length === 30);

      const sent = browserRequests.filter((request) => request.method === 'POST');
      expect(sent.map((request) => request.url)).toEqual([`${e2e.site.url}/nl/ajax/search`]);
      expect(browserRequests.filter((request) => request.url.startsWith(backend.url))).toEqual([]);
      const [search, ...others] = searches(backend.requests);
      expect(others).toEqual([]);
      expect(search?.headers['x-site-id']).toBe(RECORDED_SITE);
      expect(search?.headers['x-property-software-client']).toBe('true');
      expect(search?.headers['content-type']).toBe('application/json');
      expect(search?.body).toEqual({
        query: { terms: { [HEAD_TYPE]: [1], [TRANSACTION]: [1] } },
        sort: NEWEST_FIRST,
        from: 15,
        size: 15,
      });
    } finally {
      await context.close();
    }
  });

  it('§5: the backend is not reachable through the site: reads answer 404, posts 405, nothing is forwarded', async () => {
    backend.clear();
    for (const path of ['/api/sites/demo/estates/v2/1', '/api/sites/other/estates/v2/1']) {
      expect((await fetch(`${e2e.site.url}${path}`)).status).toBe(404);
    }
    const post = await fetch(`${e2e.site.url}/api/sites/demo/estates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: {}, sort: [] }),
    });
    expect(post.status).toBe(405);
    expect(backend.requests).toEqual([]);
  });
});
