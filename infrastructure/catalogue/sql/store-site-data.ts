import { SqliteAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { rentalUnitRow } from './rental-unit-row';
import type { City, Estate } from '../../../domain/estate/estate';
import type { RentalUnit } from '../../../domain/rental/rental-unit';
import { estateChanges, type EstateChange } from '../../../domain/alerts/estate-change';
import { slugify } from '../../../domain/routing/slug';
import { TABLE_FIELDS } from '../../../domain/search/list-filter-table';
import { searchUnits } from '../../../domain/search/search-field-value';
import type { CatalogueSchema } from './schema';
import { applyChanges, lockSiteCells, unitsOfGroups } from './cell-changes';
import type { CellUnit } from './tallied-cells';
import { refreshProjectCells } from './project-cells';
import { recountSiteCells } from './search-facets';
import type { SiteData } from './site-data';
import { MASK_LAYOUT } from './table-masks';
import { groupRows } from './unit-row';

// Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits at 17 columns.
const CHUNK = 500;

async function insertChunked<T extends keyof CatalogueSchema>(
  trx: Transaction<CatalogueSchema>,
  table: T,
  rows: readonly CatalogueSchema[T][],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    // Kysely's generic insert types cannot follow a table name chosen at run time.
    await trx.insertInto(table).values(rows.slice(i, i + CHUNK) as never).execute();
  }
}

const SITE_TABLES = [
  'site_cities',
  'site_content',
  'estate_groups',
  'estate_units',
  'search_facets',
  'project_cells',
  'project_keys',
  'unit_collections',
  'unit_values',
  'collections',
  'menus',
  'pages',
  'rental_units',
  'rental_periods',
  'agenda_slots',
  'site_hostnames',
] as const;

/** Replaces one site's catalogue in a single transaction: estates, content, rentals and agenda. */
export async function replaceSiteData(db: Kysely<CatalogueSchema>, data: SiteData): Promise<void> {
  const siteId = data.site.id;
  await db.transaction().execute(async (trx) => {
    await lockSiteCells(trx, siteId);
    for (const table of SITE_TABLES) await trx.deleteFrom(table).where('site_id', '=', siteId).execute();
    await trx.deleteFrom('sites').where('id', '=', siteId).execute();
    await trx.insertInto('sites').values({ id: siteId, document: JSON.stringify(data.site) }).execute();
    await insertChunked(trx, 'site_hostnames', data.site.hostnames.map((hostname) => ({ hostname: hostname.toLowerCase(), site_id: siteId })));
    // Every estate of the site is new: its cells are counted once, from all of them.
    await writeEstates(trx, siteId, data.groups);
    await recountSiteCells(trx, siteId);
    await refreshProjectCells(trx, siteId);
    await insertChunked(trx, 'estate_history', historyRows(siteId, data.priceHistory ?? []));
    await insertChunked(trx, 'collections', (data.collections ?? []).map((c) => ({ site_id: siteId, id: c.id, name: c.name })));
    await insertChunked(trx, 'menus', (data.menus ?? []).map((m) => ({ site_id: siteId, id: m.id, type: m.type, document: JSON.stringify(m) })));
    await insertChunked(trx, 'pages', (data.pages ?? []).map((p) => ({ site_id: siteId, id: p.id, key: p.key, document: JSON.stringify(p) })));
    await insertChunked(
      trx,
      'rental_units',
      (data.rentalUnits ?? []).map((u) => rentalUnitRow(siteId, u)),
    );
    const periods = Object.entries(data.rentalPeriods ?? {}).flatMap(([unitId, list]) =>
      list.map((p) => ({ site_id: siteId, unit_id: Number(unitId), start_date: p.start, end_date: p.end, price: p.price, type: p.type })),
    );
    await insertChunked(trx, 'rental_periods', periods);
    await insertChunked(
      trx,
      'agenda_slots',
      (data.slots ?? []).map((s) => ({
        site_id: siteId,
        id: s.id,
        agenda_id: s.agendaId,
        start_at: s.start,
        end_at: s.end,
        capacity: s.capacity,
        available: s.available,
        estate_id: s.estateId ?? null,
      })),
    );
    await insertChunked(trx, 'site_content', contentRows(siteId, data));
    for (const [locale, table] of Object.entries(data.translations ?? {})) {
      await trx.deleteFrom('translations').where('locale', '=', locale).execute();
      await trx.insertInto('translations').values({ locale, document: JSON.stringify(table) }).execute();
    }
  });
}

/**
 * Issue 19 item 7: the values of the list filter table (unit_values) were derived for the paths unit_value_fields
 * names, and the units' masks (issue 21 item 1) for the choices it names in one more row (MASK_LAYOUT). When the table
 * declares other paths or choices (a filter added, removed or given other choices), every site is marked stale, so its
 * values and masks are derived again with the rest of its rows: a new filter needs no migration. Processes starting at once mark the
 * same sites; each site is derived once (rederiveStaleSites takes its mark).
 */
async function markStaleOnNewTableFields(db: Kysely<CatalogueSchema>): Promise<void> {
  const derived = (await db.selectFrom('unit_value_fields').select('field').execute()).map((row) => row.field);
  const declared = [...TABLE_FIELDS, MASK_LAYOUT];
  if (derived.length === declared.length && declared.every((field) => derived.includes(field))) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('unit_value_fields').where('field', 'not in', declared).execute();
    await trx.insertInto('unit_value_fields').values(declared.map((field) => ({ field }))).onConflict((conflict) => conflict.column('field').doNothing()).execute();
    // `where true`: SQLite reads the ON CONFLICT of an INSERT … SELECT only after a WHERE.
    await sql`insert into stale_sites (site_id) select id from sites where true on conflict (site_id) do nothing`.execute(trx);
  });
}

/** Groups of a stale site derived at once. */
const REDERIVED_SLICE = 5000;

/**
 * Issue 19 item 6: derives again, with today's code, every row of the stale sites (migrations.ts: stale_sites) that
 * is derived from their stored documents: the estates' units, collections and cities, the site's search and project
 * cells, its rental units' filter columns. One transaction per site takes the site's mark and writes its rows, so a
 * second process starting at once finds no mark, and a start cut short leaves the marks it had not taken.
 */
export async function rederiveStaleSites(db: Kysely<CatalogueSchema>): Promise<void> {
  await markStaleOnNewTableFields(db);
  for (const { site_id: siteId } of await db.selectFrom('stale_sites').select('site_id').orderBy('site_id').execute()) {
    await db.transaction().execute(async (trx) => {
      const taken = await trx.deleteFrom('stale_sites').where('site_id', '=', siteId).executeTakeFirst();
      if (Number(taken.numDeletedRows) === 0) return;
      await lockSiteCells(trx, siteId);
      // A slice of groups at a time, in id order: a site of 200,000 estates read at once outgrew an 8 GB heap.
      for (let after: number | undefined; ; ) {
        let slice = trx.selectFrom('estate_groups').select(['id', 'document']).where('site_id', '=', siteId);
        if (after !== undefined) slice = slice.where('id', '>', after);
        const groups = await slice.orderBy('id').limit(REDERIVED_SLICE).execute();
        if (groups.length === 0) break;
        await writeEstates(trx, siteId, groups.map((row) => JSON.parse(row.document) as Estate));
        after = Number(groups.at(-1)?.id);
      }
      await recountSiteCells(trx, siteId);
      await refreshProjectCells(trx, siteId);
      const rentals = await trx.selectFrom('rental_units').select('document').where('site_id', '=', siteId).orderBy('id').execute();
      await trx.deleteFrom('rental_units').where('site_id', '=', siteId).execute();
      await insertChunked(trx, 'rental_units', rentals.map((row) => rentalUnitRow(siteId, JSON.parse(row.document) as RentalUnit)));
    });
  }
}

/**
 * Issue 11 price history: the listing, price and status changes of the units about to be written, against
 * what is stored now, recorded at `at` in the same transaction as the write.
 */
async function recordHistory(trx: Transaction<CatalogueSchema>, siteId: string, groups: readonly Estate[], at: Date): Promise<void> {
  const units = groups.flatMap(searchUnits);
  const ids = units.map((unit) => Number(unit.general.id));
  const before = new Map<number, Estate>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx.selectFrom('estate_units').select(['id', 'document']).where('site_id', '=', siteId).where('id', 'in', ids.slice(i, i + CHUNK)).execute();
    for (const row of rows) before.set(Number(row.id), JSON.parse(row.document) as Estate);
  }
  const changes = units.flatMap((unit) => estateChanges(before.get(Number(unit.general.id)), unit, at));
  await insertChunked(trx, 'estate_history', historyRows(siteId, changes));
}

// The id is the database's own (Generated): Kysely's insert type cannot say so through insertChunked.
const historyRows = (siteId: string, changes: readonly EstateChange[]): CatalogueSchema['estate_history'][] =>
  changes.map((change) => ({ site_id: siteId, estate_id: change.estateId, kind: change.kind, at: change.at, document: JSON.stringify(change) })) as never;

/**
 * Adds or replaces estate groups of a site (import); with `at`, their changes go into the price history (issue 11).
 * The site's cells change by what these groups change (issue 21 item 1: cell-changes.ts), not recounted.
 */
export async function storeEstates(trx: Transaction<CatalogueSchema>, siteId: string, groups: readonly Estate[], at?: Date): Promise<void> {
  await lockSiteCells(trx, siteId);
  if (at) await recordHistory(trx, siteId, groups, at);
  const groupIds = groups.map((group) => Number(group.general.id));
  const before = await unitsOfGroups(trx, siteId, groupIds);
  await writeEstates(trx, siteId, groups);
  const after = await unitsOfGroups(trx, siteId, groupIds);
  await applyChanges(trx, siteId, before, after);
  if (hasProjectUnits(before, after)) await refreshProjectCells(trx, siteId, groupIds);
}

/** Only the units of projects have project cells: a write of properties alone leaves them as they are (four statements). */
const hasProjectUnits = (...units: readonly (readonly CellUnit[])[]) => units.some((each) => each.some((unit) => unit.solo === 0));

/** Removes estate groups of a site (an estate the agency no longer offers), their units and cells with them (issue 21 item 1). */
export async function removeEstates(trx: Transaction<CatalogueSchema>, siteId: string, groupIds: readonly number[]): Promise<void> {
  await lockSiteCells(trx, siteId);
  const before = await unitsOfGroups(trx, siteId, groupIds);
  await deleteGroups(trx, siteId, groupIds);
  await applyChanges(trx, siteId, before, []);
  if (hasProjectUnits(before)) await refreshProjectCells(trx, siteId, groupIds);
}

/** The rows of estate groups, replacing those stored under their ids, and their cities. */
async function writeEstates(trx: Transaction<CatalogueSchema>, siteId: string, groups: readonly Estate[]): Promise<void> {
  const rows = groups.map((group) => groupRows(siteId, group));
  await deleteGroups(trx, siteId, rows.map((r) => r.group.id));
  await insertChunked(trx, 'estate_groups', rows.map((r) => r.group));
  await insertChunked(trx, 'estate_units', rows.flatMap((r) => r.units));
  await insertChunked(trx, 'unit_collections', rows.flatMap((r) => r.collections));
  await insertChunked(trx, 'unit_values', rows.flatMap((r) => r.values));
  await storeCities(trx, siteId, groups.flatMap((group) => searchUnits(group).flatMap((unit) => (unit.address?.city ? [unit.address.city] : []))));
}

/** Deletes estate groups with their units and the units' collections and filter values. */
async function deleteGroups(trx: Transaction<CatalogueSchema>, siteId: string, groupIds: readonly number[]): Promise<void> {
  const postgres = !(trx.getExecutor().adapter instanceof SqliteAdapter);
  for (let i = 0; i < groupIds.length; i += CHUNK) {
    const ids = groupIds.slice(i, i + CHUNK);
    const units = trx.selectFrom('estate_units').select('id').where('site_id', '=', siteId).where('group_id', 'in', ids);
    if (postgres) {
      // One statement (PostgreSQL's data-modifying WITH, each part reading the rows as they were before it): a write's
      // round trips are most of its time there (issue 21 item 1).
      await sql`with collections as (${trx.deleteFrom('unit_collections').where('site_id', '=', siteId).where('unit_id', 'in', units)}),
        unit_values as (${trx.deleteFrom('unit_values').where('site_id', '=', siteId).where('unit_id', 'in', units)}),
        groups as (${trx.deleteFrom('estate_groups').where('site_id', '=', siteId).where('id', 'in', ids)})
        ${trx.deleteFrom('estate_units').where('site_id', '=', siteId).where('group_id', 'in', ids)}`.execute(trx);
      continue;
    }
    await trx.deleteFrom('unit_collections').where('site_id', '=', siteId).where('unit_id', 'in', units).execute();
    await trx.deleteFrom('unit_values').where('site_id', '=', siteId).where('unit_id', 'in', units).execute();
    await trx.deleteFrom('estate_groups').where('site_id', '=', siteId).where('id', 'in', ids).execute();
    await trx.deleteFrom('estate_units').where('site_id', '=', siteId).where('group_id', 'in', ids).execute();
  }
}

/** '|9000|gent|gand|ghent': postal code and every name folded, so '90', 'liege' and 'luik' all find their city. */
export const citySearchText = (city: City): string =>
  `|${[city.zip, city.name, ...Object.values(city.alias ?? {})].map(slugify).filter(Boolean).join('|')}`;

async function storeCities(trx: Transaction<CatalogueSchema>, siteId: string, cities: readonly City[]): Promise<void> {
  const unique = [...new Map(cities.map((city) => [city.id, city])).values()];
  const rows = unique.map((city) => ({ site_id: siteId, city_id: city.id, document: JSON.stringify(city), search_text: citySearchText(city) }));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto('site_cities')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((conflict) => conflict.columns(['site_id', 'city_id']).doUpdateSet((eb) => ({ document: eb.ref('excluded.document'), search_text: eb.ref('excluded.search_text') })))
      .execute();
  }
}

function contentRows(siteId: string, data: SiteData): CatalogueSchema['site_content'][] {
  const row = (kind: string, key: string, document: unknown) => ({ site_id: siteId, kind, key, document: JSON.stringify(document) });
  return [
    ...(data.entities ?? []).map((e) => row('entity', String(e.id), e)),
    ...(data.entityItems ?? []).map((item) => row('entity-item', `${item.entityId}/${item.id}`, item)),
    ...(data.agreements ?? []).map((a) => row('agreement', `${a.locale}/${a.id}`, a)),
    ...(data.estatePages ?? []).map(({ a, b, ...page }) => row('estate-page', `${a}/${b}`, page)),
    ...Object.entries(data.assets ?? {}).map(([name, text]) => row('asset', name, text)),
  ];
}
