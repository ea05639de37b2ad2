import { call, startTestCatalogue, type TestCatalogue } from '../infrastructure/catalogue/server/catalogue-test-server';

/**
 * §8 "never a 500 for anything a client can send": every endpoint of the service, each parameter
 * replaced by garbage in turn, each body replaced by junk of every kind. Every answer must be < 500,
 * and every 4xx must carry the error shape.
 */
let server: TestCatalogue;
beforeAll(async () => {
  server = await startTestCatalogue({ bodyLimit: 64 * 1024 });
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every route, with a valid value for each of its parameters. */
const ENDPOINTS: readonly [Method, string][] = [
  ['GET', '/sites/{site}'],
  ['GET', '/sites/by-hostname/{host}'],
  ['GET', '/translations/{locale}'],
  ['GET', '/assets/demo/{file}'],
  ['GET', '/assets/photos/{photo}/{variant}'],
  ['GET', '/sites/{site}/navigation/{type}'],
  ['GET', '/sites/{site}/navigation/{type}/{id}'],
  ['GET', '/sites/{site}/pages/'],
  ['GET', '/sites/{site}/pages/by-url/{url}'],
  ['GET', '/sites/{site}/pages/{id}'],
  ['GET', '/sites/{site}/entities'],
  ['GET', '/sites/{site}/entities/{id}/items'],
  ['GET', '/sites/{site}/agreements?locale={locale}'],
  ['GET', '/sites/{site}/estate-pages/{a}/{b}'],
  ['GET', '/sites/{site}/assets/{file}?hash={a}&version={b}'],
  ['GET', '/sites/{site}/assets/demo/{file}'],
  ['POST', '/sites/{site}/estates'],
  ['POST', '/sites/{site}/estate-filters'],
  ['GET', '/sites/{site}/estates/group/{id}'],
  ['GET', '/sites/{site}/estates/v2/{id}'],
  ['GET', '/sites/{site}/estates/{id}/contact-info'],
  ['GET', '/sites/{site}/estates/skarabee/{id}'],
  ['GET', '/sites/{site}/estates/{id}/similar'],
  ['GET', '/sites/{site}/estate-collections/{id}'],
  ['POST', '/sites/{site}/rental-units'],
  ['POST', '/sites/{site}/rental-units/filters'],
  ['GET', '/sites/{site}/rental-units/{id}'],
  ['GET', '/sites/{site}/rental-units/{id}/periods'],
  ['POST', '/sites/{site}/rental-units/reservation'],
  ['GET', '/sites/{site}/rental-units/photo/{a}/{file}'],
  ['GET', '/sites/{site}/live-agenda/{id}'],
  ['POST', '/sites/{site}/live-agenda/reservation'],
  ['GET', '/sites/{site}/live-agenda/reservation/{token}'],
  ['DELETE', '/sites/{site}/live-agenda/reservation/{token}'],
  ['POST', '/sites/{site}/contact-requests'],
  ['POST', '/sites/{site}/send-to-friend'],
  ['POST', '/sites/{site}/subscriptions'],
  ['GET', '/sites/{site}/subscriptions/{token}'],
  ['PUT', '/sites/{site}/subscriptions/{token}'],
  ['DELETE', '/sites/{site}/subscriptions/{token}'],
  ['GET', '/sites/{site}/cities?q={a}&locale={locale}'],
];

const VALID: Readonly<Record<string, string>> = {
  site: 'demo', host: 'immo-demo.be', locale: 'nl', file: '3.svg', type: 'main', id: '1', url: 'privacy-verklaring', a: 'demo', b: 'gent', token: 'abc', photo: 'demo1-3', variant: '320.webp',
};

/** Path and query garbage, already URL-encoded where a client would have to. */
const BAD_PARAMS = [
  '', 'abc', '-1', '0', '1.5', '1e3', '0x10', '99999999999999999999999', '%00', '%E0%A4%A', '%F0%9F%98%80', '..%2F..%2Fetc%2Fpasswd',
  '%27%3B%20drop%20table%20sites%3B--', '%7B%7B7*7%7D%7D', 'x'.repeat(1500), '__proto__', 'constructor', '%0D%0Ax-injected%3A%201', 'null', 'NaN',
];

const deep = (depth: number): unknown => (depth === 0 ? 1 : [deep(depth - 1)]);
const BAD_BODIES: readonly (string | unknown)[] = [
  { raw: 'garbage' }, { raw: '{' }, { raw: '[]' }, { raw: 'null' }, { raw: '"text"' }, { raw: '1e999' }, { raw: '{"a":1}{"b":2}' },
  {}, { query: null }, { query: [], sort: {} }, { query: { terms: 'x' } }, { query: { terms: { 'children.general.id': 'x' } } },
  { query: { range: { 'children.general.price.value': { gte: 'cheap' } } } },
  { query: { terms: { 'children.general.address.country.id': ['B\u0000E'] }, match: { 'children.general.address.city.name': 'G\u0000' } } }, { size: 1e308, from: -1e308 }, { size: '10' },
  { slotId: 1e308, name: {}, email: [], phone: true }, { slotId: '1', name: 'A', email: 'a@b.be', phone: '123456', locale: 'nl' },
  { rentalUnitId: -1, period: 'soon', persons: 1e9 }, { rentalUnitId: 1, period: { start: 1, end: null } },
  { estateId: '4040', senderName: 'x'.repeat(10_000), senderEmail: 'a@b.be', friendEmail: 'c@d.be' },
  { email: 'a@b.be', criteria: 'x'.repeat(3000), locale: 'zz' }, { name: '\u0000\r\nBcc: x@y.z', email: 'a@b.be', message: '\u202e', locale: 'nl' },
  { persons: -1, arrival: 'yesterday', extra: { nested: { junk: [1, 2, 3] } } }, deep(500), { a: deep(200) },
  Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
];

function fill(template: string, override: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => override[name] ?? VALID[name] ?? '');
}

async function expectNoServerError(method: Method, path: string, body?: unknown) {
  const init = body === undefined ? {} : typeof body === 'object' && body !== null && 'raw' in body ? { raw: String((body as { raw: unknown }).raw) } : { body };
  const answer = await call(server.origin, method, path, init).catch((error: unknown) => ({ status: 0, body: String(error), headers: new Headers() }));
  if (answer.status >= 500 || answer.status === 0) throw new Error(`${method} ${path.slice(0, 200)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  if (answer.status >= 400) expect(answer.body).toMatchObject({ error: expect.any(String) });
}

describe('§8 fuzzing every endpoint: nothing a client sends gives a 500', () => {
  it.each(ENDPOINTS)('§8 %s %s with garbage in each parameter', async (method, template) => {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    for (const name of names) {
      for (const bad of BAD_PARAMS) await expectNoServerError(method, fill(template, { [name]: bad }), method === 'POST' || method === 'PUT' ? {} : undefined);
    }
  });

  it.each(ENDPOINTS.filter(([method]) => method === 'POST' || method === 'PUT'))('§8 %s %s with junk bodies', async (method, template) => {
    for (const body of BAD_BODIES) await expectNoServerError(method, fill(template), body);
  });

  it.each(ENDPOINTS)('§8 %s %s with junk headers', async (method, template) => {
    const junk: Record<string, string>[] = [{ 'accept-language': '*;q=x, ,,;,fr;q=2' }, { 'x-site-id': '../other' }, { 'x-client': '' }, { 'content-type': 'application/xml' }];
    for (const headers of junk) {
      const answer = await call(server.origin, method, fill(template), { headers, ...(method === 'POST' || method === 'PUT' ? { raw: '<a/>' } : {}) });
      expect(answer.status).toBeLessThan(500);
    }
  });
});
