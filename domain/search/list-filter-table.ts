import { roomCounts } from '../display/rooms';
import { ENERGY_LABEL } from '../enumerations/energy-label';
import { enumEntry } from '../enumerations/enumeration';
import type { Estate } from '../estate/estate';
import { valueWithFallback } from '../visibility/fallback-fields';
import { readCount } from './filter-values';

/**
 * Issue 19 item 7: the list filters declared in one place. Each row is a whole filter: its URL parameter (the one
 * spelling of its name), the §7 search path and clause it adds to the body, what a unit holds at that path (the
 * in-memory evaluation and the SQL index read it), and its choices and label keys for every front-end's panel
 * (message ids of ui/i18n/lang/list). The URL codec, the search body, the evaluation, the catalogue's index and
 * request schema and the filter panel read this table; adding a filter is adding a row and its texts.
 */

/** A value a §7 term compares with (a boolean for a yes/no field). */
export type SearchTermValue = number | string | boolean;

export interface RangeBounds {
  readonly gte?: number;
  readonly lte?: number;
}

/** What one filter adds to the §7 query: a terms or a range clause on its path. */
export type FilterClause = { readonly terms: readonly SearchTermValue[] } | { readonly range: RangeBounds };

/** How a panel draws a filter: one yes box, or a choice among `choices` with "any" first. */
export type FilterControl = 'checkbox' | 'select';

/** A label the core decides: a message id and the values it is written with. */
export interface LabelKey {
  readonly key: string;
  readonly values?: Readonly<Record<string, string>>;
}

export interface TableFilter<V, P extends string = string> {
  /** The URL parameter: the filter's name, spelled here only. */
  readonly param: string;
  /** The §7 search path its clause is on. */
  readonly field: P;
  /** What one unit (a property, or one unit of a project) holds at `field`; undefined: nothing, never found. */
  readonly valueOf: (unit: Estate) => number | string | boolean | undefined;
  /** The URL's text as a value; undefined drops it (§5: a bad parameter is dropped, never thrown). */
  readonly read: (text: string) => V | undefined;
  readonly write: (value: V) => string;
  readonly clause: (value: V) => FilterClause;
  readonly control: FilterControl;
  /** The panel's choices, in order (a checkbox has one). */
  readonly choices: readonly V[];
  /** The control's label. */
  readonly label: string;
  /** The label of one choice (a select's option). */
  readonly choiceLabel: (value: V) => LabelKey;
}

const filter = <V, P extends string>(spec: TableFilter<V, P>): TableFilter<V, P> => spec;

/** The EU classes best first; a Flemish EPC also gives A+, an older Walloon one A++. */
const ENERGY_CLASSES = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];
/** The choices of "energy label at most", by their keys. */
const ENERGY_CHOICES = ['A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G'];

/** A label's class from best (0) to worst, a pair ('C/B') by its worse class; -1 for a label that names none. */
function energyRank(key: string): number {
  const entry = enumEntry(ENERGY_LABEL, key);
  return entry ? ENERGY_CLASSES.indexOf(entry.labels.nl.split('/')[0] ?? '') : -1;
}

/** The energy label an estate shows (its own, else the certificate's), by its key; undefined when it names no class. */
function energyLabelOf(unit: Estate): string | undefined {
  const value = valueWithFallback(unit, 'energy.energyLabel');
  const key = typeof value === 'string' ? enumEntry(ENERGY_LABEL, value)?.key : undefined;
  return key !== undefined && energyRank(key) >= 0 ? key : undefined;
}

const positive = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 0);

/** Bathrooms as the card counts them (§2 room type 5), else the construction group's count. */
function bathroomsOf(unit: Estate): number | undefined {
  const counted = roomCounts(unit.rooms).bathrooms || positive(unit.fields?.construction?.bathrooms_count);
  return counted > 0 ? counted : undefined;
}

/** Garages and parking spaces (§2 room types 6 and 14), else the counts of the `other` group, carports included. */
function parkingPlacesOf(unit: Estate): number | undefined {
  const rooms = roomCounts(unit.rooms);
  const other = unit.fields?.other;
  const counted =
    rooms.garages + rooms.parkingSpaces || positive(other?.garages_count) + positive(other?.parking_spaces_count) + positive(other?.carports_count);
  return counted > 0 ? counted : undefined;
}

/** A garden answered yes, or a garden surface entered; no answer at all is unknown. */
function gardenOf(unit: Estate): boolean | undefined {
  const other = unit.fields?.other;
  if (other?.garden === true || positive(other?.garden_surface) > 0) return true;
  return other?.garden === false ? false : undefined;
}

const readYes = (text: string): true | undefined => (text === '1' ? true : undefined);
const boundedCount = (max: number) => (text: string) => {
  const count = readCount(text);
  // "At least 0" restricts nothing.
  return count !== undefined && count > 0 && count <= max ? count : undefined;
};

export const LIST_FILTER_TABLE = {
  /** Energy label at most: "C" keeps A++, A+, A, B, C and the pairs no worse than C; an estate without a label is not found. */
  energyMax: filter({
    param: 'epc-max',
    field: 'children.energy.energyLabel',
    valueOf: energyLabelOf,
    read: (text) => ENERGY_CHOICES.find((key) => key === text.toUpperCase()),
    write: (key) => key,
    clause: (key) => {
      const most = energyRank(key);
      return { terms: ENERGY_LABEL.entries.map((entry) => entry.key).filter((each) => energyRank(each) >= 0 && energyRank(each) <= most) };
    },
    control: 'select',
    choices: ENERGY_CHOICES,
    label: 'list.filter.energyMax',
    choiceLabel: (key) => ({ key: 'list.filter.energyMax.option', values: { label: enumEntry(ENERGY_LABEL, key)?.labels.nl ?? key } }),
  }),
  /** With a garden. */
  garden: filter({
    param: 'garden',
    field: 'children.fields.other.garden',
    valueOf: gardenOf,
    read: readYes,
    write: () => '1',
    clause: () => ({ terms: [true] }),
    control: 'checkbox',
    choices: [true],
    label: 'list.filter.garden',
    choiceLabel: () => ({ key: 'list.filter.garden' }),
  }),
  /** With a garage, a parking space or a carport. */
  parking: filter({
    param: 'parking',
    field: 'children.parkingPlaces',
    valueOf: parkingPlacesOf,
    read: readYes,
    write: () => '1',
    clause: () => ({ range: { gte: 1 } }),
    control: 'checkbox',
    choices: [true],
    label: 'list.filter.parking',
    choiceLabel: () => ({ key: 'list.filter.parking' }),
  }),
  /** At least this many bathrooms. */
  bathMin: filter({
    param: 'bath-min',
    field: 'children.bathroomCount',
    valueOf: bathroomsOf,
    read: boundedCount(20),
    write: String,
    clause: (count) => ({ range: { gte: count } }),
    control: 'select',
    choices: [1, 2, 3],
    label: 'list.filter.bathMin',
    choiceLabel: (count) => ({ key: 'list.filter.bathMin.option', values: { count: String(count) } }),
  }),
};

type Table = typeof LIST_FILTER_TABLE;
export type TableFilterKey = keyof Table;
type ValueOf<F> = F extends TableFilter<infer V, string> ? V : never;
/** A §7 path of the table. */
export type TableField = Table[TableFilterKey]['field'];

/** The table's filters as fields of a ListFilter. */
export type TableFilterValues = { readonly [K in TableFilterKey]?: ValueOf<Table[K]> };

/** The rows in the table's order (the order of the URL's parameters and of the panel's controls). */
export const TABLE_FILTER_KEYS = Object.keys(LIST_FILTER_TABLE) as TableFilterKey[];

/** A row seen without its value type, for code that walks every row. */
export const tableFilter = (key: TableFilterKey): TableFilter<unknown> => LIST_FILTER_TABLE[key] as TableFilter<unknown>;

/** The §7 paths of the table (the catalogue indexes and accepts them). */
export const TABLE_FIELDS: readonly TableField[] = TABLE_FILTER_KEYS.map((key) => LIST_FILTER_TABLE[key].field);
export const isTableField = (path: string): path is TableField => (TABLE_FIELDS as readonly string[]).includes(path);

/** What one unit holds at a table path; undefined for another path. */
const VALUE_AT = new Map<string, TableFilter<unknown>['valueOf']>(TABLE_FILTER_KEYS.map((key) => [LIST_FILTER_TABLE[key].field, LIST_FILTER_TABLE[key].valueOf]));
export const tableFieldValue = (unit: Estate, path: string): number | string | boolean | undefined => VALUE_AT.get(path)?.(unit);
