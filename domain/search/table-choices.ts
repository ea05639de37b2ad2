import type { TableChoiceCounts } from './filter-data';
import { TABLE_FILTER_KEYS, tableFilter, type FilterClause, type TableFilterKey } from './list-filter-table';
import type { SearchQuery } from './search-query';

/** One choice of a filter of the list filter table: as the URL writes it, and the §7 clause it puts on the filter's path. */
export interface TableChoice {
  readonly value: string;
  readonly clause: FilterClause;
}

/** A filter of the table with its path and its choices, as a backend counts them. */
export interface TableChoices {
  readonly key: TableFilterKey;
  readonly field: string;
  readonly choices: readonly TableChoice[];
}

/** Every filter of the table with its choices, in the table's order. */
export const TABLE_CHOICES: readonly TableChoices[] = TABLE_FILTER_KEYS.map((key) => {
  const row = tableFilter(key);
  return { key, field: row.field, choices: row.choices.map((choice) => ({ value: row.write(choice), clause: row.clause(choice) })) };
});

/** The query without any clause on `field`: what the list finds whatever this filter says. */
export function withoutClauseOn(query: SearchQuery, field: string): SearchQuery {
  const terms = Object.entries(query.terms ?? {}).filter(([path]) => path !== field);
  const range = Object.entries(query.range ?? {}).filter(([path]) => path !== field);
  return {
    ...(terms.length > 0 && { terms: Object.fromEntries(terms) }),
    ...(range.length > 0 && { range: Object.fromEntries(range) }),
    ...(query.match && { match: query.match }),
    ...(query.geo_distance && { geo_distance: query.geo_distance }),
  };
}

/** The query the list makes when `choice` of the filter on `field` is chosen: that filter's clause replaced by the choice's. */
export function withChoice(query: SearchQuery, field: string, { clause }: TableChoice): SearchQuery {
  const base = withoutClauseOn(query, field);
  return 'terms' in clause ? { ...base, terms: { ...base.terms, [field]: clause.terms } } : { ...base, range: { ...base.range, [field]: clause.range } };
}

/**
 * The table's choice counts of a query, each choice's count the hits `hitsOf` finds for the query with that choice
 * made: how a backend that counts one query at a time (the in-memory twin) counts them all.
 */
export function countTableChoices(query: SearchQuery, hitsOf: (query: SearchQuery) => number): TableChoiceCounts {
  return Object.fromEntries(
    TABLE_CHOICES.map(({ key, field, choices }) => [key, choices.map((choice) => ({ value: choice.value, count: hitsOf(withChoice(query, field, choice)) }))]),
  ) as TableChoiceCounts;
}
