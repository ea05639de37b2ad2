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

  /** `pages`: how many pages of 15 to show at once (the address's `?pages=n`, issue 13 item 8); default one. */
  execute(input: { readonly filter: ListFilter; readonly grouping?: Grouping | null; readonly pages?: number }): Promise<LoadResult> {
    const current = this.deps.estateList.getSnapshot();
    this.deps.estateList.dispatch({
      type: 'querySet',
      query: input.filter,
      groupOptions: input.grouping === undefined ? current.groupOptions : input.grouping,
    });
    return this.load.execute(input.pages === undefined ? {} : { pages: input.pages });
  }
}
