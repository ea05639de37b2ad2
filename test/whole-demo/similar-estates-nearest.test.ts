import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEmbeddedCatalogue, type EmbeddedCatalogue } from '../../infrastructure/catalogue/server/embedded-catalogue';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { SEEDED_DIR } from '../support/demo-cache';
import { DEMO_SITE, DEMO_TODAY } from '../support/demo-catalogue';

/**
 * §7 similar estates, over EVERY estate of the embedded demo: the adapter reads the few nearest on either side of the
 * price in index order (issue 21: its cost does not grow with the site), and answers what sorting every estate of the
 * same head type and transaction by its distance in price (an unpriced one at 0), then by id, answers: the
 * definition, written here as one query over the same database.
 */
const SLOW = 120_000;

const DEFINITION = `
  select other.id from estate_units other, estate_units shown
  where shown.site_id = ? and shown.id = ? and other.site_id = shown.site_id and other.id != shown.id
    and other.head_type is shown.head_type and other.transaction_id is shown.transaction_id
  order by abs(coalesce(other.price, 0) - coalesce(shown.price, 0)), other.id
  limit 3`;

describe('§7 similar estates over every estate of the embedded demo', () => {
  let dataDir: string;
  let embedded: EmbeddedCatalogue;
  let definition: Database.Database;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'similar-nearest-'));
    const seeded = process.env[SEEDED_DIR];
    if (seeded) copyFileSync(join(seeded, 'catalogue.sqlite'), join(dataDir, 'catalogue.sqlite'));
    embedded = await openEmbeddedCatalogue({ dataDir, siteId: DEMO_SITE, seed: true, clock: new FixedClock(DEMO_TODAY) });
    definition = new Database(join(dataDir, 'catalogue.sqlite'), { readonly: true });
  }, SLOW);

  afterAll(async () => {
    definition?.close();
    await embedded?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'are the nearest in price of the same head type and transaction, then the lowest ids, for every estate and unit',
    async () => {
      const ids = definition.prepare('select id from estate_units where site_id = ? order by id').all(DEMO_SITE) as { id: number }[];
      const nearest = definition.prepare(DEFINITION);
      expect(ids.length).toBeGreaterThanOrEqual(2_000);
      const differ: string[] = [];
      let withSimilar = 0;
      for (const { id } of ids) {
        const expected = (nearest.all(DEMO_SITE, id) as { id: number }[]).map((row) => row.id);
        const found = (await embedded.adapters.requests.similarEstates(id, 'nl')).map((estate) => Number(estate.general.id));
        if (found.length > 0) withSimilar += 1;
        if (JSON.stringify(found) !== JSON.stringify(expected)) differ.push(`${id}: ${found.join(',')} instead of ${expected.join(',')}`);
      }
      expect(differ).toEqual([]);
      expect(withSimilar).toBeGreaterThan(ids.length / 2);
    },
    SLOW,
  );
});
