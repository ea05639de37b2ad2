import type { ListView, TypedCityOutcome } from '../../../application/pages/list-page';
import type { ListHeading } from '../../../domain/search/list-heading';
import { initialEstateListState, type EstateListState } from '../../../application/stores/estate-list-store';
import type { FiltersState } from '../../../application/stores/filters-store';
import type { GroupCounts } from '../../../domain/grouping/group-estates';
import type { ListUrlState } from '../../../domain/search/list-url';
import { effectiveSort } from '../../../domain/search/list-filter';
import type { Locale } from '../../../domain/shared/locale';
import type { CityChoice } from './city-search';

/** What the list page renders from: the URL's state, the page's store seeds and the URL's city. */
export interface ListPageData {
  readonly locale: Locale;
  readonly state: ListUrlState;
  /** The first page could not be loaded (§8). */
  readonly failed: boolean;
  readonly city: CityChoice | undefined;
  /** The page's heading and title, as the core decided them. */
  readonly heading: ListHeading;
  /** A typed city (no JavaScript) that named no single city: what was typed and the cities meant, if any. */
  readonly typedCity: Extract<TypedCityOutcome, { kind: 'unresolved' }> | null;
  /** Every group's hits when the list is grouped (issue 13 item 2); null: not known. */
  readonly groupCounts: GroupCounts | null;
  readonly seeds: { readonly estateList: EstateListState; readonly filters: FiltersState };
}

/**
 * The core's list view as the page's props, and the browser's stores seeded from it (issue 19 item 3): the stores
 * exist only in the browser, from the cards and filter values the view holds. The cards ship as the core decided
 * them (issue 19 item 1: each card-sized estate with its card), the page draws them and groups them with the same
 * domain function the view used (list-groups.ts), so the server's render and the hydrated page are the view.
 */
export const listPageData = (view: ListView): ListPageData => ({
  locale: view.locale,
  state: { filter: view.filter, grouping: view.grouping },
  failed: view.failed,
  city: view.city,
  heading: view.heading,
  typedCity: view.typedCity?.kind === 'unresolved' ? view.typedCity : null,
  groupCounts: view.groupCounts,
  seeds: {
    estateList: {
      ...initialEstateListState,
      query: view.filter,
      sort: effectiveSort(view.filter),
      groupOptions: view.grouping,
      isLoading: false,
      estates: view.cards,
      total: view.total,
      offset: view.cards.length,
    },
    filters: {
      filterQuery: view.filter,
      options: { grouping: view.grouping },
      isLoading: false,
      error: view.filterValuesFailed ? { message: 'Loading filter values failed' } : null,
      values: view.filterValues,
    },
  },
});
