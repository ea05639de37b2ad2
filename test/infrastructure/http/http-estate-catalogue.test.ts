import { estateId } from '../../../domain/estate/estate';
import { buildSearchBody } from '../../../domain/search/search-body';
import { ApiError } from '../../../infrastructure/http/api-error';
import { HttpEstateCatalogue } from '../../../infrastructure/http/http-estate-catalogue';
import { described, NO_LOCALE, SITE_ID, useGatewayServer } from './gateway-test-kit';
import { sendJson, sendNoContent, sendText } from './recording-server';
import { EXPECTED_PROJECT, UPSTREAM_PROJECT } from './upstream-project';

const kit = useGatewayServer();
const catalogue = () => new HttpEstateCatalogue({ client: kit.client(), siteId: SITE_ID });
const body = buildSearchBody({ filter: { transactionIds: [1], cities: [11] }, from: 0, size: 15 });

describe('§7 HttpEstateCatalogue: estate search', () => {
  it('§7 search: POST /sites/{siteId}/estates with the body and the property-software header; total.value and results', async () => {
    kit.server().route('POST', '/api/sites/42/estates', (res) =>
      sendJson(res, 200, { total: { value: 23 }, results: [UPSTREAM_PROJECT, { general: { id: '7' } }, { general: {} }] }),
    );

    const result = await catalogue().search(body, 'fr');

    expect(result).toEqual({ total: 23, results: [EXPECTED_PROJECT, { general: { id: estateId(7) } }] });
    expect(described(kit.onlyRequest())).toEqual({
      method: 'POST',
      url: '/api/sites/42/estates',
      siteId: SITE_ID,
      acceptLanguage: 'fr',
      client: undefined,
      propertySoftware: 'true',
      contentType: 'application/json',
      body,
    });
  });

  it('§7 search without a locale sends no language of its own', async () => {
    kit.server().route('POST', '/api/sites/42/estates', (res) => sendJson(res, 200, { total: { value: 0 }, results: [] }));
    await catalogue().search(body);
    expect(kit.onlyRequest().headers['accept-language']).toBe(NO_LOCALE);
  });

  it.each<[string, unknown, number]>([
    ['a plain number total', { total: 5, results: [] }, 5],
    ['no total: the results are all there is', { results: [{ general: { id: 1 } }] }, 1],
    ['no body at all', undefined, 0],
  ])('§7 search tolerates %s', async (_title, response, total) => {
    kit.server().route('POST', '/api/sites/42/estates', (res) =>
      response === undefined ? sendNoContent(res) : sendJson(res, 200, response),
    );
    expect((await catalogue().search(body)).total).toBe(total);
  });

  it('§7 searchList: the same call, only the results', async () => {
    const page = { total: { value: 9 }, results: [{ general: { id: 3 } }] };
    kit.server().route('POST', '/api/sites/42/estates', (res) => sendJson(res, 200, page));
    expect(await catalogue().searchList(body, 'nl')).toEqual([{ general: { id: estateId(3) } }]);
    expect(described(kit.onlyRequest())).toMatchObject({ url: '/api/sites/42/estates', propertySoftware: 'true', body });
  });

  it('§7 filterValues: POST /sites/{siteId}/estate-filters with the same body; buckets read, missing lists empty', async () => {
    kit.server().route('POST', '/api/sites/42/estate-filters', (res) =>
      sendJson(res, 200, {
        headTypes: [{ id: '1', count: 3 }, { id: 2 }, { count: 9 }],
        locations: [{ id: 11, name: 'Gent', zip: '9000', lat: 51.05, lon: 3.72, count: 6 }],
        prices: [{ value: 200000, count: 4 }],
        countries: [{ id: 'BE', count: 11 }],
      }),
    );

    const values = await catalogue().filterValues(body, 'de');

    expect(values).toEqual({
      headTypes: [
        { id: 1, count: 3 },
        { id: 2, count: 0 },
      ],
      subTypes: [],
      bedrooms: [],
      locations: [{ id: 11, name: 'Gent', zip: '9000', lat: 51.05, lon: 3.72, count: 6 }],
      prices: [{ value: 200000, count: 4 }],
      transactions: [],
      countries: [{ id: 'BE', count: 11 }],
    });
    expect(described(kit.onlyRequest())).toMatchObject({
      method: 'POST',
      url: '/api/sites/42/estate-filters',
      siteId: SITE_ID,
      acceptLanguage: 'de',
      propertySoftware: undefined,
      body,
    });
  });

  it('§8 filterValues that are not an object read as the empty filter model', async () => {
    kit.server().route('POST', '/api/sites/42/estate-filters', (res) => sendJson(res, 200, ['not', 'filters']));
    expect(await catalogue().filterValues(body)).toEqual({
      headTypes: [],
      subTypes: [],
      bedrooms: [],
      locations: [],
      prices: [],
      transactions: [],
      countries: [],
    });
  });

  it('§8 a failed search is rethrown with its status (the store records it)', async () => {
    kit.server().route('POST', '/api/sites/42/estates', (res) => sendJson(res, 500, { message: 'boom' }));
    const failure = catalogue().search(body);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 500, body: { message: 'boom' } });
  });
});

describe('§7 HttpEstateCatalogue: one estate', () => {
  it.each<[string, (c: HttpEstateCatalogue) => Promise<unknown>, string]>([
    ['estate: GET /estates/v2/{id}', (c) => c.estate(500, 'nl'), '/api/sites/42/estates/v2/500'],
    ['estateGroup: GET /estates/group/{id}', (c) => c.estateGroup(500, 'nl'), '/api/sites/42/estates/group/500'],
    [
      'alternativeSourceEstate: GET /estates/skarabee/{id}',
      (c) => c.alternativeSourceEstate(500, 'nl'),
      '/api/sites/42/estates/skarabee/500',
    ],
  ])('§7 %s with the client marker and accept-language; the estate mapped', async (_title, call, url) => {
    kit.server().route('GET', url, (res) => sendJson(res, 200, UPSTREAM_PROJECT));

    expect(await call(catalogue())).toEqual(EXPECTED_PROJECT);
    expect(described(kit.onlyRequest())).toEqual({
      method: 'GET',
      url,
      siteId: SITE_ID,
      acceptLanguage: 'nl',
      client: 'true',
      propertySoftware: undefined,
      contentType: undefined,
      body: undefined,
    });
  });

  it('§7 estate without a locale sends no language of its own', async () => {
    kit.server().route('GET', '/api/sites/42/estates/v2/1', (res) => sendJson(res, 200, { general: { id: 1 } }));
    await catalogue().estate(1);
    expect(kit.onlyRequest().headers['accept-language']).toBe(NO_LOCALE);
  });

  it.each<[string, (c: HttpEstateCatalogue) => Promise<unknown>]>([
    ['estate', (c) => c.estate(4040)],
    ['estateGroup', (c) => c.estateGroup(4040)],
    ['alternativeSourceEstate', (c) => c.alternativeSourceEstate(4040)],
    ['contactInfo', (c) => c.contactInfo(4040)],
    ['collection', (c) => c.collection(4040)],
  ])('§7 %s of an unknown id: 404 → null', async (_title, call) => {
    await expect(call(catalogue())).resolves.toBeNull();
    expect(kit.server().requests).toHaveLength(1);
  });

  it('§8 an estate call failing otherwise is rethrown with status and status text', async () => {
    kit.server().route('GET', '/api/sites/42/estates/v2/1', (res) => sendJson(res, 503, { message: 'down' }));
    await expect(catalogue().estate(1)).rejects.toMatchObject({ name: 'ApiError', status: 503, statusText: 'Service Unavailable' });
  });

  it('§7 an answer that is not JSON where an estate was expected is a bad gateway (502), not an empty estate', async () => {
    kit.server().route('GET', '/api/sites/42/estates/v2/1', (res) => sendText(res, 200, '<html>maintenance</html>'));
    await expect(catalogue().estate(1)).rejects.toMatchObject({ status: 502 });
  });

  it('§7 an answer without any content type where an estate was expected is a bad gateway (502) too', async () => {
    kit.server().route('GET', '/api/sites/42/estates/v2/1', (res) => res.writeHead(200).end('{"general":{"id":1}}'));
    await expect(catalogue().estate(1)).rejects.toMatchObject({ status: 502, message: expect.stringContaining('no content type') });
  });

  it('§7 contactInfo: GET /estates/{id}/contact-info with the client marker; the sales representative', async () => {
    kit.server().route('GET', '/api/sites/42/estates/1/contact-info', (res) =>
      sendJson(res, 200, { name: 'Els Peeters', email: 'els@agency.example', phone: 3292 }),
    );
    expect(await catalogue().contactInfo(1)).toEqual({ name: 'Els Peeters', email: 'els@agency.example', phone: '3292' });
    expect(described(kit.onlyRequest())).toMatchObject({ method: 'GET', url: '/api/sites/42/estates/1/contact-info', client: 'true' });
  });

  it('§7 contactInfo is optional upstream: an empty answer (204) is no contact', async () => {
    kit.server().route('GET', '/api/sites/42/estates/1/contact-info', (res) => sendNoContent(res));
    expect(await catalogue().contactInfo(1)).toBeNull();
  });
});

describe('§7 HttpEstateCatalogue: estate collections', () => {
  beforeEach(() => {
    kit.server().route('GET', '/api/sites/42/estate-collections/100', (res) =>
      sendJson(res, 200, { id: '100', name: 'In de kijker', estateIds: [1, '6', 'x'] }),
    );
  });

  it('§7 collection: GET /estate-collections/{id} with the client header by default', async () => {
    expect(await catalogue().collection(100)).toEqual({ id: 100, name: 'In de kijker', estateIds: [1, 6] });
    expect(described(kit.onlyRequest())).toMatchObject({ method: 'GET', url: '/api/sites/42/estate-collections/100', client: 'true' });
  });

  it('§7 collection without the client header when asked', async () => {
    await catalogue().collection(100, { withClientHeader: false });
    expect(kit.onlyRequest().headers).not.toHaveProperty('x-client');
  });
});
