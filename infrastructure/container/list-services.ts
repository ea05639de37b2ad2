import { createEstateListStore, type EstateListState, type EstateListStore } from '../../application/stores/estate-list-store';
import { createFiltersStore, type FiltersState, type FiltersStore } from '../../application/stores/filters-store';
import type { EstateNode } from '../../application/stores/estate-list-store';
import { loadEstateList, type LoadResult } from '../../application/use-cases/estate-list/load-estate-list';
import { loadMapMarkers, type LoadMapMarkersResult } from '../../application/use-cases/estate-list/load-map-markers';
import { loadNextEstatePage } from '../../application/use-cases/estate-list/load-next-estate-page';
import type { AppServices } from './app-services';

/** The list page's state, seeded from the server's render so that hydration renders the same thing. */
export interface ListSeeds {
  readonly estateList?: EstateListState;
  readonly filters?: FiltersState;
}

/** One list page: its stores and the use-cases over them ("load more", the map's markers). */
export interface ListServices {
  readonly estateList: EstateListStore;
  readonly filters: FiltersStore;
  readonly loadEstateList: (input?: { readonly node?: EstateNode | null; readonly pages?: number }) => Promise<LoadResult>;
  readonly loadNextEstatePage: () => ReturnType<typeof loadNextEstatePage>;
  readonly loadMapMarkers: () => Promise<LoadMapMarkersResult>;
}

/** Only the list route loads this module: other pages ship none of it (issue 8 item 5). */
export function createListServices(app: Pick<AppServices, 'catalogue' | 'locale'>, seeds: ListSeeds = {}): ListServices {
  const estateList = createEstateListStore(seeds.estateList);
  const deps = { catalogue: app.catalogue, estateList, locale: app.locale };
  return {
    estateList,
    filters: createFiltersStore(seeds.filters),
    loadEstateList: (input) => loadEstateList(deps, input),
    loadNextEstatePage: () => loadNextEstatePage(deps),
    loadMapMarkers: () => loadMapMarkers(deps),
  };
}
