import type { TableChoiceCounts } from '../../../domain/search/filter-data';
import type { FilterClause } from '../../../domain/search/list-filter-table';
import type { SearchQuery, SearchTermValue } from '../../../domain/search/search-query';
import { TABLE_CHOICES } from '../../../domain/search/table-choices';
import type { CatalogueSchema } from './schema';

/**
 * Issue 21 item 1: the list filter table's choices a unit meets, as one mask: a '1' or '0' per choice of each filter, in
 * the table's order (TABLE_CHOICES). Two units of one mask are found by the same table filters, so the search cells
 * count properties per mask ('mask' facets) and projects per set of masks of their units ('p.masks'), and a query whose
 * table clauses are the table's own choices counts its hits and its choices from those rows (a few hundred at any site
 * size) instead of from every matching unit.
 */

/** A term of the table's clauses as unit_values holds it: a number (a yes as 1) in num_value, a text in text_value. */
export function tableTerms(terms: readonly SearchTermValue[]): { readonly numbers: number[]; readonly texts: string[] } {
  return { numbers: terms.map(Number).filter(Number.isFinite), texts: terms.filter((term) => typeof term === 'string') };
}

/** A unit's value at a path of the table meets a clause: as sql-search.ts matches the same clause in SQL. */
export function meets(clause: FilterClause, num: number | null, text: string | null): boolean {
  if ('terms' in clause) {
    const { numbers, texts } = tableTerms(clause.terms);
    return (num !== null && numbers.includes(num)) || (text !== null && texts.includes(text));
  }
  const { gte, lte } = clause.range;
  return num !== null && (gte === undefined || num >= gte) && (lte === undefined || num <= lte);
}

/** Each choice of the table with its filter's path and its position in a mask. */
const POSITIONS = TABLE_CHOICES.flatMap(({ field, choices }) => choices.map(({ clause }) => ({ field, clause }))).map((choice, position) => ({ ...choice, position }));

const positionOf = (field: string, clause: FilterClause) => POSITIONS.find((each) => each.field === field && JSON.stringify(each.clause) === JSON.stringify(clause))?.position;

/** The length of a mask: one position per choice. */
export const MASK_LENGTH = POSITIONS.length;

/**
 * What the masks were derived for: the table's paths and choices. The stored masks are derived again when it changes
 * (store-site-data.ts: a row of unit_value_fields, as the paths are).
 */
export const MASK_LAYOUT = `masks ${JSON.stringify(POSITIONS.map(({ field, clause }) => [field, clause]))}`;

/** The mask of a unit with these values of the table's paths. */
export function tableMask(values: readonly Pick<CatalogueSchema['unit_values'], 'field' | 'num_value' | 'text_value'>[]): string {
  return POSITIONS.map(({ field, clause }) => (values.some((value) => value.field === field && meets(clause, value.num_value, value.text_value)) ? '1' : '0')).join('');
}

/**
 * A query's clauses on the table's paths as the mask positions they ask for, and the query without them; undefined
 * when one is not a choice of the table (then its units are counted).
 */
export function choicePositions(query: SearchQuery): { readonly positions: readonly number[]; readonly rest: SearchQuery } | undefined {
  const positions: number[] = [];
  const clauses: [string, FilterClause][] = [
    ...Object.entries(query.terms ?? {}).map(([path, terms]): [string, FilterClause] => [path, { terms }]),
    ...Object.entries(query.range ?? {}).map(([path, range]): [string, FilterClause] => [path, { range }]),
  ];
  const table = new Set(TABLE_CHOICES.map(({ field }) => field));
  for (const [path, clause] of clauses.filter(([path]) => table.has(path))) {
    const position = positionOf(path, clause);
    if (position === undefined) return undefined;
    positions.push(position);
  }
  const terms = Object.entries(query.terms ?? {}).filter(([path]) => !table.has(path));
  const range = Object.entries(query.range ?? {}).filter(([path]) => !table.has(path));
  const rest: SearchQuery = {
    ...(terms.length > 0 && { terms: Object.fromEntries(terms) }),
    ...(range.length > 0 && { range: Object.fromEntries(range) }),
    ...(query.match && { match: query.match }),
    ...(query.geo_distance && { geo_distance: query.geo_distance }),
  };
  return { positions, rest };
}

/** Properties per mask and projects per set of masks, as the cells count them. */
export interface MaskCounts {
  readonly properties: readonly { readonly mask: string; readonly count: number }[];
  readonly projects: readonly { readonly masks: readonly string[]; readonly count: number }[];
}

/** The hits the mask counts find when every one of `positions` is asked for: a project once when one of its units meets them all. */
export function hitsOf(counts: MaskCounts, positions: readonly number[]): number {
  const met = (mask: string) => positions.every((position) => mask[position] === '1');
  return (
    counts.properties.reduce((sum, row) => (met(row.mask) ? sum + row.count : sum), 0) +
    counts.projects.reduce((sum, row) => (row.masks.some(met) ? sum + row.count : sum), 0)
  );
}

/**
 * The table's choice counts of a query from the mask counts of the rest of it (`asked`: the positions its table clauses
 * ask for): each choice's count the hits of the query with that choice made, its filter's own clause replaced.
 */
export function choiceCountsOf(counts: MaskCounts, asked: readonly number[]): TableChoiceCounts {
  return Object.fromEntries(
    TABLE_CHOICES.map(({ key, field, choices }) => {
      const others = asked.filter((position) => POSITIONS[position]?.field !== field);
      return [key, choices.map(({ value, clause }) => ({ value, count: hitsOf(counts, [...others, positionOf(field, clause) ?? -1]) }))];
    }),
  ) as TableChoiceCounts;
}
