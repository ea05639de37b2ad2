import { SqliteAdapter, sql, type Transaction } from 'kysely';
import { PREPARED } from './prepared-statements';
import type { CatalogueSchema } from './schema';
import { CELL_KEY, inPriceBand } from './search-facets';
import { CELL_UNIT_COLUMNS, changedCells, tallyCells, type CellUnit } from './tallied-cells';

/**
 * Issue 21 item 1: a write costs what it changes. Every count of a cell adds up over estate groups (a project counts
 * once per value: one per group), so a write of some groups changes the site's cells by what those groups counted
 * before it and count after it, both tallied in code from their units alone (tallied-cells.ts); the cells that differ
 * go into cell_changes (migration 018) and are merged into search_facets by the cells' keys, in the write's transaction.
 * Only the largest values a cell keeps (its highest price, a city's name and postal code) do not subtract: a cell whose
 * largest value left with the write and came back smaller is looked up again, from the units it counts.
 */

type Runner = Parameters<ReturnType<typeof sql>['execute']>[0];

/**
 * One writer of a site's cells at a time: on PostgreSQL two imports of one site would add the same new cell twice,
 * so they queue on a lock of that site's cells (held until commit), which no booking or other site's write takes.
 * SQLite runs one writing transaction at a time anyway.
 */
export async function lockSiteCells(trx: Transaction<CatalogueSchema>, siteId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  // The write's statements run with their generic plans (for this transaction only): PostgreSQL plans a prepared
  // statement again for each of its first five runs on a connection, and the count of a write's cells (one statement
  // of twenty unions) took 5-47 ms to plan each time, a write's p95 at 20,000 estates.
  await sql`select set_config('plan_cache_mode', 'force_generic_plan', true), pg_advisory_xact_lock(hashtext(${`cells ${siteId}`}))`.execute(trx);
}

/** Groups read at once, and cells written at once (16 columns each: within both databases' bound on parameters). */
const GROUPS_PER_READ = 500;
const CELLS_PER_INSERT = 1000;

/** The units of some groups as stored now, as the cells count them (tallied-cells.ts). */
export async function unitsOfGroups(trx: Transaction<CatalogueSchema>, siteId: string, groups: readonly number[]): Promise<CellUnit[]> {
  const units: CellUnit[] = [];
  for (let i = 0; i < groups.length; i += GROUPS_PER_READ) {
    const slice = groups.slice(i, i + GROUPS_PER_READ);
    units.push(...(await trx.selectFrom('estate_units').select(CELL_UNIT_COLUMNS).where('site_id', '=', siteId).where('group_id', 'in', slice).execute()));
  }
  return units;
}

/**
 * Records the cells a write of some groups changes, from their units before it and after it: each tallied in code
 * (tallied-cells.ts), and of the cells that differ, the cells before as sign −1, after as +1 (applyChanges merges them).
 */
export async function recordChanges(trx: Transaction<CatalogueSchema>, siteId: string, before: readonly CellUnit[], after: readonly CellUnit[]): Promise<void> {
  const { removed, added } = changedCells(tallyCells(before), tallyCells(after));
  const rows = [...removed.map((cell) => ({ site_id: siteId, ...cell, sign: -1 })), ...added.map((cell) => ({ site_id: siteId, ...cell, sign: 1 }))];
  for (let i = 0; i < rows.length; i += CELLS_PER_INSERT) await trx.insertInto('cell_changes').values(rows.slice(i, i + CELLS_PER_INSERT)).execute();
}

/** A cell's key without its value when the value is its highest price (as CELL_KEY). */
const KEY_VALUE = sql`case when facet like '%highest' then null else num_value end`;
const KEY_COLUMNS = sql`site_id, facet, transaction_id, head_type, price_band, city_id, text_value, ${KEY_VALUE}`;
const removed = (column: string) => sql`max(case when sign < 0 then ${sql.ref(column)} end)`;
const added = (column: string) => sql`max(case when sign > 0 then ${sql.ref(column)} end)`;
const shrank = (column: string) => sql`(${removed(column)} is not null and (${added(column)} is null or ${added(column)} < ${removed(column)}))`;

const differs = (column: string) => sql`${added(column)} is distinct from ${removed(column)}`;

/**
 * A cell the write changes: a count or a sum moved, or a largest value came or went. A write of an estate changes few
 * of the cells its units count in (a new price changes its price cells, not its city's or its type's), and the others
 * are left alone instead of being written again unchanged (issue 21 item 1: one write's pages and WAL).
 */
const CHANGED = sql`sum(sign * count) <> 0 or sum(sign * lat_count) <> 0 or sum(sign * lon_count) <> 0
  or coalesce(sum(sign * lat_sum), 0) <> 0 or coalesce(sum(sign * lon_sum), 0) <> 0
  or ${differs('name')} or ${differs('zip')} or (facet like '%highest' and ${differs('num_value')})`;

/** Keys of one statement that deletes emptied cells (well within both databases' bound on parameters). */
const KEYS_PER_DELETE = 500;

/** Merges the counted changes into the site's cells, looks up again the largest values that left, and forgets the changes. */
export async function applyChanges(trx: Transaction<CatalogueSchema>, siteId: string): Promise<void> {
  const run = trx as unknown as Runner;
  // The cells added to (a highest price, a name: the larger of the two), new cells inserted; each with its new count.
  const merged = await sql<{ cell_key: string; count: number }>`${PREPARED}insert into search_facets (site_id, transaction_id, head_type, price_band, facet, num_value, text_value, count, name, zip, lat_sum, lat_count, lon_sum, lon_count, city_id, cell_key)
    select site_id, transaction_id, head_type, price_band, facet, num_value, text_value, count, name, zip, lat_sum, lat_count, lon_sum, lon_count, city_id, ${CELL_KEY}
    from (
      select site_id, facet, transaction_id, head_type, price_band, city_id, text_value,
        case when facet like '%highest' then ${added('num_value')} else max(num_value) end as num_value,
        sum(sign * count) as count, ${added('name')} as name, ${added('zip')} as zip,
        sum(sign * lat_sum) as lat_sum, sum(sign * lat_count) as lat_count, sum(sign * lon_sum) as lon_sum, sum(sign * lon_count) as lon_count
      from cell_changes where site_id = ${siteId} group by ${KEY_COLUMNS}
      having ${CHANGED}
    ) changes where true
    on conflict (site_id, cell_key) do update set
      count = search_facets.count + excluded.count,
      lat_count = search_facets.lat_count + excluded.lat_count,
      lon_count = search_facets.lon_count + excluded.lon_count,
      lat_sum = case when search_facets.lat_count + excluded.lat_count = 0 then null else coalesce(search_facets.lat_sum, 0) + coalesce(excluded.lat_sum, 0) end,
      lon_sum = case when search_facets.lon_count + excluded.lon_count = 0 then null else coalesce(search_facets.lon_sum, 0) + coalesce(excluded.lon_sum, 0) end,
      num_value = case when excluded.num_value > search_facets.num_value then excluded.num_value else search_facets.num_value end,
      name = case when search_facets.name is null or excluded.name > search_facets.name then excluded.name else search_facets.name end,
      zip = case when search_facets.zip is null or excluded.zip > search_facets.zip then excluded.zip else search_facets.zip end
    returning cell_key, count`.execute(run);
  // A cell whose units all left counts nothing: a full count has no such row. Only a cell merged above can have come
  // to 0: looking up every changed key again cost PostgreSQL 3-6 ms a write (an index probe each, among the updated
  // rows' dead versions).
  const emptied = merged.rows.filter((cell) => Number(cell.count) <= 0).map((cell) => cell.cell_key);
  for (let i = 0; i < emptied.length; i += KEYS_PER_DELETE) {
    await sql`delete from search_facets where site_id = ${siteId} and count <= 0 and cell_key in (${sql.join(emptied.slice(i, i + KEYS_PER_DELETE))})`.execute(run);
  }
  // A largest value left a cell when the write's groups held it (the merged cell's value is no larger than what they
  // held) and hold a smaller one now: only then is it looked up again. Most cuts of a price leave a larger one in the cell.
  const left = (column: string) => sql`case when ${shrank(column)} then ${removed(column)} end`;
  const shrunk = await sql<LargestValue>`${PREPARED}select shrunk.facet, shrunk.transaction_id, shrunk.head_type, shrunk.price_band, shrunk.city_id, shrunk.num_value, shrunk.cell_key from (
      select facet, transaction_id, head_type, price_band, city_id, num_value, ${CELL_KEY} as cell_key, left_name, left_zip, left_price from (
        select site_id, facet, transaction_id, head_type, price_band, city_id, text_value, max(${KEY_VALUE}) as num_value,
          ${left('name')} as left_name, ${left('zip')} as left_zip, case when facet like '%highest' then ${left('num_value')} end as left_price
        from cell_changes where site_id = ${siteId} group by ${KEY_COLUMNS}
        having ${shrank('name')} or ${shrank('zip')} or (facet like '%highest' and ${shrank('num_value')})
      ) changes
    ) shrunk join search_facets cell on cell.site_id = ${siteId} and cell.cell_key = shrunk.cell_key
    where cell.name <= shrunk.left_name or cell.zip <= shrunk.left_zip or cell.num_value <= shrunk.left_price`.execute(run);
  for (const cell of shrunk.rows) await lookUpLargest(trx, siteId, cell);
  await sql`delete from cell_changes where site_id = ${siteId}`.execute(run);
}

interface LargestValue {
  readonly facet: string;
  readonly transaction_id: number | null;
  readonly head_type: number | null;
  readonly price_band: number | null;
  readonly city_id: number | null;
  /** The city of a city facet but the cities' own ('c.'). */
  readonly num_value: number | null;
  readonly cell_key: string;
}

/**
 * The highest price, or the largest city name and postal code, of the units one cell counts, read from them. A
 * facet's name says which: 'band.' for a price band, 'p.' for the units of projects, its level ('' a cell, 't.' a
 * transaction, 'h.' a head type, 'a.' the site, 'c.' a city: search-facets.ts), then 'highest' or 'city'.
 */
async function lookUpLargest(trx: Transaction<CatalogueSchema>, siteId: string, cell: LargestValue): Promise<void> {
  const banded = cell.facet.startsWith('band.');
  const unbanded = banded ? cell.facet.slice('band.'.length) : cell.facet;
  const projects = unbanded.startsWith('p.');
  const facet = projects ? unbanded.slice('p.'.length) : unbanded;
  const level = /^([atch])\./.exec(facet)?.[1] ?? '';
  const highest = facet.endsWith('highest');
  let units = trx.selectFrom('estate_units').where('site_id', '=', siteId);
  // A cell's null transaction or head type counts the units without one.
  if (level === '' || level === 't') units = units.where('transaction_id', cell.transaction_id === null ? 'is' : '=', cell.transaction_id);
  if (level === '' || level === 'h') units = units.where('head_type', cell.head_type === null ? 'is' : '=', cell.head_type);
  if (level === 'c') units = units.where('city_id', '=', cell.city_id);
  // The band as a price range: the price index finds its units (computing every unit's band read them all).
  if (banded && cell.price_band !== null) units = units.where(inPriceBand(cell.price_band));
  if (highest) {
    const row = await units.where('price', 'is not', null).select((eb) => eb.fn.max('price').as('top')).executeTakeFirst();
    await trx.updateTable('search_facets').set({ num_value: row?.top ?? null }).where('site_id', '=', siteId).where('cell_key', '=', cell.cell_key).execute();
    return;
  }
  if (level !== 'c') units = units.where('city_id', '=', cell.num_value);
  const row = await units
    .where('solo', '=', projects ? 0 : 1)
    .select((eb) => [eb.fn.max('city_name').as('name'), eb.fn.max('city_zip').as('zip')])
    .executeTakeFirst();
  await trx.updateTable('search_facets').set({ name: row?.name ?? null, zip: row?.zip ?? null }).where('site_id', '=', siteId).where('cell_key', '=', cell.cell_key).execute();
}
