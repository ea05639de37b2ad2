import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { buildSearchBody } from '../../../../domain/search/search-body';
import { evaluateSearch } from '../../../../domain/search/search-evaluation';
import type { DialectName } from '../../../../infrastructure/catalogue/sql/database';
import { migrateTo, migrateToLatest } from '../../../../infrastructure/catalogue/sql/migrations';
import type { CatalogueSchema } from '../../../../infrastructure/catalogue/sql/schema';
import { refreshSearchFacets } from '../../../../infrastructure/catalogue/sql/search-facets';
import { searchGroupIds } from '../../../../infrastructure/catalogue/sql/sql-search';
import { groupRows } from '../../../../infrastructure/catalogue/sql/unit-row';
import { EXPECTED, FIXTURE_ESTATES } from '../../../fixtures/estates';
import { openTestCatalogue } from './open-test-catalogue';

/** A database of its own: SQLite in memory, or a fresh PostgreSQL database dropped afterwards. */
async function emptyDatabase(dialect: DialectName): Promise<{ db: Kysely<CatalogueSchema>; close: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = new Kysely<CatalogueSchema>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    return { db, close: () => db.destroy() };
  }
  const base = process.env.DATABASE_URL as string;
  const name = `test_notary_migration_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = new Kysely<CatalogueSchema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 2 }) }) });
  return {
    db,
    close: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}

describe.each(openTestCatalogue.dialects())('issue 12 item 5 on %s: migration 011 gives the estates stored before it their kind of notary sale', (dialect) => {
  it('§3 notary: after the backfill, the notary term finds the public and online sales stored before, as the domain does', async () => {
    const { db, close } = await emptyDatabase(dialect);
    try {
      await migrateTo(db as Kysely<unknown>, '010-search-levels');
      // Rows as 010 stored them: no notary sale column yet.
      const rows = FIXTURE_ESTATES.map((group) => groupRows('demo', group));
      await db.insertInto('estate_groups').values(rows.map((r) => r.group)).execute();
      const units = rows.flatMap((r) => r.units).map(({ notary_sale: _notarySale, ...unit }) => unit);
      await db.insertInto('estate_units').values(units as never).execute();
      await refreshSearchFacets(db, 'demo');

      await migrateToLatest(db as Kysely<unknown>);

      for (const [kinds, expected] of [
        [['public', 'online'], EXPECTED.notarySales],
        [['online'], EXPECTED.notaryOnline],
        [['public'], EXPECTED.notaryPublic],
      ] as const) {
        const body = buildSearchBody({ filter: { notarySales: kinds } });
        expect(evaluateSearch(FIXTURE_ESTATES, body).results.map((e) => Number(e.general.id)).sort()).toEqual([...expected]);
        expect((await searchGroupIds(db, 'demo', body, dialect)).ids.sort()).toEqual([...expected]);
      }
    } finally {
      await close();
    }
  });
});
