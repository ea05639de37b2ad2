import type { ListCard } from '../../domain/display/list-card';
import type { Grouping } from '../../domain/grouping/grouping';
import { DEFAULT_SORT, effectiveSort, type ListFilter, type ListSort } from '../../domain/search/list-filter';
import type { CollectionRef, SearchQuery } from '../../domain/search/search-query';
import type { FoundCards } from '../ports/card-search';
import { createStore, type Store } from './store';
import type { ErrorInfo } from './error-info';

/** The list page's node (§3): its own query, its collections and its grouping. */
export interface EstateNode {
  readonly query: SearchQuery;
  readonly collections: readonly CollectionRef[];
  readonly groupOptions?: Grouping | null;
}

/** §3 client-side state of the estate list. */
export interface EstateListState {
  readonly node: EstateNode | null;
  /** The loaded hits, each card-sized with its card as the core decided it (issue 19 item 1). */
  readonly estates: readonly ListCard[];
  readonly total: number;
  readonly isLoading: boolean;
  readonly isLoadingNextPage: boolean;
  readonly error: ErrorInfo | null;
  readonly query: ListFilter;
  readonly sort: ListSort;
  readonly groupOptions: Grouping | null;
  /** How many estates are loaded: where the next page starts. */
  readonly offset: number;
}

export type EstateListAction =
  | { readonly type: 'querySet'; readonly query: ListFilter; readonly groupOptions: Grouping | null }
  | { readonly type: 'fetchStarted'; readonly node: EstateNode | null }
  | { readonly type: 'fetchSucceeded'; readonly result: FoundCards }
  | { readonly type: 'fetchFailed'; readonly error: ErrorInfo }
  | { readonly type: 'aggregationsLoaded'; readonly total: number }
  | { readonly type: 'nextPageStarted' }
  | { readonly type: 'nextPageSucceeded'; readonly result: FoundCards }
  | { readonly type: 'nextPageFailed'; readonly error: ErrorInfo };

export const initialEstateListState: EstateListState = {
  node: null,
  estates: [],
  total: 0,
  isLoading: true,
  isLoadingNextPage: false,
  error: null,
  query: {},
  sort: DEFAULT_SORT,
  groupOptions: null,
  offset: 0,
};

/** §4 estate list transitions. */
export function estateListReducer(state: EstateListState, action: EstateListAction): EstateListState {
  switch (action.type) {
    case 'querySet':
      return {
        ...state,
        query: action.query,
        sort: effectiveSort(action.query),
        groupOptions: action.groupOptions,
      };
    case 'fetchStarted':
      return { ...state, isLoading: true, node: action.node, error: null };
    case 'fetchSucceeded':
      return {
        ...state,
        isLoading: false,
        estates: action.result.cards,
        total: action.result.total,
        offset: action.result.cards.length,
      };
    case 'fetchFailed':
      // §8: a failed search leaves total 0 and no results, and the list records the failure.
      return { ...state, isLoading: false, estates: [], total: 0, offset: 0, error: action.error };
    case 'aggregationsLoaded':
      return { ...state, total: action.total, error: null };
    case 'nextPageStarted':
      return { ...state, isLoadingNextPage: true, error: null };
    case 'nextPageSucceeded': {
      const estates = [...state.estates, ...action.result.cards];
      return { ...state, isLoadingNextPage: false, estates, total: action.result.total, offset: estates.length };
    }
    case 'nextPageFailed':
      return { ...state, isLoadingNextPage: false, error: action.error };
  }
}

export type EstateListStore = Store<EstateListState, EstateListAction>;

export const createEstateListStore = (initial: EstateListState = initialEstateListState): EstateListStore =>
  createStore(initial, estateListReducer);
