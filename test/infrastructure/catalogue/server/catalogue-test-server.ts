import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Clock } from '../../../../application/ports/clock';
import { anEstate } from '../../../fixtures/estate-builder';
import { AGENDA_FIXTURE } from '../../../fixtures/agenda';
import { FIXTURE_COLLECTIONS, FIXTURE_ESTATES, GENT } from '../../../fixtures/estates';
import { RENTAL_FIXTURE } from '../../../fixtures/rental-units';
import { DEMO_SITE, SITE_FIXTURE } from '../../../fixtures/site';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { createMailComposer } from '../../../../infrastructure/catalogue/mail/compose-mails';
import type { MailComposer } from '../../../../infrastructure/catalogue/mail/mail-composer';
import type { AssetSource } from '../../../../infrastructure/catalogue/server/asset-source';
import { photoLibraryIn } from '../../../../infrastructure/catalogue/photos/demo-photos';
import { createCatalogueServer } from '../../../../infrastructure/catalogue/server/create-catalogue-server';
import { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import type { SiteData } from '../../../../infrastructure/catalogue/sql/site-data';

/** Before every fixture slot (2030) and after every rental period (2025): nothing has started yet. */
export const TEST_NOW = new Date('2026-01-15T10:00:00Z');

/** The demo site of the shared fixtures: estates, content, rentals and agenda in one SiteData. */
export const DEMO_SITE_DATA: SiteData = {
  site: DEMO_SITE,
  groups: FIXTURE_ESTATES,
  collections: FIXTURE_COLLECTIONS,
  menus: SITE_FIXTURE.menus,
  pages: SITE_FIXTURE.pages,
  translations: SITE_FIXTURE.translations,
  rentalUnits: RENTAL_FIXTURE.units,
  rentalPeriods: RENTAL_FIXTURE.periods,
  slots: AGENDA_FIXTURE.slots,
  entities: SITE_FIXTURE.entities,
  entityItems: SITE_FIXTURE.entityItems,
  agreements: SITE_FIXTURE.agreements,
  estatePages: SITE_FIXTURE.estatePages,
  assets: SITE_FIXTURE.assets,
};

/** A second site on the same database, whose data must never show up in the demo site's answers. */
export const OTHER_SITE_DATA: SiteData = {
  site: { ...DEMO_SITE, id: 'other', name: 'Other agency', hostnames: ['www.other.example'], agency: { ...DEMO_SITE.agency, email: 'info@other.example' } },
  groups: [anEstate().withId(501).house().forSale().inCity(GENT).priced(200_000).publishedOn('2025-04-01').build()],
};

/** Two tiny generated pictures, standing in for the demo images. */
export const TEST_ASSETS: AssetSource = (name) => (/^demo\/\d+\.svg$/.test(name) ? `<svg xmlns="http://www.w3.org/2000/svg"><title>${name}</title></svg>` : undefined);

export interface TestCatalogue {
  readonly origin: string;
  readonly catalogue: SqlCatalogue;
  readonly clock: FixedClock;
  close(): Promise<void>;
}

export interface TestCatalogueOptions {
  readonly sites?: readonly SiteData[];
  readonly mails?: MailComposer;
  readonly clock?: Clock;
  readonly bodyLimit?: number;
}

/** The database the suite runs on: SQLite in memory, or with DATABASE_URL set, a fresh PostgreSQL database. */
export const TEST_DIALECT = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A closed pool may still be hanging up its connections; dropping the database under them would make
 * them report an error nobody listens to. Wait until they are gone, then drop.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, async (client) => {
    for (let tries = 0; tries < 100; tries += 1) {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
      if (Number(rows[0]?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/** Each test server gets its own database, so that suites running in parallel never see each other's rows. */
async function freshDatabase(): Promise<{ readonly url?: string; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `catalogue_test_${randomBytes(8).toString('hex')}`;
  await admin(base, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(base, name) };
}

/** The catalogue service on a throwaway database (see TEST_DIALECT), listening on a free local port. */
export async function startTestCatalogue(options: TestCatalogueOptions = {}): Promise<TestCatalogue> {
  const clock = new FixedClock(TEST_NOW);
  const database = await freshDatabase();
  const catalogue = await SqlCatalogue.open({
    dataDir: ':memory:',
    databaseUrl: database.url,
    mails: options.mails ?? createMailComposer(),
    clock: options.clock ?? clock,
  });
  for (const site of options.sites ?? [DEMO_SITE_DATA, OTHER_SITE_DATA]) await catalogue.replaceSite(structuredClone(site));
  const app = createCatalogueServer({
    catalogue,
    assets: TEST_ASSETS,
    // Issue 20: the demo's photos, rendered into a temporary folder when a test asks for one.
    photos: photoLibraryIn(':memory:'),
    clock: options.clock ?? clock,
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    origin,
    catalogue,
    clock,
    close: async () => {
      await app.close();
      await catalogue.close();
      await database.drop();
    },
  };
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

/** One raw HTTP call; a JSON answer is parsed, anything else kept as text. */
export async function call(origin: string, method: string, path: string, init: { body?: unknown; raw?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const hasBody = init.body !== undefined || init.raw !== undefined;
  const headers = { ...(hasBody && { 'content-type': 'application/json' }), ...init.headers };
  const response = await fetch(`${origin}${path}`, { method, headers, ...(hasBody && { body: init.raw ?? JSON.stringify(init.body) }) });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
  return { status: response.status, headers: response.headers, body: json ? (JSON.parse(text) as unknown) : text };
}
