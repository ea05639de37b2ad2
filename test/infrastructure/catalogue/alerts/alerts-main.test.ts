import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '../../../../application/core';
import { estateId, type Estate } from '../../../../domain/estate/estate';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { runAlertsOnce } from '../../../../infrastructure/catalogue/alerts/alerts-main';
import { localiseEstate } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { createMailComposer } from '../../../../infrastructure/catalogue/mail/compose-mails';
import { originSettingsFromEnv } from '../../../../infrastructure/catalogue/public-origin-env';
import { seedDemo } from '../../../../infrastructure/catalogue/server/seed-demo';
import { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import { systemClock } from '../../../../infrastructure/memory/clocks';
import { MemoryLogger } from '../../../../infrastructure/memory/memory-logger';
import { readEml } from '../mail/read-eml';

/**
 * Issue 20 item 2: `npm run catalogue:alerts` (runAlertsOnce, as cron runs it) on a DATA_DIR holding the demo: a
 * confirmed subscription, a new estate, one run; the digest written as .eml carries the one public origin in its
 * links, its List-Unsubscribe header and its sender.
 */
let dataDir: string;

async function digest() {
  const dir = join(dataDir, 'outbox');
  const mails = await Promise.all((await readdir(dir)).filter((name) => name.endsWith('.eml')).map(async (name) => readEml(await readFile(join(dir, name), 'utf8'))));
  return mails.find((mail) => mail.headers.has('list-unsubscribe'));
}

describe('issue 20 item 2: npm run catalogue:alerts writes links on the one public origin', () => {
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'alerts-main-'));
    const catalogue = await SqlCatalogue.open({ dataDir, clock: systemClock, mails: createMailComposer(), localise: localiseEstate });
    try {
      await seedDemo(catalogue, { demoEstates: 30 }, new Date());
      const core = createCore({ ...catalogue.forSite('demo'), clock: systemClock, logger: new MemoryLogger() });
      const created = await core.commands.subscribe({ name: 'Lotte', email: 'lotte@example.be', criteria: 'trans=kopen', locale: 'nl', rhythm: 'immediately', consent: 'on' });
      if (!created.ok) throw new Error(JSON.stringify(created));
      const rows = await catalogue.database.db.selectFrom('outbox').select('text_body').execute();
      const token = /bevestigen\/([\w-]+)/.exec(rows.map((row) => row.text_body).join('\n'))?.[1] ?? '';
      expect(await core.commands.confirmSubscription({ token })).toMatchObject({ ok: true });
      // A new house for sale, imported after the confirmation: the digest's one item.
      const houses = (await catalogue.forSite('demo').catalogue.search(buildSearchBody({ filter: { transactionIds: [1] }, from: 0, size: 50 }))).results as readonly Estate[];
      const model = houses.find((estate) => estate.general.transaction?.id === 1 && !estate.children?.length) as Estate;
      await catalogue.importEstates('demo', [{ ...model, general: { ...model.general, id: estateId(990_001), reference: 'NEW-1' } }]);
    } finally {
      await catalogue.close();
    }
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('PUBLIC_ORIGIN: every link, List-Unsubscribe and the sender on it, nothing on localhost', async () => {
    expect(await runAlertsOnce({ DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://www.immo-voorbeeld.be/' })).toMatch(/^Alerts: demo: 1 due, 1 digests, 0 failed; 2 mails sent/);
    const mail = await digest();
    expect(mail?.to).toBe('lotte@example.be');
    expect(mail?.from).toBe('Immo Demo <no-reply@immo-voorbeeld.be>');
    expect(mail?.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/www\.immo-voorbeeld\.be\/nl\/hou-me-op-de-hoogte\/uitschrijven\/[\w-]+>$/);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toMatch(/https:\/\/www\.immo-voorbeeld\.be\/nl\/aanbod\/990001\//);
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/localhost/);
  });

  it('without PUBLIC_ORIGIN the demo (local hostnames only) links to the port the site serves, PORT, not always 3000', async () => {
    await runAlertsOnce({ DATA_DIR: dataDir, PORT: '8080', MAIL_FROM: 'Immo Demo <alerts@immo-demo.example>' });
    const mail = await digest();
    expect(mail?.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/localhost:8080\/nl\//);
    expect(mail?.from).toBe('Immo Demo <alerts@immo-demo.example>');
  });
});

describe('issue 20 item 2: the environment every process reads', () => {
  it('PUBLIC_ORIGIN, PORT and MAIL_FROM; SITE_URL is not read and says so', () => {
    const warned: string[] = [];
    expect(originSettingsFromEnv({ PUBLIC_ORIGIN: 'https://www.immo.be/', PORT: '8080', MAIL_FROM: 'Immo <post@immo.be>' }, (m) => warned.push(m))).toEqual({
      publicOrigin: 'https://www.immo.be',
      localOrigin: 'http://localhost:8080',
      mailFrom: 'Immo <post@immo.be>',
    });
    expect(originSettingsFromEnv({}, (m) => warned.push(m))).toEqual({ publicOrigin: undefined, localOrigin: 'http://localhost:3000', mailFrom: undefined });
    expect(warned).toEqual([]);
    expect(originSettingsFromEnv({ SITE_URL: 'https://www.immo.be' }, (m) => warned.push(m)).publicOrigin).toBeUndefined();
    expect(warned).toEqual(['SITE_URL is not read: name the public origin PUBLIC_ORIGIN (README, Configuration).']);
    expect(() => originSettingsFromEnv({ PUBLIC_ORIGIN: 'www.immo.be' })).toThrow(/PUBLIC_ORIGIN must be an origin such as https:\/\/www\.agency\.be .*got 'www\.immo\.be'/);
  });
});
