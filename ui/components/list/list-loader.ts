import type { ListView, TypedCityOutcome } from '../../../application/pages/list-page';
import type { EstateListState } from '../../../application/stores/estate-list-store';
import type { FiltersState } from '../../../application/stores/filters-store';
import type { GroupCounts } from '../../../domain/grouping/group-estates';
import type { Locale } from '../../../domain/shared/locale';
import type { CityChoice } from './city-search';
import type { ListUrlState } from './list-url';

/** What the list page renders from: the URL's state, the page's store snapshots and the URL's city. */
export interface ListPageData {
  readonly locale: Locale;
  readonly state: ListUrlState;
  /** The first page could not be loaded (§8). */
  readonly failed: boolean;
  readonly city: CityChoice | undefined;
  /** A typed city (no JavaScript) that named no single city: what was typed and the cities meant, if any. */
  readonly typedCity: Extract<TypedCityOutcome, { kind: 'unresolved' }> | null;
  /** Every group's hits when the list is grouped (issue 13 item 2); null: not known. */
  readonly groupCounts: GroupCounts | null;
  readonly seeds: { readonly estateList: EstateListState; readonly filters: FiltersState };
}

/** The core's list view as the page's props and store seeds. */
export const listPageData = ({ locale, filter, grouping, failed, city, typedCity, list, filters, groupCounts }: ListView): ListPageData => ({
  locale,
  state: { filter, grouping },
  failed,
  city,
  typedCity: typedCity?.kind === 'unresolved' ? typedCity : null,
  groupCounts,
  seeds: { estateList: list, filters },
});
