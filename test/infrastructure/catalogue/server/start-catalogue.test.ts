import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueOptionsFromEnv, startCatalogue } from '../../../../infrastructure/catalogue/main';
import { call } from './catalogue-test-server';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'catalogue-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const start = () => startCatalogue({ dataDir, port: 0, host: '127.0.0.1', demoEstates: 40, dispatchIntervalMs: 0 });

describe('npm run catalogue: the service started in-process', () => {
  it('§7 first start seeds the demo site, serves it and its pictures, and mails go to DATA_DIR/outbox', async () => {
    const running = await start();
    try {
      expect(running.summary).toContain(running.url);
      const [siteId] = await running.catalogue.siteIds();
      expect(siteId).toBeDefined();
      const search = await call(running.url, 'POST', `/sites/${siteId}/estates`, { body: { query: {}, sort: [], size: 5 } });
      expect(search).toMatchObject({ status: 200, body: { total: { value: expect.any(Number) } } });
      const first = (search.body as { results: { pictures?: { file: string }[] }[] }).results[0];
      const picture = first?.pictures?.[0]?.file ?? '/assets/demo/1.svg';
      const image = await call(running.url, 'GET', picture);
      // Issue 20: the demo's photos are raster, their largest JPEG made on this first request.
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);

      const contact = { name: 'Lotte', email: 'lotte@example.be', message: 'Graag meer info.', locale: 'nl' };
      expect((await call(running.url, 'POST', `/sites/${siteId}/contact-requests`, { body: contact })).status).toBe(204);
      // Issue 13 item 4: the agency's copy and the visitor's confirmation.
      expect(await running.dispatcher.runOnce()).toEqual({ sent: 2, failed: 0 });
      expect((await readdir(join(dataDir, 'outbox'))).filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    } finally {
      await running.close();
    }
  });

  it('§7 a second start on the same DATA_DIR keeps the data and does not seed again', async () => {
    const first = await start();
    const [siteId] = await first.catalogue.siteIds();
    const subscribed = await call(first.url, 'POST', `/sites/${siteId}/subscriptions`, { body: { email: 'tom@example.be', criteria: 'trans=kopen', consent: true } });
    const { token } = subscribed.body as { token: string };
    await first.close();

    const second = await start();
    try {
      expect(second.summary).not.toContain('seeded');
      expect(await second.catalogue.siteIds()).toEqual([siteId]);
      expect((await call(second.url, 'GET', `/sites/${siteId}/subscriptions/${token}`)).body).toMatchObject({ token, email: 'tom@example.be' });
    } finally {
      await second.close();
    }
  });
});

describe('the environment of npm run catalogue', () => {
  it('reads CATALOGUE_PORT (else PORT, else 3001), DATA_DIR, DATABASE_URL, SMTP_URL, PUBLIC_ORIGIN, MAIL_FROM and DEMO_ESTATES', () => {
    expect(catalogueOptionsFromEnv({})).toMatchObject({ port: 3001, host: '0.0.0.0', dataDir: './data', demoEstates: 2000 });
    expect(catalogueOptionsFromEnv({ PORT: '3000', CATALOGUE_PORT: '4001' })).toMatchObject({ port: 4001 });
    expect(catalogueOptionsFromEnv({ PORT: '3005' })).toMatchObject({ port: 3005 });
    const env = { DATA_DIR: '/srv/data', DATABASE_URL: 'postgres://db/x', SMTP_URL: 'smtp://mail:25', PUBLIC_ORIGIN: 'https://immo.be/', MAIL_FROM: 'Immo <mail@immo.be>', DEMO_ESTATES: '50' };
    expect(catalogueOptionsFromEnv(env)).toMatchObject({ dataDir: '/srv/data', databaseUrl: 'postgres://db/x', smtpUrl: 'smtp://mail:25', origin: { publicOrigin: 'https://immo.be', mailFrom: 'Immo <mail@immo.be>' }, demoEstates: 50 });
  });

  it('refuses a port or a size that is not a whole number in range, naming the variable', () => {
    expect(() => catalogueOptionsFromEnv({ CATALOGUE_PORT: '70000' })).toThrow(/CATALOGUE_PORT/);
    expect(() => catalogueOptionsFromEnv({ DEMO_ESTATES: 'many' })).toThrow(/DEMO_ESTATES/);
  });
});
