import { SqliteAdapter, sql, type Transaction } from 'kysely';
import { PREPARED } from './prepared-statements';
import type { CatalogueSchema } from './schema';
import { CELL_KEY, inPriceBand } from './search-facets';
import { CELL_UNIT_COLUMNS, cellChanges, cellKeyOf, tallyCells, type CellChange, type CellRow, type CellUnit } from './tallied-cells';

/**
 * Issue 21 item 1: a write costs what it changes. Every count of a cell adds up over estate groups (a project counts
 * once per value: one per group), so a write of some groups changes the site's cells by what those groups counted
 * before it and count after it, both tallied in code from their units alone (tallied-cells.ts); the cells that differ
 * are merged into search_facets by the cells' keys (migration 018), in one statement of the write's transaction.
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

/** Groups read at once (within both databases' bound on parameters). */
const GROUPS_PER_READ = 500;

/** The units of some groups as stored now, as the cells count them (tallied-cells.ts). */
export async function unitsOfGroups(trx: Transaction<CatalogueSchema>, siteId: string, groups: readonly number[]): Promise<CellUnit[]> {
  const units: CellUnit[] = [];
  for (let i = 0; i < groups.length; i += GROUPS_PER_READ) {
    const slice = groups.slice(i, i + GROUPS_PER_READ);
    units.push(...(await trx.selectFrom('estate_units').select(CELL_UNIT_COLUMNS).where('site_id', '=', siteId).where('group_id', 'in', slice).execute()));
  }
  return units;
}

/** The columns of a change, in the order of search_facets' insert, with their types. */
const CHANGE_COLUMNS = [
  ['facet', 'text'],
  ['transaction_id', 'integer'],
  ['head_type', 'integer'],
  ['price_band', 'integer'],
  ['city_id', 'integer'],
  ['num_value', 'double precision'],
  ['text_value', 'text'],
  ['count', 'integer'],
  ['name', 'text'],
  ['zip', 'text'],
  ['lat_sum', 'double precision'],
  ['lat_count', 'integer'],
  ['lon_sum', 'double precision'],
  ['lon_count', 'integer'],
] as const;

/**
 * The changes as a table, from one JSON parameter: the statement's text is the same for every write (PostgreSQL
 * plans it once per connection). Each value is cast to its column's type as the table stores it, so that a cell's key
 * (CELL_KEY: SQLite writes 250000.0 for a real) is the one a full count gives it.
 */
function changesTable(trx: Transaction<CatalogueSchema>, changes: readonly CellChange[]) {
  const json = JSON.stringify(changes.map((change) => change.cell));
  if (trx.getExecutor().adapter instanceof SqliteAdapter) {
    const columns = CHANGE_COLUMNS.map(([name, type]) => sql`cast(json_extract(value, ${`$.${name}`}) as ${sql.raw(type)}) as ${sql.ref(name)}`);
    return sql`select ${sql.join(columns)} from json_each(${json})`;
  }
  const columns = CHANGE_COLUMNS.map(([name, type]) => sql`${sql.ref(name)} ${sql.raw(type)}`);
  return sql`select * from json_to_recordset(cast(${json} as json)) as changes(${sql.join(columns)})`;
}

/** A cell as the merge left it. */
type MergedCell = Pick<CellRow, 'facet' | 'transaction_id' | 'head_type' | 'price_band' | 'city_id' | 'num_value' | 'text_value' | 'count' | 'name' | 'zip'> & { readonly cell_key: string };

/**
 * Changes the site's cells by what a write of some groups changes, from their units before it and after it (each tallied
 * in code: tallied-cells.ts), in one statement: the cells that differ merged into search_facets by their keys. Then it
 * forgets the cells that count nothing now, and looks up again the largest values that left.
 */
export async function applyChanges(trx: Transaction<CatalogueSchema>, siteId: string, before: readonly CellUnit[], after: readonly CellUnit[]): Promise<void> {
  const changes = cellChanges(tallyCells(before), tallyCells(after));
  if (changes.length === 0) return;
  const run = trx as unknown as Runner;
  const columns = sql.join(CHANGE_COLUMNS.map(([name]) => sql.ref(name)));
  // The cells added to (a highest price, a name: the larger of the two), new cells inserted; each with its new count.
  const merged = await sql<MergedCell>`${PREPARED}insert into search_facets (site_id, ${columns}, cell_key)
    select ${siteId}, ${columns}, ${CELL_KEY} from (${changesTable(trx, changes)}) changes where true
    on conflict (site_id, cell_key) do update set
      count = search_facets.count + excluded.count,
      lat_count = search_facets.lat_count + excluded.lat_count,
      lon_count = search_facets.lon_count + excluded.lon_count,
      lat_sum = case when search_facets.lat_count + excluded.lat_count = 0 then null else coalesce(search_facets.lat_sum, 0) + coalesce(excluded.lat_sum, 0) end,
      lon_sum = case when search_facets.lon_count + excluded.lon_count = 0 then null else coalesce(search_facets.lon_sum, 0) + coalesce(excluded.lon_sum, 0) end,
      num_value = case when excluded.num_value > search_facets.num_value then excluded.num_value else search_facets.num_value end,
      name = case when search_facets.name is null or excluded.name > search_facets.name then excluded.name else search_facets.name end,
      zip = case when search_facets.zip is null or excluded.zip > search_facets.zip then excluded.zip else search_facets.zip end
    returning cell_key, facet, transaction_id, head_type, price_band, city_id, num_value, text_value, count, name, zip`.execute(run);
  // A cell whose units all left counts nothing: a full count has no such row.
  const emptied = merged.rows.filter((cell) => Number(cell.count) <= 0).map((cell) => cell.cell_key);
  for (let i = 0; i < emptied.length; i += KEYS_PER_DELETE) {
    await sql`delete from search_facets where site_id = ${siteId} and count <= 0 and cell_key in (${sql.join(emptied.slice(i, i + KEYS_PER_DELETE))})`.execute(run);
  }
  // A largest value left a cell when the write's groups held it (the merged cell's value is no larger than what they
  // held) and hold a smaller one now: only then is it looked up again. Most cuts of a price leave a larger one in the cell.
  const left = new Map(changes.map((change) => [cellKeyOf(change.cell), change.left]));
  const atMost = <T extends string | number>(value: T | null, held: T | null) => value !== null && held !== null && value <= held;
  for (const cell of merged.rows) {
    if (Number(cell.count) <= 0) continue;
    const held = left.get(cellKeyOf(cell));
    if (!held) throw new Error(`a merged cell that no change names: ${cell.cell_key}`);
    if (atMost(cell.name, held.name) || atMost(cell.zip, held.zip) || atMost(cell.num_value, held.price)) await lookUpLargest(trx, siteId, cell);
  }
}

/** Keys of one statement that deletes emptied cells (well within both databases' bound on parameters). */
const KEYS_PER_DELETE = 500;


/**
 * The highest price, or the largest city name and postal code, of the units one cell counts, read from them. A
 * facet's name says which: 'band.' for a price band, 'p.' for the units of projects, its level ('' a cell, 't.' a
 * transaction, 'h.' a head type, 'a.' the site, 'c.' a city: search-facets.ts), then 'highest' or 'city'.
 */
async function lookUpLargest(trx: Transaction<CatalogueSchema>, siteId: string, cell: MergedCell): Promise<void> {
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
  // The band as a price range: the price index finds the units of a highest price (computing every unit's band read
  // them all). A city's name is read from the city's covering index instead (estate_units_site_city_id_hits): through
  // the price index SQLite looked each unit of the city and band up in the table, 250 ms to 2 s for one price cut at
  // 200,000 estates when those pages were not cached; through the city's index 1–10 ms.
  const sqlite = trx.getExecutor().adapter instanceof SqliteAdapter;
  if (banded && cell.price_band !== null) units = units.where(inPriceBand(cell.price_band, highest || !sqlite ? sql`price` : sql`+price`));
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
