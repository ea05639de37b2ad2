import { sql, type Kysely } from 'kysely';
import { generateDemoCatalogue } from '../../../../infrastructure/catalogue/demo/generate-demo-catalogue';
import { readRevision } from '../../../../infrastructure/catalogue/sql/data-revision';
import { MIGRATION_NAMES, migrateTo, migrateToLatest } from '../../../../infrastructure/catalogue/sql/migrations';
import type { CatalogueSchema } from '../../../../infrastructure/catalogue/sql/schema';
import type { SiteData } from '../../../../infrastructure/catalogue/sql/site-data';
import { rederiveStaleSites, replaceSiteData } from '../../../../infrastructure/catalogue/sql/store-site-data';
import { openEmptyTestDatabase, openTestCatalogue } from './open-test-catalogue';

type Dialect = 'sqlite' | 'postgres';
type Row = Record<string, unknown>;

/** Two demo sites: properties, projects with their units, notary sales, cities, collections, content, holiday rentals, viewing slots. */
const SITES: readonly SiteData[] = generateDemoCatalogue({
  sites: [
    { id: 'demo', estates: 120 },
    { id: 'second', estates: 30 },
  ],
}).sites.map(({ priceHistory: _history, deliberateGaps: _gaps, ...site }) => site);

/** What visitors left, in the columns migration 001 made (later columns keep their defaults on both databases). */
const VISITOR_ROWS = {
  visitor_requests: [
    { id: 1, site_id: 'demo', kind: 'contact', document: '{"message":"Is the garden south-facing?"}', created_at: '2026-11-01T09:00:00.000Z' },
    { id: 2, site_id: 'second', kind: 'send-to-friend', document: '{"estateId":42}', created_at: '2026-11-02T09:00:00.000Z' },
  ],
  subscriptions: [{ token: 'token-1', site_id: 'demo', document: '{"email":"a@example.be"}', created_at: '2026-11-01T10:00:00.000Z', updated_at: '2026-11-01T10:00:00.000Z' }],
  outbox: [
    { id: 1, site_id: 'demo', recipient: 'a@example.be', subject: 'Welkom', text_body: 'Hallo', attempts: 0, next_attempt_at: '2026-11-01T10:00:00.000Z', sent_at: null, last_error: null, created_at: '2026-11-01T10:00:00.000Z' },
  ],
  rental_reservations: [{ id: 'r-1', site_id: 'demo', unit_id: 1, start_date: '2027-07-03', end_date: '2027-07-10', document: '{}', created_at: '2026-11-03T10:00:00.000Z' }],
  appointments: [{ id: 'a-1', site_id: 'demo', slot_id: 1, status: 'booked', document: '{}', created_at: '2026-11-04T10:00:00.000Z' }],
} as const;

async function tables(db: Kysely<CatalogueSchema>, dialect: Dialect): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

async function columns(db: Kysely<CatalogueSchema>, dialect: Dialect, table: string): Promise<string[]> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info(${table}) order by cid`.execute(db)
      : await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return rows.map((row) => row.name);
}

/** Tables, columns, indexes and triggers, as the database describes them. */
async function schemaOf(db: Kysely<CatalogueSchema>, dialect: Dialect): Promise<unknown> {
  if (dialect === 'sqlite') return (await sql`select type, name, tbl_name, sql from sqlite_master order by type, name`.execute(db)).rows;
  const [columnRows, indexRows, triggerRows] = await Promise.all([
    sql`select table_name, column_name, ordinal_position, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = current_schema() order by table_name, ordinal_position`.execute(db),
    sql`select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() order by tablename, indexname`.execute(db),
    sql`select event_object_table, trigger_name, event_manipulation, action_statement from information_schema.triggers
      where trigger_schema = current_schema() order by event_object_table, trigger_name, event_manipulation`.execute(db),
  ]);
  return { columns: columnRows.rows, indexes: indexRows.rows, triggers: triggerRows.rows };
}

/**
 * Every row of a table, in a stable order. Not compared: how far the data revision counted (the two databases were
 * written in different numbers of statements: it only has to have changed), PostgreSQL's uncounted changes, and when
 * each migration ran.
 */
async function rowsOf(db: Kysely<CatalogueSchema>, table: string): Promise<Row[]> {
  if (table === 'data_revision' || table === 'data_changes') return [];
  if (table === 'kysely_migration') return (await sql<Row>`select name from kysely_migration order by name`.execute(db)).rows;
  const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(db);
  return rows.map((row) => JSON.stringify(Object.fromEntries(Object.keys(row).sort().map((key) => [key, sameTo12Digits(row[key])])))).sort().map((text) => JSON.parse(text) as Row);
}

/**
 * A sum of floating-point numbers (a cell's `lat_sum`, `lon_sum`) depends on the order of its terms: the migrated
 * database adds them in another order than the fresh one (PostgreSQL once gave 18.834449999999997 against 18.83445).
 */
function sameTo12Digits(value: unknown): unknown {
  return typeof value === 'number' && !Number.isInteger(value) ? Number(value.toPrecision(12)) : value;
}

/** Copies every row of `from`'s tables that `to` has, in the columns `to` has. */
async function copyRows(from: Kysely<CatalogueSchema>, to: Kysely<CatalogueSchema>, dialect: Dialect): Promise<void> {
  for (const table of (await tables(to, dialect)).filter((name) => !name.startsWith('kysely_'))) {
    const kept = await columns(to, dialect, table);
    const { rows } = await sql<Row>`select ${sql.join(kept.map((column) => sql.ref(column)))} from ${sql.table(table)}`.execute(from);
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200);
      const values = chunk.map((row) => sql`(${sql.join(kept.map((column) => row[column]))})`);
      await sql`insert into ${sql.table(table)} (${sql.join(kept.map((column) => sql.ref(column)))}) values ${sql.join(values)}`.execute(to);
    }
  }
}

describe.each(openTestCatalogue.dialects())('issue 19 item 6 on %s: migrations that stand still', (dialect) => {
  it('a database made at 001 with data, migrated one step at a time to the latest, has the schema and every row of a fresh one given the same data today', async () => {
    const fresh = await openEmptyTestDatabase(dialect);
    const old = await openEmptyTestDatabase(dialect);
    try {
      // Today's way: migrated from empty, then written by today's code.
      await migrateToLatest(fresh.db as Kysely<unknown>);
      await rederiveStaleSites(fresh.db);
      for (const site of SITES) await replaceSiteData(fresh.db, site);
      for (const [table, rows] of Object.entries(VISITOR_ROWS)) await fresh.db.insertInto(table as keyof CatalogueSchema).values(rows as never).execute();

      // The same data as migration 001's tables and columns held it: no cells, no derived column added since.
      await migrateTo(old.db as Kysely<unknown>, '001-catalogue');
      await copyRows(fresh.db, old.db, dialect);
      expect(await columns(old.db, dialect, 'estate_units')).not.toContain('sort_price');
      for (const name of MIGRATION_NAMES.slice(1)) await migrateTo(old.db as Kysely<unknown>, name);
      const migrated = await readRevision(old.db, dialect);
      await rederiveStaleSites(old.db);
      // The rows derived again change what pages show: a page cached before the upgrade is not served after it.
      expect(await readRevision(old.db, dialect)).toBeGreaterThan(migrated);

      expect(await schemaOf(old.db, dialect)).toEqual(await schemaOf(fresh.db, dialect));
      const names = await tables(fresh.db, dialect);
      expect(await tables(old.db, dialect)).toEqual(names);
      for (const table of names) expect({ table, rows: await rowsOf(old.db, table) }).toEqual({ table, rows: await rowsOf(fresh.db, table) });

      // Not a comparison of empty tables: the derived rows are there.
      const count = async (query: ReturnType<typeof sql<{ n: number | string }>>) => Number((await query.execute(fresh.db)).rows[0]?.n);
      expect(await count(sql`select count(*) as n from search_facets`)).toBeGreaterThan(1000);
      expect(await count(sql`select count(*) as n from project_cells`)).toBeGreaterThan(0);
      expect(await count(sql`select count(*) as n from estate_units where solo = 0 and sort_price is not null`)).toBeGreaterThan(0);
      expect(await count(sql`select count(*) as n from estate_units where notary_sale is not null`)).toBeGreaterThan(0);
      expect(await count(sql`select count(*) as n from rental_units where city_id is not null`)).toBeGreaterThan(0);
      expect(await count(sql`select count(*) as n from stale_sites`)).toBe(0);
    } finally {
      await Promise.all([fresh.close(), old.close()]);
    }
  }, 120_000);
});
