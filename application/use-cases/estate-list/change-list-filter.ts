import type { Grouping } from '../../../domain/grouping/grouping';
import type { ListFilter } from '../../../domain/search/list-filter';
import type { EstateListDeps } from './estate-list-deps';
import { LoadEstateList, type LoadResult } from './load-estate-list';

/** §4: a change to the filter selection (or grouping) stores it and reloads the list from the first page. */
export class ChangeListFilter {
  private readonly load: LoadEstateList;

  constructor(private readonly deps: EstateListDeps) {
    this.load = new LoadEstateList(deps);
  }

  execute(input: { readonly filter: ListFilter; readonly grouping?: Grouping | null }): Promise<LoadResult> {
    const current = this.deps.estateList.getSnapshot();
    this.deps.estateList.dispatch({
      type: 'querySet',
      query: input.filter,
      groupOptions: input.grouping === undefined ? current.groupOptions : input.grouping,
    });
    return this.load.execute();
  }
}
