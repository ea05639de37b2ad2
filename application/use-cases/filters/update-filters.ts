import type { Grouping } from '../../../domain/grouping/grouping';
import type { ListFilter } from '../../../domain/search/list-filter';
import type { FiltersStore } from '../../stores/filters-store';
import type { ChangeListFilter } from '../estate-list/change-list-filter';
import type { LoadResult } from '../estate-list/load-estate-list';
import type { LoadFilterValues } from './load-filter-values';

export interface UpdateFiltersDeps {
  readonly filters: FiltersStore;
  readonly changeListFilter: ChangeListFilter;
  readonly loadFilterValues: LoadFilterValues;
}

/**
 * §4: the visitor changes the selection (use the domain's updaters: withCities, withPriceRange, …);
 * the list reloads and the filter values follow the new query.
 */
export class UpdateFilters {
  constructor(private readonly deps: UpdateFiltersDeps) {}

  async execute(input: {
    readonly change: (filter: ListFilter) => ListFilter;
    readonly grouping?: Grouping | null;
  }): Promise<LoadResult> {
    const { filters, changeListFilter, loadFilterValues } = this.deps;
    const filterQuery = input.change(filters.getSnapshot().filterQuery);
    filters.dispatch({ type: 'filterQuerySet', filterQuery });
    if (input.grouping !== undefined) filters.dispatch({ type: 'optionsSet', options: { grouping: input.grouping } });
    const [result] = await Promise.all([
      changeListFilter.execute({ filter: filterQuery, grouping: filters.getSnapshot().options.grouping }),
      loadFilterValues.execute(),
    ]);
    return result;
  }
}
