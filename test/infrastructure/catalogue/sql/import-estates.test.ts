import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Estate } from '../../../../domain/estate/estate';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { PhotoLibrary } from '../../../../infrastructure/catalogue/photos/photo-library';
import { importEstates } from '../../../../infrastructure/catalogue/import/import-estates';
import { SqlCatalogue } from '../../../../infrastructure/catalogue/sql/sql-catalogue';
import { toUpstreamEstate } from '../../../../infrastructure/http/mappers/estate-mapper';
import { FixedClock } from '../../../../infrastructure/memory/clocks';
import { DEMO_SITE as demoSite } from '../../../fixtures/site';
import { noMails, openTestCatalogue } from './open-test-catalogue';
import { randomGroups } from './random-groups';

describe('catalogue:import: estates in the upstream JSON shape, validated, all or nothing', () => {
  let catalogue: SqlCatalogue;
  const total = async () => (await catalogue.forSite(demoSite.id).catalogue.search(buildSearchBody({ filter: {}, size: 0 }))).total;

  beforeEach(async () => {
    catalogue = await openTestCatalogue('sqlite', { clock: new FixedClock(new Date('2026-11-21T10:00:00Z')) });
    await catalogue.replaceSite({ site: demoSite, groups: randomGroups(3) });
  });
  afterEach(() => catalogue.close());

  it('imports valid records, projects with their units included, and they are found by search', async () => {
    const records = randomGroups(20, 5, 5000).map(toUpstreamEstate);
    await expect(importEstates(catalogue, demoSite.id, JSON.stringify({ estates: records }))).resolves.toEqual({ ok: true, imported: 20 });
    expect(await total()).toBe(23);
  });

  it('issue 21 item 1: a bulk write (an import) runs with a large page cache, and the worker has its 16 MB back after it, also when it fails', async () => {
    const cacheSize = async () => (await sql<{ cache_size: number }>`pragma cache_size`.execute(catalogue.database.db)).rows[0]?.cache_size;
    await expect(catalogue.database.bulkWrite(cacheSize)).resolves.toBe(-256 * 1024);
    expect(await cacheSize()).toBe(-16 * 1024);
    await expect(catalogue.database.bulkWrite(() => Promise.reject(new Error('import refused')))).rejects.toThrow('import refused');
    expect(await cacheSize()).toBe(-16 * 1024);
  });

  it('replaces a record imported twice instead of duplicating it', async () => {
    const records = JSON.stringify(randomGroups(4, 5, 5000).map(toUpstreamEstate));
    await importEstates(catalogue, demoSite.id, records);
    await importEstates(catalogue, demoSite.id, records);
    expect(await total()).toBe(7);
  });

  it('reports every invalid record with its path and reason, and imports nothing', async () => {
    const [good, other] = randomGroups(2, 5, 5000).map(toUpstreamEstate);
    const records = [
      good,
      { general: { id: 'x' } },
      { ...other, address: { geoLocation: { lat: 95, lon: 3 } } },
      { general: { id: 9, bedroomCount: -1 }, children: [{ general: {} }] },
    ];
    const result = await importEstates(catalogue, demoSite.id, JSON.stringify(records));
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.map((p) => p.path);
    expect(problems).toEqual(['[1].general.id', '[2].address.geoLocation.lat', '[3].general.bedroomCount', '[3].children[0].general.id']);
    expect(await total()).toBe(3);
  });

  it.each([
    ['text that is not JSON', '{oops', '$'],
    ['JSON that holds no list of estates', '{"items": []}', '$'],
  ])('refuses %s', async (_title, text, path) => {
    await expect(importEstates(catalogue, demoSite.id, text)).resolves.toMatchObject({ ok: false, problems: [{ path }] });
  });

  it('refuses an unknown site', async () => {
    await expect(importEstates(catalogue, 'nope', '[]')).resolves.toMatchObject({ ok: false, problems: [{ path: '--site' }] });
  });

  describe('issue 20 item 3: pictures naming a local file become photos of the catalogue', () => {
    let folder: string;
    beforeEach(() => {
      folder = mkdtempSync(join(tmpdir(), 'import-photos-'));
    });
    afterEach(() => rmSync(folder, { recursive: true, force: true }));
    const photos = () => ({ library: new PhotoLibrary(() => join(folder, 'library')), folder });

    it('imports them with their variants, keeps addresses as they are, and finds the estate with them', async () => {
      writeFileSync(join(folder, 'front.jpg'), await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#806040' } }).jpeg().toBuffer());
      const [record] = randomGroups(1, 5, 5000).map(toUpstreamEstate);
      const pictures = [{ file: 'front.jpg', index: 0 }, { file: 'https://photos.example/back.jpg', index: 1 }];
      await expect(importEstates(catalogue, demoSite.id, JSON.stringify([{ ...record, pictures }]), photos())).resolves.toEqual({ ok: true, imported: 1 });
      const id = Number((record as { general: { id: number } }).general.id);
      const stored = await catalogue.forSite(demoSite.id).catalogue.estate(id, 'nl');
      const [front, back] = stored?.pictures ?? [];
      expect(front?.variants).toMatchObject({ width: 1200, height: 800, widths: [320, 480, 768, 1024] });
      expect(front?.file).toBe(`${front?.variants?.base}/1024.jpg`);
      expect(back).toEqual({ file: 'https://photos.example/back.jpg', index: 1 });
    });

    it('refuses the whole import when a photo is missing or not a photo, saying which', async () => {
      writeFileSync(join(folder, 'plan.gif'), await sharp({ create: { width: 400, height: 400, channels: 3, background: '#fff' } }).gif().toBuffer());
      const [record] = randomGroups(1, 5, 5000).map(toUpstreamEstate);
      const pictures = [{ file: 'plan.gif' }, { file: 'missing.jpg' }];
      const result = await importEstates(catalogue, demoSite.id, JSON.stringify([{ ...record, pictures }]), photos());
      expect(result).toEqual({
        ok: false,
        problems: [
          { path: '[0].pictures[0].file', reason: 'Refused photo plan.gif: unsupported-type' },
          { path: '[0].pictures[1].file', reason: 'Cannot read missing.jpg: ENOENT' },
        ],
      });
      expect(await total()).toBe(3);
    });
  });
});

/**
 * The price of a unit as the database file alone holds it (the WAL left out): what a checkpoint has copied into it.
 * The copy is taken while the background thread may be writing pages into the file: a copy torn by one is not yet
 * an answer (undefined, as before the first checkpoint), and the caller looks again.
 */
function priceInFile(dataDir: string, unitId: number): number | undefined {
  const copy = join(dataDir, 'file-alone.sqlite');
  copyFileSync(join(dataDir, 'catalogue.sqlite'), copy);
  const db = new Database(copy, { readonly: true });
  try {
    // Before the first checkpoint the file alone holds no tables yet.
    const migrated = db.prepare(`select 1 from sqlite_master where name = 'estate_units'`).get();
    return migrated ? (db.prepare('select price from estate_units where id = ?').get(unitId) as { price: number } | undefined)?.price : undefined;
  } catch (error) {
    // By its code, not `instanceof Database.SqliteError`: the native addon keeps the error class of the first test file
    // of a jest worker that loaded it, and a later file's class is another (CI: 'database disk image is malformed').
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^SQLITE_(CORRUPT|NOTADB)/.test(code)) return undefined;
    throw error;
  } finally {
    db.close();
  }
}

describe('issue 21 item 1: the SQLite file is checkpointed beside the writes, not in their commits', () => {
  it('a commit checkpoints only past the backstop, and the background checkpoints copy a write into the file by themselves', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'checkpoints-'));
    const catalogue = await SqlCatalogue.open({ dataDir, mails: noMails, clock: new FixedClock(new Date('2026-11-27T10:00:00Z')) });
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
