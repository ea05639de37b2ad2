import type { Grouping } from '../../domain/grouping/grouping';
import type { IdBucket, PropertyFilterData } from '../../domain/search/filter-data';
import type { ListFilter } from '../../domain/search/list-filter';
import type { ErrorInfo } from './error-info';
import { createStore, type Store } from './store';

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
}

/** How results are presented, next to what is searched. */
export interface FilterOptions {
  readonly grouping: Grouping | null;
}

/** §3 client-side state of the filters. */
export interface FiltersState {
  readonly filterQuery: ListFilter;
  readonly options: FilterOptions;
  readonly isLoading: boolean;
  readonly error: ErrorInfo | null;
  readonly values: FilterValues;
}

export type FiltersAction =
  | { readonly type: 'filterQuerySet'; readonly filterQuery: ListFilter }
  | { readonly type: 'optionsSet'; readonly options: FilterOptions }
  | { readonly type: 'valuesRequested' }
  | { readonly type: 'valuesLoaded'; readonly values: FilterValues }
  | { readonly type: 'valuesFailed'; readonly error: ErrorInfo };

export const EMPTY_FILTER_VALUES: FilterValues = { types: [], locations: [], prices: [], countries: [] };

export const initialFiltersState: FiltersState = {
  filterQuery: {},
  options: { grouping: null },
  isLoading: false,
  error: null,
  values: EMPTY_FILTER_VALUES,
};

export function filtersReducer(state: FiltersState, action: FiltersAction): FiltersState {
  switch (action.type) {
    case 'filterQuerySet':
      return { ...state, filterQuery: action.filterQuery };
    case 'optionsSet':
      return { ...state, options: action.options };
    case 'valuesRequested':
      return { ...state, isLoading: true, error: null };
    case 'valuesLoaded':
      return { ...state, isLoading: false, values: action.values };
    case 'valuesFailed':
      // §8: a failed filter load records the failure and leaves the empty filter model.
      return { ...state, isLoading: false, values: EMPTY_FILTER_VALUES, error: action.error };
  }
}

export type FiltersStore = Store<FiltersState, FiltersAction>;

export const createFiltersStore = (initial: FiltersState = initialFiltersState): FiltersStore =>
  createStore(initial, filtersReducer);
