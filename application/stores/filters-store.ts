import type { Grouping } from '../../domain/grouping/grouping';
import { EMPTY_FILTER_VALUES, type FilterValues } from '../../domain/search/shown-filter-values';
import type { ListFilter } from '../../domain/search/list-filter';
import type { ErrorInfo } from './error-info';
import { createStore, type Store } from './store';

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
