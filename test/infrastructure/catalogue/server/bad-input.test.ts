import { buildSearchBody } from '../../../../domain/search/search-body';
import { call, startTestCatalogue, TEST_NOW, type TestCatalogue } from './catalogue-test-server';

let server: TestCatalogue;
beforeAll(async () => {
  server = await startTestCatalogue({ bodyLimit: 64 * 1024 });
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers?: Record<string, string>) => call(server.origin, 'POST', `/sites/demo${path}`, { body, ...(headers && { headers }) });
const get = (path: string, headers?: Record<string, string>) => call(server.origin, 'GET', path, headers ? { headers } : {});
const badRequest = (fields: Record<string, string>) => ({ status: 400, body: { error: 'Bad Request', fields } });
const validSearch = buildSearchBody({ filter: {} });

describe('§7 §8 a search body the catalogue cannot honour is a 400 naming the field', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['a term on a field we do not index', { query: { terms: { 'children.general.foo': [1] } }, sort: [] }, { 'query.terms.children.general.foo': 'unknown' }],
    ['a range on a text field', { query: { range: { 'children.general.address.city.name': { gte: 1 } } }, sort: [] }, { 'query.range.children.general.address.city.name': 'unknown' }],
    ['a sort key we do not know', { query: {}, sort: [{ 'children.general.title': { order: 'asc' } }] }, { 'sort.0.children.general.title': 'unknown' }],
    ['a sort order that is neither asc nor desc', { query: {}, sort: [{ 'children.general.price.value': { order: 'up' } }] }, { 'sort.0.children.general.price.value.order': 'invalid' }],
    ['a query that is not an object', { query: 3, sort: [] }, { query: 'invalid' }],
    ['an unknown clause', { query: { should: [] }, sort: [] }, { 'query.should': 'unknown' }],
    ['an unknown top-level key', { ...validSearch, aggs: {} }, { aggs: 'unknown' }],
    ['term values that are objects', { query: { terms: { 'children.general.id': [{ a: 1 }] } }, sort: [] }, { 'query.terms.children.general.id.0': 'invalid' }],
    ['a negative page size', { ...validSearch, size: -1 }, { size: 'too_small' }],
    ['a page size far too large', { ...validSearch, size: 1e12 }, { size: 'too_large' }],
    ['a fractional offset', { ...validSearch, from: 1.5 }, { from: 'invalid' }],
    ['a geo distance without unit', { query: { geo_distance: { distance: '10', 'children.general.address.geoLocation': { lat: 51, lon: 3 } } }, sort: [] }, { 'query.geo_distance.distance': 'invalid' }],
    ['a latitude off the globe', { query: { geo_distance: { distance: '10km', 'children.general.address.geoLocation': { lat: 91, lon: 3 } } }, sort: [] }, { 'query.geo_distance.children.general.address.geoLocation.lat': 'too_large' }],
    ['a price bound beyond any price', { query: { range: { 'children.general.price.value': { gte: 1e300 } } }, sort: [] }, { 'query.range.children.general.price.value.gte': 'too_large' }],
    ['a body that is a list', [], { body: 'invalid' }],
  ])('§7 search with %s', async (_title, body, fields) => {
    expect(await post('/estates', body)).toMatchObject(badRequest(fields));
    expect(await post('/estate-filters', body)).toMatchObject(badRequest(fields));
  });
});

describe('§8 visitor forms, ids and headers are validated with field errors', () => {
  it.each<[string, string, unknown, Record<string, string>]>([
    ['an empty contact form', '/contact-requests', {}, { name: 'required', email: 'required', message: 'required' }],
    ['a contact form with a bad e-mail and language', '/contact-requests', { name: 'A', email: 'a@b', message: 'x', locale: 'es' }, { email: 'invalid_email', locale: 'invalid' }],
    ['a contact form with a NUL in the name and a line break in the e-mail', '/contact-requests', { name: 'A\u0000', email: 'a\r\n@b.be', message: 'x' }, { name: 'invalid', email: 'invalid_email' }],
    ['send-to-a-friend without the friend', '/send-to-friend', { estateId: 1, senderName: 'A', senderEmail: 'a@b.be' }, { friendEmail: 'required' }],
    ['a subscription with a number for e-mail', '/subscriptions', { email: 12, criteria: 'x' }, { email: 'invalid_email' }],
    ['an appointment without a slot or phone', '/live-agenda/reservation', { name: 'A', email: 'a@b.be' }, { slotId: 'required', phone: 'required' }],
    ['a rental reservation ending before it starts', '/rental-units/reservation', { rentalUnitId: 1, period: { start: '2025-07-12', end: '2025-07-05' }, name: 'A', email: 'a@b.be', persons: 2 }, { 'period.end': 'invalid' }],
    ['a rental reservation for more guests than the unit sleeps', '/rental-units/reservation', { rentalUnitId: 3, period: { start: '2025-07-05', end: '2025-07-12' }, name: 'A', email: 'a@b.be', persons: 3 }, { persons: 'too_large' }],
    ['a rental search for zero persons on a date that does not exist', '/rental-units', { persons: 0, arrival: '2025-02-30' }, { persons: 'too_small', arrival: 'invalid' }],
  ])('§8 %s', async (_title, path, body, fields) => {
    expect(await post(path, body)).toMatchObject(badRequest(fields));
  });

  it.each<[string, Record<string, string>]>([
    ['/sites/demo/estates/v2/abc', { id: 'invalid' }],
    ['/sites/demo/estates/v2/0', { id: 'too_small' }],
    ['/sites/demo/estates/v2/1e3', { id: 'invalid' }],
    ['/sites/demo/estates/group/99999999999999999', { id: 'invalid' }],
    ['/sites/demo/live-agenda/reservation/not%20a%20token', { id: 'invalid' }],
    ['/translations/es', { locale: 'invalid' }],
    ['/sites/demo/agreements?locale=xx', { locale: 'invalid' }],
    ['/sites/by-hostname/bad%20host', { hostname: 'invalid' }],
  ])('§8 GET %s is a 400 naming the parameter', async (path, fields) => {
    expect(await get(path)).toMatchObject(badRequest(fields));
  });

  it('§7 headers: a site id header naming another site, or a client marker that is not a flag, is a 400', async () => {
    expect(await get('/sites/demo/pages/', { 'x-site-id': 'other' })).toMatchObject(badRequest({ 'x-site-id': 'invalid' }));
    expect(await get('/sites/demo/pages/', { 'x-client': 'maybe' })).toMatchObject(badRequest({ 'x-client': 'invalid' }));
    expect(await get('/sites/demo/pages/', { 'accept-language': 'x'.repeat(2000) })).toMatchObject(badRequest({ 'accept-language': 'too_long' }));
    expect((await get('/sites/demo/pages/', { 'accept-language': ';;;q=abc,*,zz-ZZ' })).status).toBe(200);
  });
});

describe('§8 bodies that are not JSON, too large or unknown ids', () => {
  it('§8 malformed JSON and prototype keys are a 400 on the body', async () => {
    expect(await call(server.origin, 'POST', '/sites/demo/estates', { raw: '{"query":' })).toMatchObject(badRequest({ body: 'invalid' }));
    expect(await call(server.origin, 'POST', '/sites/demo/estates', { raw: '{"__proto__":{"x":1}}' })).toMatchObject(badRequest({ body: 'invalid' }));
    expect(await call(server.origin, 'POST', '/sites/demo/contact-requests', { raw: '' })).toMatchObject(badRequest({ body: 'invalid' }));
  });

  it('§8 a body that is not JSON is a 415', async () => {
    const answer = await call(server.origin, 'POST', '/sites/demo/estates', { raw: 'query=1', headers: { 'content-type': 'text/plain' } });
    expect(answer).toMatchObject({ status: 415, body: { error: 'Unsupported Media Type' } });
  });

  it('§8 a body over the limit is a 413', async () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => i + 1);
    expect(await post('/estates', { query: { terms: { 'children.general.id': ids } }, sort: [] })).toMatchObject({ status: 413, body: { error: 'Payload Too Large' } });
  });

  it('§8 a path that names nothing, or is not valid percent-encoding, is a 404 or a 400', async () => {
    expect(await get('/nothing/here')).toMatchObject({ status: 404, body: { error: 'Not Found' } });
    expect(await get('/sites/demo/estates/v2/%E0%A4%A')).toMatchObject({ status: 400 });
    expect(await call(server.origin, 'PATCH', '/sites/demo/estates/v2/1')).toMatchObject({ status: 404 });
  });

  it('§8 unknown ids of writes are 404: a rental unit, an estate to send, a token to edit or remove', async () => {
    const visitor = { name: 'A', email: 'a@b.be' };
    expect(await post('/rental-units/reservation', { ...visitor, rentalUnitId: 99, period: { start: '2025-07-05', end: '2025-07-12' }, persons: 1 })).toMatchObject({ status: 404 });
    expect(await post('/send-to-friend', { estateId: 4040, senderName: 'A', senderEmail: 'a@b.be', friendEmail: 'c@d.be' })).toMatchObject({ status: 404 });
    expect(await call(server.origin, 'PUT', '/sites/demo/subscriptions/nope', { body: { email: 'a@b.be', criteria: '' } })).toMatchObject({ status: 404 });
    expect(await call(server.origin, 'DELETE', '/sites/demo/subscriptions/nope')).toMatchObject({ status: 404 });
    expect(await call(server.origin, 'DELETE', '/sites/demo/live-agenda/reservation/nope')).toMatchObject({ status: 404 });
  });
});

describe('§7 a write the current state refuses is a 409 with its reason', () => {
  const booking = (slotId: number) => ({ slotId, name: 'Pieter', email: 'pieter@example.be', phone: '+32 470 12 34 56' });

  it('§7 a full slot is a 409 slot_full', async () => {
    expect(await post('/live-agenda/reservation', booking(3))).toMatchObject({ status: 409, body: { error: 'Conflict', reason: 'slot_full' } });
  });

  it('§7 a viewing that has started can no longer be cancelled: 409 not_cancellable', async () => {
    const { body } = await post('/live-agenda/reservation', booking(4));
    const id = (body as { id: string }).id;
    server.clock.set(new Date('2030-05-08T09:10:00Z'));
    try {
      expect(await call(server.origin, 'DELETE', `/sites/demo/live-agenda/reservation/${id}`)).toMatchObject({ status: 409, body: { reason: 'not_cancellable' } });
    } finally {
      server.clock.set(TEST_NOW);
    }
    expect((await call(server.origin, 'DELETE', `/sites/demo/live-agenda/reservation/${id}`)).status).toBe(204);
  });
});
