import { HEAD_TYPE_ID } from '../enumerations/head-types';
import type { IdBucket, PropertyFilterData, TableChoiceCounts } from './filter-data';

/**
 * A head type and how many hits choosing it finds (§7: a hit matches on its units, so a project with flats is found
 * by "Appartement" as well as by "Project"); issue 20 item 3: `projects` says how many of those are projects, each
 * also counted under Project. `count − projects` are the estates of the type itself: its group heading (§9 TYPE).
 */
export interface TypeBucket extends IdBucket {
  readonly projects?: number;
}

/** §3 filter values shown to the visitor: the choices the current query leaves. */
export interface FilterValues {
  readonly types: readonly TypeBucket[];
  readonly locations: PropertyFilterData['locations'];
  readonly prices: PropertyFilterData['prices'];
  readonly countries: PropertyFilterData['countries'];
  /** Issue 19 item 7: each choice of the list filter table and the hits choosing it finds; none when the backend cannot count them. */
  readonly tableChoices: TableChoiceCounts;
}

export const EMPTY_FILTER_VALUES: FilterValues = { types: [], locations: [], prices: [], countries: [], tableChoices: {} };

/**
 * The filter values of a search, each type with the projects among its hits (issue 20 item 3). `projectTypes`: the
 * head types of the same search with the Project type instead of the chosen ones; none known, no split.
 * PROJECT itself counts projects only.
 */
export function filterValuesOf(data: PropertyFilterData, projectTypes: readonly IdBucket[]): FilterValues {
  const projects = new Map(projectTypes.map((bucket) => [bucket.id, bucket.count]));
  const types = data.headTypes.map((bucket): TypeBucket => {
    const among = bucket.id === HEAD_TYPE_ID.PROJECT ? 0 : Math.min(projects.get(bucket.id) ?? 0, bucket.count);
    return among > 0 ? { ...bucket, projects: among } : bucket;
  });
  return { types, locations: data.locations, prices: data.prices, countries: data.countries, tableChoices: data.tableChoices ?? {} };
}
