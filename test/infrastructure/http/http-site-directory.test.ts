import { HttpSiteDirectory } from '../../../infrastructure/http/http-site-directory';
import { DEMO_SITE, SITE_FIXTURE } from '../../fixtures/site';
import { described, NO_LOCALE, SITE_ID, useGatewayServer } from './gateway-test-kit';
import { sendJson, sendNoContent, sendText } from './recording-server';

const kit = useGatewayServer();
const directory = () => new HttpSiteDirectory({ client: kit.client(), siteId: SITE_ID });
const [MAIN_MENU] = SITE_FIXTURE.menus;
const [PRIVACY_PAGE] = SITE_FIXTURE.pages;

describe('§7 HttpSiteDirectory: GET endpoints', () => {
  interface GetCase {
    readonly call: (d: HttpSiteDirectory) => Promise<unknown>;
    readonly url: string;
    readonly response: unknown;
    readonly expected?: unknown;
    readonly locale?: string;
  }

  const ITEMS = [{ id: 1, values: { name: 'Els' } }];
  const AGREEMENTS = [{ id: 2, title: 'Cookies', body: '…' }];
  const ESTATE_PAGE = { id: 1, title: { nl: 'Nieuwbouw' }, query: 'city=11' };

  it.each<[string, GetCase]>([
    ['site: GET /sites/{siteId}', { call: (d) => d.site(), url: '/api/sites/42', response: DEMO_SITE }],
    [
      'siteByHostname: GET /sites/by-hostname/{hostname} (not under the site)',
      { call: (d) => d.siteByHostname('immo-demo.be'), url: '/api/sites/by-hostname/immo-demo.be', response: DEMO_SITE },
    ],
    ['menu: GET /navigation/{type}', { call: (d) => d.menu('main'), url: '/api/sites/42/navigation/main', response: MAIN_MENU }],
    [
      'menu: GET /navigation/{type}/{id}',
      { call: (d) => d.menu('footer', 3), url: '/api/sites/42/navigation/footer/3', response: MAIN_MENU },
    ],
    [
      'pages: GET /sites/{siteId}/pages/ (trailing slash)',
      { call: (d) => d.pages(), url: '/api/sites/42/pages/', response: SITE_FIXTURE.pages },
    ],
    [
      'pageByUrl: GET /pages/by-url/{url}, the locale as accept-language',
      {
        call: (d) => d.pageByUrl('privacy-verklaring', 'nl'),
        url: '/api/sites/42/pages/by-url/privacy-verklaring',
        response: PRIVACY_PAGE,
        locale: 'nl',
      },
    ],
    ['page: GET /pages/{id}', { call: (d) => d.page(1), url: '/api/sites/42/pages/1', response: PRIVACY_PAGE }],
    ['entities: GET /entities', { call: (d) => d.entities(), url: '/api/sites/42/entities', response: SITE_FIXTURE.entities }],
    [
      'entityItems: GET /entities/{id}/items',
      {
        call: (d) => d.entityItems(1),
        url: '/api/sites/42/entities/1/items',
        response: ITEMS,
        expected: [{ ...ITEMS[0], entityId: 1 }],
      },
    ],
    [
      'agreements: GET /agreements?locale={locale}',
      {
        call: (d) => d.agreements('fr'),
        url: '/api/sites/42/agreements?locale=fr',
        response: AGREEMENTS,
        expected: [{ ...AGREEMENTS[0], locale: 'fr' }],
        locale: 'fr',
      },
    ],
    [
      'estatePage: GET /estate-pages/{a}/{b}',
      { call: (d) => d.estatePage('nieuwbouw', 'gent'), url: '/api/sites/42/estate-pages/nieuwbouw/gent', response: ESTATE_PAGE },
    ],
    [
      'translations: GET /translations/{locale} (not under a site)',
      {
        call: (d) => d.translations('fr'),
        url: '/api/translations/fr',
        response: { 'favorites.title': 'Mes favoris', broken: 3 },
        expected: { 'favorites.title': 'Mes favoris' },
        locale: 'fr',
      },
    ],
  ])('§7 %s, with site id and client marker', async (_title, { call, url, response, expected = response, locale = NO_LOCALE }) => {
    kit.server().route('GET', url, (res) => sendJson(res, 200, response));

    expect(await call(directory())).toEqual(expected);
    expect(described(kit.onlyRequest())).toMatchObject({ method: 'GET', url, siteId: SITE_ID, client: 'true', acceptLanguage: locale });
  });

  it.each<[string, (d: HttpSiteDirectory) => Promise<unknown>, unknown]>([
    ['siteByHostname', (d) => d.siteByHostname('elders.example'), null],
    ['menu', (d) => d.menu('sidebar'), null],
    ['pageByUrl', (d) => d.pageByUrl('nope', 'nl'), null],
    ['page', (d) => d.page(99), null],
    ['entityItems', (d) => d.entityItems(99), []],
    ['estatePage', (d) => d.estatePage('x', 'y'), null],
    ['translations', (d) => d.translations('de'), {}],
  ])('§7 %s of something unknown: 404 → nothing', async (_title, call, nothing) => {
    expect(await call(directory())).toEqual(nothing);
  });

  it('§8 the configured site missing (404) or failing is rethrown; an unreadable site is a bad gateway (502)', async () => {
    await expect(directory().site()).rejects.toMatchObject({ name: 'ApiError', status: 404 });
    kit.server().route('GET', '/api/sites/42', (res) => sendJson(res, 200, { name: 'no id' }));
    await expect(directory().site()).rejects.toMatchObject({ status: 502 });
  });

  it('§7 a site with only its id gets safe defaults (§1 hiddenStatus empty, Dutch by default)', async () => {
    const bare = { id: 42, settings: { hiddenStatus: ['4', 5] }, defaultLocale: 'xx' };
    kit.server().route('GET', '/api/sites/42', (res) => sendJson(res, 200, bare));
    const site = await directory().site();
    expect(site).toMatchObject({ id: '42', name: '', hostnames: [], defaultLocale: 'nl', settings: { hiddenStatus: [4, 5] } });
    expect(site.agency.bivTitle).toEqual({ nl: '', fr: '', en: '', de: '' });
  });

  it('§7 lists drop entries without an id; an agreement in another language keeps its own', async () => {
    kit.server().route('GET', '/api/sites/42/pages/', (res) => sendJson(res, 200, [{ id: 1 }, { key: 'no id' }]));
    kit.server().route('GET', '/api/sites/42/agreements?locale=nl', (res) => sendJson(res, 200, [{ id: 1, locale: 'fr' }, 'x']));
    const menu = { id: 1, items: [{ id: 2, children: [{ id: 3 }, {}] }, {}] };
    kit.server().route('GET', '/api/sites/42/navigation/main', (res) => sendJson(res, 200, menu));
    expect(await directory().pages()).toEqual([{ id: 1, key: '', url: {}, title: {}, body: {} }]);
    expect(await directory().agreements('nl')).toEqual([{ id: 1, locale: 'fr', title: '', body: '' }]);
    expect(await directory().menu('main')).toEqual({
      id: 1,
      type: '',
      items: [{ id: 2, label: {}, url: {}, children: [{ id: 3, label: {}, url: {}, children: [] }] }],
    });
  });

  it('§7 page URLs and asset names are one encoded path segment each', async () => {
    await directory().pageByUrl('a b/c', 'nl');
    expect(kit.onlyRequest().url).toBe('/api/sites/42/pages/by-url/a%20b%2Fc');
  });
});

describe('§7 HttpSiteDirectory: assets and calls that are not implemented', () => {
  it('§7 asset: GET /assets/{name}?hash=&version=, the text as sent', async () => {
    kit.server().route('GET', '/api/sites/42/assets/site.css?hash=abc&version=3', (res) => sendText(res, 200, 'body { color: red }'));
    expect(await directory().asset('site.css', 'abc', '3')).toBe('body { color: red }');
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'GET',
      url: '/api/sites/42/assets/site.css?hash=abc&version=3',
      client: 'true',
    });
  });

  it('§7 asset: a JSON asset comes back as its JSON text; an empty one as empty text', async () => {
    kit.server().route('GET', '/api/sites/42/assets/manifest.json?hash=h&version=1', (res) => sendJson(res, 200, { name: 'Immo' }));
    kit.server().route('GET', '/api/sites/42/assets/empty.txt?hash=h&version=1', (res) => sendNoContent(res));
    kit.server().route('GET', '/api/sites/42/assets/quoted.json?hash=h&version=1', (res) => sendJson(res, 200, 'text'));
    expect(JSON.parse(await directory().asset('manifest.json', 'h', '1'))).toEqual({ name: 'Immo' });
    expect(await directory().asset('empty.txt', 'h', '1')).toBe('');
    expect(await directory().asset('quoted.json', 'h', '1')).toBe('text');
  });

  it('§8 a missing asset is rethrown with its status (404)', async () => {
    await expect(directory().asset('missing.css', 'h', '1')).rejects.toMatchObject({ name: 'ApiError', status: 404 });
  });

  it('§7/§8 policy log and privacy statement reject with the not-implemented error (status 500) and call nothing', async () => {
    await expect(directory().logPolicy({ event: 'consent' })).rejects.toMatchObject({ name: 'NotImplementedError', status: 500 });
    await expect(directory().privacyStatement('nl')).rejects.toMatchObject({ name: 'NotImplementedError', status: 500 });
    expect(kit.server().requests).toHaveLength(0);
  });
});
