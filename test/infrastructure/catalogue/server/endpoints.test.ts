import { DEMO_SITE, SITE_FIXTURE } from '../../../fixtures/site';
import { EXPECTED, FEATURED_COLLECTION_ID, GENT, SALES_REP } from '../../../fixtures/estates';
import { RENTAL_FIXTURE } from '../../../fixtures/rental-units';
import { AGENDA_FIXTURE, AGENDA_ID } from '../../../fixtures/agenda';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { call, startTestCatalogue, type TestCatalogue } from './catalogue-test-server';

let server: TestCatalogue;
beforeAll(async () => {
  server = await startTestCatalogue();
});
afterAll(() => server.close());

const get = (path: string, headers?: Record<string, string>) => call(server.origin, 'GET', path, headers ? { headers } : {});
const post = (path: string, body: unknown, headers?: Record<string, string>) => call(server.origin, 'POST', path, { body, ...(headers && { headers }) });
const ids = (list: unknown) => (list as { general: { id: number } }[]).map((estate) => estate.general.id);

describe('§7 site, navigation, pages and content over HTTP', () => {
  it('§7 GET /sites/{siteId} gives the site with its settings; by-hostname finds it by any of its hosts', async () => {
    expect(await get('/sites/demo')).toMatchObject({ status: 200, body: DEMO_SITE });
    expect((await get('/sites/by-hostname/WWW.immo-demo.be:8080')).body).toEqual(DEMO_SITE);
    expect(await get('/sites/by-hostname/unknown.example')).toMatchObject({ status: 404, body: { error: 'Not Found' } });
  });

  it('§7 an unknown site is a 404 on every route under it', async () => {
    for (const path of ['/sites/nope', '/sites/nope/pages/', '/sites/nope/estates/v2/1']) {
      expect(await get(path)).toMatchObject({ status: 404, body: { error: 'Not Found' } });
    }
    expect(await post('/sites/nope/estates', { query: {}, sort: [] })).toMatchObject({ status: 404 });
  });

  it('§7 navigation by type, and by type and id; an unknown menu is a 404', async () => {
    expect((await get('/sites/demo/navigation/main')).body).toEqual(SITE_FIXTURE.menus[0]);
    expect((await get('/sites/demo/navigation/footer/3')).body).toEqual(SITE_FIXTURE.menus[2]);
    expect((await get('/sites/demo/navigation/footer/1')).status).toBe(404);
    expect((await get('/sites/demo/navigation/none')).status).toBe(404);
  });

  it('§7 pages: the list (with and without the trailing slash), by URL in the request language, by id', async () => {
    expect((await get('/sites/demo/pages/')).body).toEqual(SITE_FIXTURE.pages);
    expect((await get('/sites/demo/pages')).body).toEqual(SITE_FIXTURE.pages);
    expect((await get('/sites/demo/pages/by-url/declaration-de-confidentialite', { 'accept-language': 'fr-BE,fr;q=0.9' })).body).toEqual(SITE_FIXTURE.pages[0]);
    expect((await get('/sites/demo/pages/by-url/declaration-de-confidentialite', { 'accept-language': 'nl' })).status).toBe(404);
    expect((await get('/sites/demo/pages/2')).body).toEqual(SITE_FIXTURE.pages[1]);
    expect((await get('/sites/demo/pages/99')).status).toBe(404);
  });

  it('§7 entities and their items, agreements in a language, estate pages by their two parts', async () => {
    expect((await get('/sites/demo/entities')).body).toEqual(SITE_FIXTURE.entities);
    expect((await get('/sites/demo/entities/1/items')).body).toEqual(SITE_FIXTURE.entityItems.filter((item) => item.entityId === 1));
    expect((await get('/sites/demo/agreements?locale=fr')).body).toEqual([SITE_FIXTURE.agreements[1]]);
    expect((await get('/sites/demo/agreements', { 'accept-language': 'fr' })).body).toEqual([SITE_FIXTURE.agreements[1]]);
    expect((await get('/sites/demo/estate-pages/nieuwbouw/gent')).body).toMatchObject({ id: 1, query: 'city=11&type=2' });
    expect(await get('/sites/demo/estate-pages/nieuwbouw/brugge')).toMatchObject({ status: 404, body: { error: 'Not Found' } });
  });

  it('§7 §9 generated pictures are served as SVG with a long cache, under /assets/demo and the site\'s assets', async () => {
    for (const path of ['/assets/demo/3.svg', '/sites/demo/assets/demo/3.svg', '/sites/demo/assets/demo%2F3.svg?hash=x&version=1']) {
      const answer = await get(path);
      expect(answer).toMatchObject({ status: 200, body: expect.stringContaining('<svg') });
      expect(answer.headers.get('content-type')).toBe('image/svg+xml');
      expect(answer.headers.get('cache-control')).toContain('max-age=31536000');
    }
    expect((await get('/assets/demo/nope.svg')).status).toBe(404);
    const logo = await get('/sites/demo/assets/logo.svg?hash=a&version=1');
    expect(logo).toMatchObject({ status: 200, body: SITE_FIXTURE.assets['logo.svg'] });
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect((await get('/sites/demo/assets/missing.css?hash=a&version=1')).status).toBe(404);
    expect((await get('/sites/demo/rental-units/photo/demo/4.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('issue 20: a photo\'s variants are served in their format with a year\'s cache; an unknown photo, width or format is 404', async () => {
    for (const [file, type] of [['480.avif', 'image/avif'], ['480.webp', 'image/webp'], ['1600.jpg', 'image/jpeg'], ['og.jpg', 'image/jpeg']]) {
      const answer = await fetch(`${server.origin}/assets/photos/demo1-3/${file}`);
      expect([answer.status, answer.headers.get('content-type'), answer.headers.get('cache-control')]).toEqual([200, type, 'public, max-age=31536000, immutable']);
      expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
    for (const path of ['/assets/photos/demo1-3/500.webp', '/assets/photos/demo1-3/480.png', '/assets/photos/demo1-3/original.jpg', '/assets/photos/demo1-99/480.webp', '/assets/photos/nope/480.webp']) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it('§7 GET /translations/{locale} is not under a site; a language without table has an empty one', async () => {
    expect((await get('/translations/nl')).body).toEqual(SITE_FIXTURE.translations.nl);
    expect(await get('/translations/de')).toMatchObject({ status: 200, body: {} });
  });
});

describe('§7 estates over HTTP', () => {
  it('§7 POST /estates answers { total: { value }, results } with groups in the body\'s order', async () => {
    const answer = await post('/sites/demo/estates', buildSearchBody({ filter: {} }), { 'x-property-software-client': 'true' });
    expect(answer.status).toBe(200);
    expect((answer.body as { total: unknown }).total).toEqual({ value: 10 });
    expect(ids((answer.body as { results: unknown }).results)).toEqual(EXPECTED.byDateDesc);
  });

  it('§7 a project comes back with its units as children; size 0 gives only the total', async () => {
    const { body } = await post('/sites/demo/estates', buildSearchBody({ filter: { bedrooms: 3, cities: [GENT.id] } }));
    const [project] = (body as { results: { general: { id: number }; children: unknown }[] }).results;
    expect(project?.general.id).toBe(10);
    expect(ids(project?.children)).toEqual([101, 102, 103]);
    expect((await post('/sites/demo/estates', { ...buildSearchBody({ filter: {} }), size: 0 })).body).toEqual({ total: { value: 10 }, results: [] });
  });

  it('§7 the search never returns another site\'s estates', async () => {
    const { body } = await post('/sites/demo/estates', { query: { terms: { 'children.general.id': [501] } }, sort: [] });
    expect(body).toEqual({ total: { value: 0 }, results: [] });
    expect((await post('/sites/other/estates', { query: {}, sort: [] })).body).toMatchObject({ total: { value: 1 } });
  });

  it('§7 POST /estate-filters gives the filter values of the same body; a count is the total its choice finds (issue 13 item 2)', async () => {
    const sale = buildSearchBody({ filter: { transactionIds: [1] } });
    const { body } = await post('/sites/demo/estate-filters', sale);
    const found = ((await post('/sites/demo/estates', { ...sale, size: 0 })).body as { total: { value: number } }).total.value;
    expect(body).toMatchObject({ transactions: [{ id: 1, count: found }], countries: expect.any(Array), prices: expect.any(Array) });
    // A project counts once, however many of its units are for sale: 7 units for sale are 6 results.
    expect(found).toBe(6);
  });

  it('§7 one estate (v2), a group, the contact info, the alternative source; unknown ids are 404', async () => {
    expect((await get('/sites/demo/estates/v2/102')).body).toMatchObject({ general: { id: 102, parentId: 10 } });
    expect(ids(((await get('/sites/demo/estates/group/10')).body as { children: unknown }).children)).toEqual([101, 102, 103]);
    expect((await get('/sites/demo/estates/1/contact-info')).body).toEqual(SALES_REP);
    expect((await get('/sites/demo/estates/2/contact-info')).status).toBe(204);
    expect((await get('/sites/demo/estates/skarabee/8')).body).toMatchObject({ general: { id: 8 } });
    for (const path of ['/estates/v2/4040', '/estates/group/4040', '/estates/4040/contact-info', '/estates/skarabee/1', '/estates/v2/501']) {
      expect(await get(`/sites/demo${path}`)).toMatchObject({ status: 404, body: { error: 'Not Found' } });
    }
  });

  it('§7 an estate collection, asked with or without the client header', async () => {
    const expected = { id: FEATURED_COLLECTION_ID, name: 'In de kijker', estateIds: [1, 6] };
    expect((await get(`/sites/demo/estate-collections/${FEATURED_COLLECTION_ID}`, { 'x-client': 'true' })).body).toEqual(expected);
    expect((await get(`/sites/demo/estate-collections/${FEATURED_COLLECTION_ID}`)).body).toEqual(expected);
    expect((await get('/sites/demo/estate-collections/4040')).status).toBe(404);
  });

  it('§7 similar estates and the city search (visitor endpoints)', async () => {
    const similar = (await get('/sites/demo/estates/2/similar')).body as { general: { id: number; headType: { id: number } } }[];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((estate) => estate.general.id !== 2 && estate.general.headType.id === 2)).toBe(true);
    expect((await get('/sites/demo/estates/4040/similar')).status).toBe(404);
    expect((await get('/sites/demo/cities?q=gen&locale=nl')).body).toEqual([{ id: GENT.id, name: 'Gent', zip: '9000' }]);
    expect((await get('/sites/demo/cities?q=')).body).toEqual([]);
  });
});

describe('§7 rental units and the live agenda over HTTP', () => {
  it('§7 POST /rental-units searches, /filters counts, GET gives a unit and its free periods', async () => {
    expect((await post('/sites/demo/rental-units', { persons: 4 })).body).toEqual({ total: { value: 2 }, results: RENTAL_FIXTURE.units.slice(0, 2) });
    expect(((await post('/sites/demo/rental-units/filters', {})).body as { maxOccupations: unknown }).maxOccupations).toHaveLength(3);
    expect((await get('/sites/demo/rental-units/1')).body).toEqual(RENTAL_FIXTURE.units[0]);
    expect((await get('/sites/demo/rental-units/2/periods')).body).toEqual(RENTAL_FIXTURE.periods[2]);
    expect((await get('/sites/demo/rental-units/99')).status).toBe(404);
    expect((await get('/sites/demo/rental-units/99/periods')).status).toBe(404);
  });

  it('§7 GET /live-agenda/{id} gives that agenda\'s slots; an unknown agenda has none', async () => {
    expect((await get(`/sites/demo/live-agenda/${AGENDA_ID}`)).body).toEqual(AGENDA_FIXTURE.slots.filter((s) => s.agendaId === AGENDA_ID));
    expect((await get('/sites/demo/live-agenda/999')).body).toEqual([]);
  });
});
