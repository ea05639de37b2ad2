import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import type { Estate } from '../../../../domain/estate/estate';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import { DEMO_SITE as demoSite } from '../../../fixtures/site';
import { noMails } from './open-test-catalogue';
import { randomGroups } from './random-groups';

const clock = new FixedClock(new Date('2026-11-27T10:00:00Z'));

/** The price of a unit as the database file alone holds it (the WAL left out): what a checkpoint has copied into it. */
function priceInFile(dataDir: string, unitId: number): number | undefined {
  const copy = join(dataDir, 'file-alone.sqlite');
  copyFileSync(join(dataDir, 'catalogue.sqlite'), copy);
  const db = new Database(copy, { readonly: true });
  try {
    return (db.prepare('select price from estate_units where id = ?').get(unitId) as { price: number } | undefined)?.price;
  } finally {
    db.close();
  }
}

describe('issue 21 item 1: the SQLite file is checkpointed beside the writes, not in their commits', () => {
  it('a commit checkpoints only past the backstop, and the background checkpoints copy a write into the file by themselves', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
    const catalogue = await SqlCatalogue.open({ dataDir, mails: noMails, clock });
    try {
      const { db } = catalogue.database;
      const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
      expect(rows[0]?.wal_autocheckpoint).toBe(20000);
      const groups = randomGroups(20, 5).filter((group) => !group.children?.length);
      await catalogue.replaceSite({ site: demoSite, groups });
      catalogue.database.checkpointInBackground(20);
      const [group] = groups as [Estate];
      await catalogue.importEstates(demoSite.id, [{ ...group, price: { ...group.price, value: 123_456 } as Estate['price'] }]);
      let copied: number | undefined;
      for (let wait = 0; wait < 100 && copied !== 123_456; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        copied = priceInFile(dataDir, Number(group.general.id));
      }
      expect(copied).toBe(123_456);
    } finally {
      await catalogue.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
