import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { estateId, type Estate } from '../../../domain/estate/estate';
import { MemoryEstateCatalogue } from '../../../infrastructure/memory/memory-estate-catalogue';
import { MemorySiteDirectory } from '../../../infrastructure/memory/memory-site-directory';
import { complianceRoutes } from '../../../ui/server/compliance-routes';
import { DEMO_SITE } from '../../fixtures/site';
import { aCore } from '../support/site-context';

// Issue 24 item 3: the compliance report for the agency, behind a token, as a page and as JSON.

const TOKEN = 'a-secret-of-the-agency-0123';

const flat = (id: number, energy: Estate['energy']): Estate => ({
  general: { id: estateId(id), headType: { id: 2 }, subType: { id: 201, name: 'Appartement' }, transaction: { id: 2, name: 'Te huur' }, reference: `IMD-${id}` },
  address: { visible: true, streetAddress: 'Rue Neuve 1', city: { id: 3, name: 'Ixelles', zip: '1050' }, region: 'BRUSSELS', country: { id: 'BE' } },
  price: { value: 1_000 },
  ...(energy && { energy }),
});

describe('issue 24: /agency/compliance', () => {
  let server: Server;
  let base: string;
  const listen = async (token: string | undefined) => {
    const app = express();
    const core = aCore({
      catalogue: new MemoryEstateCatalogue([flat(1, { energyLabel: 'C', co2: 30 }), flat(2, { energyLabel: 'PEB en cours', co2: 30 }), flat(3, { energyLabel: 'B' })]),
      directory: new MemorySiteDirectory({ site: DEMO_SITE }),
    });
    app.use(complianceRoutes(core, token));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('answers the report as JSON with the bearer token, never to be kept by a cache', async () => {
    await listen(TOKEN);
    const response = await fetch(`${base}/agency/compliance.json`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const report = await response.json();
    expect(report.listings.map((listing: { id: string }) => listing.id)).toEqual(['2', '3']);
    expect(report.counts).toEqual(
      expect.arrayContaining([
        { region: 'BRUSSELS', item: 'co2', problem: 'missing', count: 1 },
        { region: 'BRUSSELS', item: 'energyLabel', problem: 'invalid', count: 1 },
      ]),
    );
  });

  it('answers the page with the token in its address', async () => {
    await listen(TOKEN);
    const response = await fetch(`${base}/agency/compliance?token=${TOKEN}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Not publishable as they are: 2');
    expect(html).toContain('energyLabel invalid (PEB en cours)');
  });

  it('refuses a wrong or missing token, and does not exist without one configured', async () => {
    await listen(TOKEN);
    expect((await fetch(`${base}/agency/compliance.json`)).status).toBe(401);
    expect((await fetch(`${base}/agency/compliance?token=wrong`)).status).toBe(401);
    await new Promise((resolve) => server.close(resolve));
    await listen(undefined);
    expect((await fetch(`${base}/agency/compliance.json`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});
