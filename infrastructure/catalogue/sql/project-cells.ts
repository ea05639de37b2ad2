import { SqliteAdapter, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { SEARCH_FIELDS } from '../../../domain/search/search-fields';
import type { SearchQuery, SearchTermValue } from '../../../domain/search/search-query';
import type { CatalogueSchema, DialectName } from './schema';
import { answeredByFacets } from './search-facets';

/**
 * Issue 8 item 6: each project's units summed up per (transaction, head type) cell, written with the site's other
 * cells (migration 016): a page grouped by type, subtype or status (§9) orders its projects from these rows,
 * about a third of their units, instead of grouping every unit of every project.
 */

type AnyDb = Kysely<unknown> | Kysely<CatalogueSchema>;
type Runner = Parameters<ReturnType<typeof sql>['execute']>[0];

/** The sort columns a project cell keeps the lowest and highest value of (the cell's own columns are one value each). */
const KEPT = ['sub_type', 'publication_date', 'city_name', 'sort_price'] as const;
const CELL = ['transaction_id', 'head_type'] as const;
const TEXT: ReadonlySet<string> = new Set(['publication_date', 'city_name']);

export type ProjectSortColumn = (typeof KEPT)[number] | (typeof CELL)[number];
export const PROJECT_SORT_COLUMNS: ReadonlySet<string> = new Set<string>([...KEPT, ...CELL]);

/**
 * Text in code-point order on both databases, as the search sorts it (PostgreSQL's collation "C"): the column `name`
 * (its own, or the min_/max_ column that keeps it) of the sort column `column`.
 */
const ordered = (column: string, postgres: boolean, name = column) => (postgres && TEXT.has(column) ? sql`${sql.ref(name)} collate "C"` : sql.ref(name));

/**
 * Recounts the project cells of one site from its units, or those of some estate groups only (issue 21 item 1: a
 * project's cells are its own, so a write recounts the groups it writes); run in the transaction that wrote them.
 */
export async function refreshProjectCells(db: AnyDb, siteId: string, groups?: readonly number[]): Promise<void> {
  const run = db as unknown as Runner;
  const postgres = !(db.getExecutor().adapter instanceof SqliteAdapter);
  if (groups?.length === 0) return;
  const only = groups ? sql` and group_id in (${sql.join(groups.map((id) => sql.lit(id)))})` : sql``;
  await sql`delete from project_cells where site_id = ${siteId}${only}`.execute(run);
  const columns = KEPT.flatMap((column) => [`min_${column}`, `max_${column}`]);
  const values = KEPT.flatMap((column) => [sql`min(${ordered(column, postgres)})`, sql`max(${ordered(column, postgres)})`]);
  await sql`insert into project_cells (site_id, group_id, transaction_id, head_type, ${sql.join(columns.map((c) => sql.ref(c)))})
    select site_id, group_id, transaction_id, head_type, ${sql.join(values)}
    from estate_units where site_id = ${siteId} and solo = 0${only} group by site_id, group_id, transaction_id, head_type`.execute(run);
  // Each project's keys over all its units (project_keys, migration 027), from its cells just written.
  const keys = [
    ...CELL.flatMap((column) => [sql`min(${sql.ref(column)})`, sql`max(${sql.ref(column)})`]),
    ...KEPT.flatMap((column) => [sql`min(${ordered(column, postgres, `min_${column}`)})`, sql`max(${ordered(column, postgres, `max_${column}`)})`]),
  ];
  await sql`delete from project_keys where site_id = ${siteId}${only}`.execute(run);
  await sql`insert into project_keys (site_id, group_id, ${sql.join([...CELL, ...KEPT].flatMap((c) => [sql.ref(`min_${c}`), sql.ref(`max_${c}`)]))})
    select site_id, group_id, ${sql.join(keys)} from project_cells where site_id = ${siteId}${only} group by site_id, group_id`.execute(run);
}

export interface ProjectKey {
  readonly column: ProjectSortColumn;
  readonly order: 'asc' | 'desc';
}

/**
 * The first rows of a query of groups and their two keys (s0, s1) in a grouped page's order: per key missing values
 * last, then ascending or descending; ties by group id (sql-search.ts compareSorted). Issue 21 item 1: a page needs
 * the first `from + size` projects, not every project of the site sorted in code.
 */
export const inKeyOrder =
  ([s0, s1]: readonly [{ readonly order: 'asc' | 'desc' }, { readonly order: 'asc' | 'desc' }], first: number) =>
  <TB extends keyof CatalogueSchema, O>(q: SelectQueryBuilder<CatalogueSchema, TB, O>): SelectQueryBuilder<CatalogueSchema, TB, O> =>
    q
      .orderBy(sql.ref('s0'), (ob) => (s0.order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy(sql.ref('s1'), (ob) => (s1.order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy(sql.ref('group_id'))
      .limit(first);

/**
 * The first `first` matching projects with their first and second key (the lowest value ascending, the highest descending), from
 * the project cells: for a query the cells answer without a price range (a range would split a cell's units).
 * Undefined for any other query.
 */
export async function projectKeys(
  db: Kysely<CatalogueSchema>,
  siteId: string,
  query: SearchQuery,
  dialect: DialectName,
  keys: readonly [ProjectKey, ProjectKey],
  first: number,
): Promise<{ group_id: number; s0: unknown; s1: unknown }[] | undefined> {
  if (!answeredByFacets(query) || query.range !== undefined) return undefined;
  const postgres = dialect === 'postgres';
  const aggregate = ({ column, order }: ProjectKey) => {
    const value = ordered(column, postgres, (CELL as readonly string[]).includes(column) ? column : `${order === 'asc' ? 'min' : 'max'}_${column}`);
    return order === 'asc' ? sql`min(${value})` : sql`max(${value})`;
  };
  const ids = (values: readonly SearchTermValue[] | undefined) => (values ?? []).map(Number).filter(Number.isFinite);
  const transactions = query.terms?.[SEARCH_FIELDS.transaction];
  const headTypes = query.terms?.[SEARCH_FIELDS.headType];
  if (!transactions && !headTypes) {
    // Every unit of a project counts: its own row holds its keys (project_keys), one row per project.
    const stored = ({ column, order }: ProjectKey) => ordered(column, postgres, `${order === 'asc' ? 'min' : 'max'}_${column}`);
    const rows = await db
      .selectFrom('project_keys')
      .where('site_id', '=', siteId)
      .select([sql<number>`group_id`.as('group_id'), stored(keys[0]).as('s0'), stored(keys[1]).as('s1')])
      .$call(inKeyOrder(keys, first))
      .execute();
    return rows.map((row) => ({ group_id: Number(row.group_id), s0: row.s0, s1: row.s1 }));
  }
  let q = db.selectFrom('project_cells').where('site_id', '=', siteId);
  if (transactions) q = q.where('transaction_id', 'in', ids(transactions).length > 0 ? ids(transactions) : [null as never]);
  if (headTypes) q = q.where('head_type', 'in', ids(headTypes).length > 0 ? ids(headTypes) : [null as never]);
  const rows = await q
    .select([sql<number>`group_id`.as('group_id'), aggregate(keys[0]).as('s0'), aggregate(keys[1]).as('s1')])
    .groupBy('group_id')
    .$call(inKeyOrder(keys, first))
    .execute();
  return rows.map((row) => ({ group_id: Number(row.group_id), s0: row.s0, s1: row.s1 }));
}
