import type { ServerResponse } from 'node:http';
import { createApiClient } from '../../../infrastructure/http/api-client';
import { HttpEstateCatalogue } from '../../../infrastructure/http/http-estate-catalogue';
import { FixedClock } from '../../../infrastructure/memory/clocks';
import { aListedEstate } from '../../application/harness';
import { DEMO_SITE } from '../../fixtures/site';
import { startRecordingServer, type RecordingServer } from '../http/recording-server';
import { startTestCatalogue, TEST_DIALECT, type TestCatalogue } from './server/catalogue-test-server';
import { openTestCatalogue } from './sql/open-test-catalogue';

const T0 = new Date('2026-11-01T09:00:00Z');
const priced = (id: number, value: number, transactionId = 1) => aListedEstate(id, transactionId, { price: { value } });

describe.each(openTestCatalogue.dialects())('issue 11 price history on SQL (%s): recorded by imports, read by the catalogue port', (dialect) => {
  it('issue 11: every change of a price, oldest first; status changes and other estates are not in it', async () => {
    const clock = new FixedClock(T0);
    const catalogue = await openTestCatalogue(dialect, { clock });
    try {
      await catalogue.replaceSite({ site: DEMO_SITE, groups: [priced(1, 300_000), priced(2, 150_000)] });
      await catalogue.importEstates(DEMO_SITE.id, [priced(1, 300_000)]); // a first import records it as listed
      clock.set(new Date('2026-11-05T23:30:00Z'));
      await catalogue.importEstates(DEMO_SITE.id, [priced(1, 280_000), priced(2, 140_000)]);
      clock.set(new Date('2026-11-10T10:00:00Z'));
      await catalogue.importEstates(DEMO_SITE.id, [priced(1, 280_000, 5)]); // sold: a status change, no price change
      clock.set(new Date('2026-11-12T10:00:00Z'));
      await catalogue.importEstates(DEMO_SITE.id, [priced(1, 285_000)]);
      const estates = catalogue.forSite(DEMO_SITE.id).catalogue;
      expect(await estates.priceHistory(1)).toEqual([
        { kind: 'price', estateId: 1, at: '2026-11-05T23:30:00.000Z', from: 300_000, to: 280_000 },
        { kind: 'price', estateId: 1, at: '2026-11-12T10:00:00.000Z', from: 280_000, to: 285_000 },
      ]);
      expect(await estates.priceHistory(2)).toEqual([{ kind: 'price', estateId: 2, at: '2026-11-05T23:30:00.000Z', from: 150_000, to: 140_000 }]);
      expect(await estates.priceHistory(99)).toEqual([]);
    } finally {
      await catalogue.close();
    }
  });
});

describe(`issue 11 price history over HTTP: GET /sites/{siteId}/estates/{id}/price-history (${TEST_DIALECT})`, () => {
  let server: TestCatalogue;
  beforeAll(async () => {
    server = await startTestCatalogue({ sites: [{ site: DEMO_SITE, groups: [priced(1, 300_000)] }] });
    server.clock.set(new Date('2026-11-05T23:30:00Z'));
    await server.catalogue.importEstates(DEMO_SITE.id, [priced(1, 280_000)]);
  });
  afterAll(() => server.close());
  const gateway = (origin: string) => new HttpEstateCatalogue({ client: createApiClient({ baseUrl: origin, siteId: DEMO_SITE.id, logger: () => {} }), siteId: DEMO_SITE.id });

  it('issue 11: our catalogue serves the history as `[{ at, from, to }]`, 404 for an unknown estate', async () => {
    const answer = await fetch(`${server.origin}/sites/${DEMO_SITE.id}/estates/1/price-history`);
    expect([answer.status, await answer.json()]).toEqual([200, [{ at: '2026-11-05T23:30:00.000Z', from: 300_000, to: 280_000 }]]);
    expect((await fetch(`${server.origin}/sites/${DEMO_SITE.id}/estates/99/price-history`)).status).toBe(404);
  });

  it('issue 11: the HTTP gateway reads the same history as the SQL adapter', async () => {
    expect(await gateway(server.origin).priceHistory(1)).toEqual(await server.catalogue.forSite(DEMO_SITE.id).catalogue.priceHistory(1));
    expect(await gateway(server.origin).priceHistory(99)).toEqual([]);
  });

  describe('an external §7 backend', () => {
    let backend: RecordingServer;
    beforeAll(async () => {
      backend = await startRecordingServer();
    });
    afterEach(() => backend.reset());
    afterAll(() => backend.close());
    const answering = (status: number, body: unknown) => (response: ServerResponse) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const url = `/sites/${DEMO_SITE.id}/estates/1/price-history`;

    it.each([
      ['without the route (404)', 404, { error: 'Not Found' }],
      ['refusing the method (405)', 405, { error: 'Method Not Allowed' }],
      ['saying it is not implemented (501)', 501, { error: 'Not Implemented' }],
    ])('issue 11: a backend %s has no history: an empty list, no error', async (_title, status, body) => {
      backend.route('GET', url, answering(status, body));
      await expect(gateway(backend.origin).priceHistory(1)).resolves.toEqual([]);
    });

    it('issue 11: entries that are not a dated change of two positive prices are left out', async () => {
      backend.route('GET', url, answering(200, [{ at: '2026-11-05T10:00:00Z', from: '300000', to: 280_000 }, { at: 'yesterday', from: 1, to: 2 }, { at: '2026-11-06T10:00:00Z', from: 0, to: 5 }, 'x']));
      await expect(gateway(backend.origin).priceHistory(1)).resolves.toEqual([{ kind: 'price', estateId: 1, at: '2026-11-05T10:00:00Z', from: 300_000, to: 280_000 }]);
    });
  });
});
