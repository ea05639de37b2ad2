import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { CatalogueSchema, DialectName } from './schema';

/**
 * Issue 8 and issue 21 item 2: a number that changes with every committed write that can change a page, from any
 * process. SQLite: the one row of migration 014, which its triggers bump (one writer at a time: nobody waits on it).
 * PostgreSQL (migration 019): that row plus one row per page-changing transaction committed since (data_changes),
 * which writers add without waiting for each other and a reader sees only once their transaction commits; a reader
 * folds them into the row now and then, so that counting them stays cheap.
 */

const SQLITE = CompiledQuery.raw('select revision, 0 as pending from data_revision where id = 1');
const POSTGRES = CompiledQuery.raw(
  'select (select revision from data_revision where id = 1) + changes.pending as revision, changes.pending from (select count(*) as pending from data_changes) changes',
);

/** Rows of data_changes a reader folds into the revision row at once. */
const FOLD_AT = 256;

export async function readRevision(db: Kysely<CatalogueSchema>, dialect: DialectName): Promise<number> {
  const { rows } = await db.executeQuery<{ revision: number | string; pending: number | string }>(dialect === 'sqlite' ? SQLITE : POSTGRES);
  const [row] = rows;
  if (row && Number(row.pending) >= FOLD_AT) await fold(db);
  return Number(row?.revision ?? 0);
}

/**
 * Moves the committed change rows into the revision row in one transaction: the sum stays what it was. One reader at
 * a time folds (the others skip it), so two folds never lock the same rows in different orders.
 */
async function fold(db: Kysely<CatalogueSchema>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ folding: boolean }>`select pg_try_advisory_xact_lock(hashtext('data revision fold')) as folding`.execute(trx);
    if (!rows[0]?.folding) return;
    await sql`with folded as (delete from data_changes returning 1) update data_revision set revision = revision + (select count(*) from folded) where id = 1`.execute(trx);
  });
}
