import { HEAD_TYPE_ID } from '../../../domain/enumerations/head-types';
import type { CatalogueSchema } from './schema';
import { BAND_BEFORE_NONE, STEPS, fineBucketOf, priceBandOf } from './search-facets';

/**
 * Issue 21 item 1: the cells of a few estate groups, tallied in code from their units: what search-facets.ts counts in
 * SQL for a whole site, row for row. A write counts the cells of the groups it writes before and after it (cell-changes.ts);
 * in SQL that was one statement of about 110 grouped SELECTs, whose fixed cost (a temporary B-tree each; on PostgreSQL
 * a parse and plan of 34 KB on each new connection) was most of a one-estate write. A whole site is still counted in
 * SQL (recountSiteCells), and the every-estate-cells and cell-changes tests hold the two to the same cells on both engines.
 */

/** The columns of estate_units a tally reads. */
export const CELL_UNIT_COLUMNS = [
  'id',
  'group_id',
  'solo',
  'transaction_id',
  'head_type',
  'sub_type',
  'bedrooms',
  'country',
  'city_id',
  'city_name',
  'city_zip',
  'lat',
  'lon',
  'geo_cell',
  'price',
  'table_mask',
] as const;

export type CellUnit = Pick<CatalogueSchema['estate_units'], (typeof CELL_UNIT_COLUMNS)[number]>;

/** One cell as search_facets holds it, but its site and key. */
export type CellRow = Omit<CatalogueSchema['search_facets'], 'site_id' | 'cell_key' | 'city_id'> & { city_id: number | null };

/** A cell being tallied: its row, and the groups it has met when it counts distinct groups. */
class Cell {
  readonly row: CellRow;
  #groups: Set<number> | undefined;

  constructor(facet: string, transactionId: number | null, headType: number | null, band: number | null, num: number | null, text: string | null, cityId: number | null) {
    this.row = {
      facet,
      transaction_id: transactionId,
      head_type: headType,
      price_band: band,
      num_value: num,
      text_value: text,
      city_id: cityId,
      count: 0,
      name: null,
      zip: null,
      lat_sum: null,
      lat_count: 0,
      lon_sum: null,
      lon_count: 0,
    };
  }

  /** count(*) */
  unit(): this {
    this.row.count++;
    return this;
  }

  /** count(distinct group_id) */
  group(groupId: number): this {
    this.#groups ??= new Set();
    this.#groups.add(groupId);
    this.row.count = this.#groups.size;
    return this;
  }

  /** max(price) */
  highest(price: number): this {
    if (this.row.num_value === null || price > this.row.num_value) this.row.num_value = price;
    return this;
  }

  /** A city's cell: max(city_name), max(city_zip), sum(lat), count(lat), sum(lon), count(lon). */
  place(unit: CellUnit): this {
    this.row.name = larger(this.row.name, unit.city_name);
    this.row.zip = larger(this.row.zip, unit.city_zip);
    if (unit.lat !== null) {
      this.row.lat_sum = (this.row.lat_sum ?? 0) + unit.lat;
      this.row.lat_count++;
    }
    if (unit.lon !== null) {
      this.row.lon_sum = (this.row.lon_sum ?? 0) + unit.lon;
      this.row.lon_count++;
    }
    return this;
  }

  /** A finer cell added up into this coarser one (sumOfCells, siteBands): sums, and the largest values. */
  add(cell: CellRow): void {
    this.row.count += cell.count;
    this.row.name = larger(this.row.name, cell.name);
    this.row.zip = larger(this.row.zip, cell.zip);
    if (cell.lat_sum !== null) this.row.lat_sum = (this.row.lat_sum ?? 0) + cell.lat_sum;
    if (cell.lon_sum !== null) this.row.lon_sum = (this.row.lon_sum ?? 0) + cell.lon_sum;
    this.row.lat_count += cell.lat_count;
    this.row.lon_count += cell.lon_count;
  }
}

/** SQL's max() of two texts: nulls ignored, compared by code unit (as SQLite's and the C collation's byte order). */
const larger = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/** The keys of a cell, as text: SQL groups nulls together, and so does this. */
const keyOf = (parts: readonly unknown[]) => parts.map((part) => (part === null ? '\u0000' : String(part))).join('\u0001');

class Cells {
  readonly #cells = new Map<string, Cell>();

  /** The cell of these keys, created empty. A cell's highest price is its value, not one of its keys. */
  at(facet: string, transactionId: number | null, headType: number | null, band: number | null, num: number | null, text: string | null, cityId: number | null = null): Cell {
    const key = keyOf([facet, transactionId, headType, band, num, text, cityId]);
    let cell = this.#cells.get(key);
    if (!cell) {
      cell = new Cell(facet, transactionId, headType, band, num, text, cityId);
      this.#cells.set(key, cell);
    }
    return cell;
  }

  rows(): CellRow[] {
    return [...this.#cells.values()].map((cell) => cell.row);
  }

  /** Each cell's row by its keys. */
  byKey(): Map<string, CellRow> {
    return new Map([...this.#cells].map(([key, cell]) => [key, cell.row]));
  }
}

/** The value columns counted per value (head_type … bedrooms), as in search-facets.ts. */
const VALUE_COLUMNS = ['head_type', 'sub_type', 'transaction_id', 'bedrooms'] as const;

/** The levels of search-facets.ts (LEVELS): a cell's transaction and head type, one of them, or neither. */
const LEVELS: readonly { readonly prefix: string; readonly key: (unit: Pick<CellRow, 'transaction_id' | 'head_type'>) => [number | null, number | null] }[] = [
  { prefix: '', key: (unit) => [unit.transaction_id, unit.head_type] },
  { prefix: 't.', key: (unit) => [unit.transaction_id, null] },
  { prefix: 'h.', key: (unit) => [null, unit.head_type] },
  { prefix: 'a.', key: () => [null, null] },
];

/** The facets of the plain cells that the coarser levels and the site's bands add up (SUMMED, BANDED). */
const SUMMED = new Set(['head_type', 'sub_type', 'transaction_id', 'bedrooms', 'country', 'city', 'solo', 'price_le', 'mask', 'highest']);
const BANDED = new Set(['head_type', 'sub_type', 'transaction_id', 'bedrooms', 'country', 'city', 'solo', 'units', 'mask', 'highest'].map((facet) => `band.${facet}`));

/** A unit counted in a project's PROJECT type (issue 13 item 2): a unit of a project, or of head type PROJECT. */
const projectTyped = (unit: CellUnit) => unit.id !== unit.group_id || unit.head_type === HEAD_TYPE_ID.PROJECT;

/**
 * Every cell the units count in, the coarser levels' too, by its keys: what recountSiteCells writes for a site of these
 * units alone. The units are taken in the order of their ids, so that the same units give the same sums of positions.
 */
export function tallyCells(units: readonly CellUnit[]): Map<string, CellRow> {
  const cells = new Cells();
  const ordered = [...units].sort((a, b) => a.id - b.id);
  for (const unit of ordered) tallyUnit(cells, unit);
  tallyProjects(cells, ordered);
  for (const cell of cells.rows()) addUp(cells, cell);
  return cells.byKey();
}

const VALUES = ['count', 'num_value', 'name', 'zip', 'lat_sum', 'lat_count', 'lon_sum', 'lon_count'] as const;

/** A cell's keys as text (Cells.at): its highest price is its value, not one of its keys. */
export const cellKeyOf = (cell: Pick<CellRow, 'facet' | 'transaction_id' | 'head_type' | 'price_band' | 'num_value' | 'text_value' | 'city_id'>) =>
  keyOf([cell.facet, cell.transaction_id, cell.head_type, cell.price_band, cell.facet.endsWith('highest') ? null : cell.num_value, cell.text_value, cell.city_id]);

/**
 * What a write does to one cell: its keys, what its counts and sums moved by, the largest values its groups hold now
 * (merged with the cell's as the larger), and those they held before when they hold a smaller one now (`left`).
 */
export interface CellChange {
  readonly cell: CellRow;
  readonly left: { readonly name: string | null; readonly zip: string | null; readonly price: number | null };
}

/**
 * The changes a write makes to the cells of some groups, from their cells before it and after it: only the cells that
 * differ (most of them do not: a new price changes its price cells, not its city's or its type's).
 */
export function cellChanges(before: ReadonlyMap<string, CellRow>, after: ReadonlyMap<string, CellRow>): CellChange[] {
  const changes: CellChange[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const [was, is] = [before.get(key), after.get(key)];
    if (was !== undefined && is !== undefined && VALUES.every((column) => was[column] === is[column])) continue;
    const cell = (is ?? was)!;
    const highest = cell.facet.endsWith('highest');
    const moved = (column: 'count' | 'lat_count' | 'lon_count') => (is?.[column] ?? 0) - (was?.[column] ?? 0);
    // SQL's sum of the two: null when neither has one.
    const movedSum = (column: 'lat_sum' | 'lon_sum') => ((is?.[column] ?? null) === null && (was?.[column] ?? null) === null ? null : (is?.[column] ?? 0) - (was?.[column] ?? 0));
    changes.push({
      cell: {
        ...cell,
        num_value: highest ? (is?.num_value ?? null) : cell.num_value,
        count: moved('count'),
        name: is?.name ?? null,
        zip: is?.zip ?? null,
        lat_sum: movedSum('lat_sum'),
        lat_count: moved('lat_count'),
        lon_sum: movedSum('lon_sum'),
        lon_count: moved('lon_count'),
      },
      left: { name: smaller(was?.name, is?.name), zip: smaller(was?.zip, is?.zip), price: highest ? smaller(was?.num_value, is?.num_value) : null },
    });
  }
  return changes;
}

/** The value held before when the one held now is smaller or gone: a largest value that may have left its cell. */
function smaller<T extends string | number>(was: T | null | undefined, is: T | null | undefined): T | null {
  return was !== null && was !== undefined && (is === null || is === undefined || is < was) ? was : null;
}

/** A unit's own cells: each facet of a property, a project's units per cell and per value. */
function tallyUnit(cells: Cells, unit: CellUnit): void {
  const { transaction_id: transactionId, head_type: headType, price } = unit;
  const band = price === null ? null : priceBandOf(price);
  const property = unit.solo === 1;
  for (const banded of [false, true]) {
    if (banded && band === null) continue;
    const prefix = banded ? 'band.' : '';
    const cell = (facet: string, num: number | null, text: string | null) => cells.at(prefix + facet, transactionId, headType, banded ? band : null, num, text);
    if (property) {
      for (const column of VALUE_COLUMNS) if (unit[column] !== null) cell(column, unit[column], null).unit();
      if (unit.country !== null) cell('country', null, unit.country).unit();
      if (unit.city_id !== null) cell('city', unit.city_id, null).unit().place(unit);
      cell('solo', null, null).unit();
      cell('mask', null, unit.table_mask).unit();
      if (banded) cell('units', null, null).unit();
      else if (price !== null && price > 0) for (const step of STEPS) if (price <= step) cell('price_le', step, null).unit();
    } else cell('project', unit.group_id, null).unit();
    if (price !== null) cell('highest', null, null).unit().highest(price);
    if (projectTyped(unit)) cell('project_type', unit.group_id, null).unit();
  }
  for (const level of property ? [] : LEVELS) {
    const [t, h] = level.key(unit);
    const cell = (facet: string, num: number | null, text: string | null) => cells.at(`p.${level.prefix}${facet}`, t, h, null, num, text).group(unit.group_id);
    for (const column of VALUE_COLUMNS) if (unit[column] !== null) cell(column, unit[column], null);
    if (unit.country !== null) cell('country', null, unit.country);
    if (unit.city_id !== null) cell('city', unit.city_id, null).place(unit);
    if (price !== null && price > 0) for (const step of STEPS) if (price <= step) cell('price_le', step, null);
    cell('project', null, null);
  }
  if (projectTyped(unit)) for (const level of LEVELS) cells.at(`p.${level.prefix}project_type`, ...level.key(unit), null, null, null).group(unit.group_id);
  if (property && unit.geo_cell !== null) cells.at('geo', transactionId, headType, unit.geo_cell, null, null).unit();
  if (property && price !== null) {
    const fine = fineBucketOf(price);
    cells.at('fine.solo', transactionId, headType, fine, null, null).unit();
    if (unit.bedrooms !== null) cells.at('fine.bedrooms', transactionId, headType, fine, unit.bedrooms, null).unit();
  }
  if (unit.city_id !== null) tallyCity(cells, unit, unit.city_id, band);
}

/** A unit's cells of its city ('c.' for a property, 'p.c.' for a project's unit: citySelects). */
function tallyCity(cells: Cells, unit: CellUnit, cityId: number, band: number | null): void {
  const property = unit.solo === 1;
  const cell = (facet: string, num: number | null, text: string | null, cellBand: number | null = null) => {
    const found = cells.at(facet, null, null, cellBand, num, text, cityId);
    return property || !facet.startsWith('p.') ? found.unit() : found.group(unit.group_id);
  };
  const prefix = property ? 'c.' : 'p.c.';
  for (const column of VALUE_COLUMNS) if (unit[column] !== null) cell(`${prefix}${column}`, unit[column], null);
  if (unit.country !== null) cell(`${prefix}country`, null, unit.country);
  cell(`${prefix}city`, cityId, null).place(unit);
  if (property) {
    cell('c.solo', null, null);
    cell('c.mask', null, unit.table_mask);
    if (band !== null) cell('c.units', null, null, band);
  } else cell('p.c.project', null, null);
  if (unit.price !== null) cell('c.highest', null, null).highest(unit.price);
  if (projectTyped(unit)) cells.at('p.c.project_type', null, null, null, null, null, cityId).group(unit.group_id);
}

/** The units of one project that share a key (a level's cell columns, or a city). */
function byKey<K>(units: readonly CellUnit[], key: (unit: CellUnit) => K | undefined): Map<string, { key: K; units: CellUnit[] }> {
  const found = new Map<string, { key: K; units: CellUnit[] }>();
  for (const unit of units) {
    const value = key(unit);
    if (value === undefined) continue;
    const text = keyOf([unit.group_id, ...(Array.isArray(value) ? value : [value])]);
    const entry = found.get(text) ?? { key: value, units: [] };
    entry.units.push(unit);
    found.set(text, entry);
  }
  return found;
}

/**
 * A project's set of masks (search-facets.ts maskSets): the masks of its units no other of them meets every choice of,
 * distinct, in order, comma-separated.
 */
function maskSet(units: readonly CellUnit[]): string {
  const masks = [...new Set(units.map((unit) => unit.table_mask))];
  const covers = (other: string, mask: string) => other !== mask && [...mask].every((choice, i) => choice <= (other[i] ?? ''));
  return masks
    .filter((mask) => !masks.some((other) => covers(other, mask)))
    .sort()
    .join(',');
}

/**
 * The cells counted per project: at each level its most bedrooms, its set of masks and each price band of its units with
 * the band before it among them; per city its lowest band.
 */
function tallyProjects(cells: Cells, units: readonly CellUnit[]): void {
  const projectUnits = units.filter((unit) => unit.solo === 0);
  for (const level of LEVELS) {
    for (const { key, units: same } of byKey(projectUnits, level.key).values()) {
      const [t, h] = key;
      const bedrooms = same.map((unit) => unit.bedrooms).filter((n): n is number => n !== null);
      if (bedrooms.length > 0) cells.at(`p.${level.prefix}maxbed`, t, h, null, Math.max(...bedrooms), null).unit();
      cells.at(`p.${level.prefix}masks`, t, h, null, null, maskSet(same)).unit();
      const bands = [...new Set(same.flatMap((unit) => (unit.price === null ? [] : [priceBandOf(unit.price)])))].sort((a, b) => a - b);
      bands.forEach((band, i) => cells.at(`p.${level.prefix}bands`, t, h, band, bands[i - 1] ?? BAND_BEFORE_NONE, null).unit());
    }
  }
  for (const { key: cityId, units: same } of byKey(projectUnits, (unit) => unit.city_id ?? undefined).values()) {
    cells.at('p.c.masks', null, null, null, null, maskSet(same), cityId).unit();
    const bands = same.flatMap((unit) => (unit.price === null ? [] : [priceBandOf(unit.price)])).filter((band) => band >= 0);
    if (bands.length > 0) cells.at('p.c.minband', null, null, Math.min(...bands), null, null, cityId).unit();
  }
}

/** A plain cell added up into the coarser levels' cells, a banded one into the site's bands (coarserSelects). */
function addUp(cells: Cells, cell: CellRow): void {
  const value = cell.facet.endsWith('highest') ? null : cell.num_value;
  const into = (coarser: Cell) => {
    coarser.add(cell);
    if (cell.facet.endsWith('highest') && cell.num_value !== null) coarser.highest(cell.num_value);
  };
  if (cell.city_id !== null) return;
  if (cell.price_band === null && SUMMED.has(cell.facet)) {
    for (const level of LEVELS.slice(1)) into(cells.at(level.prefix + cell.facet, ...level.key(cell), null, value, cell.text_value));
  } else if (BANDED.has(cell.facet)) into(cells.at(cell.facet.replace('band.', 'band.a.'), null, null, cell.price_band, value, cell.text_value));
  else if (cell.facet === 'geo') into(cells.at('a.geo', null, null, cell.price_band, null, null));
  else if (cell.facet === 'fine.solo' || cell.facet === 'fine.bedrooms') into(cells.at(`a.${cell.facet}`, null, null, cell.price_band, cell.num_value, null));
}
