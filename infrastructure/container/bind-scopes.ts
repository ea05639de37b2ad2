import type { Container, ResolutionContext } from 'inversify';
import { createEstateListStore } from '../../application/stores/estate-list-store';
import { createFavouritesStore } from '../../application/stores/favourites-store';
import { createFiltersStore } from '../../application/stores/filters-store';
import { createSiteSettingsStore } from '../../application/stores/site-settings-store';
import { ChangeListFilter } from '../../application/use-cases/estate-list/change-list-filter';
import { LoadEstateAggregations } from '../../application/use-cases/estate-list/load-estate-aggregations';
import { LoadEstateList } from '../../application/use-cases/estate-list/load-estate-list';
import { LoadMapMarkers } from '../../application/use-cases/estate-list/load-map-markers';
import { LoadNextEstatePage } from '../../application/use-cases/estate-list/load-next-estate-page';
import { AddFavourite, RemoveFavourite, RestoreFavourites, ToggleFavourite } from '../../application/use-cases/favourites/change-favourites';
import { LoadFavouriteEstates } from '../../application/use-cases/favourites/load-favourite-estates';
import { LoadFilterValues } from '../../application/use-cases/filters/load-filter-values';
import { UpdateFilters } from '../../application/use-cases/filters/update-filters';
import type { Locale } from '../../domain/shared/locale';
import type { ServiceName, Services, Stores, UseCases } from './services';

type Get = <K extends ServiceName>(name: K) => Services[K];
const getter = (ctx: ResolutionContext): Get => (name) => ctx.get(name);

/** Binds one service by name with a factory; singleton within the container that holds the binding. */
export function bindFactory<K extends ServiceName>(container: Container, name: K, make: (get: Get) => Services[K]): void {
  container.bind<Services[K]>(name).toDynamicValue((ctx) => make(getter(ctx))).inSingletonScope();
}

/** State of one page, seeded from what the server rendered so the browser hydrates the same state. */
export type PageSeeds = Partial<{ readonly [K in PageStoreName]: ReturnType<Stores[K]['getSnapshot']> }>;
type PageStoreName = 'estateList' | 'filters';
type AppStoreName = Exclude<keyof Stores, PageStoreName>;

const PAGE_STORES: { readonly [K in PageStoreName]: (seeds: PageSeeds) => Stores[K] } = {
  estateList: (seeds) => createEstateListStore(seeds.estateList),
  filters: (seeds) => createFiltersStore(seeds.filters),
};

const APP_STORES: { readonly [K in AppStoreName]: () => Stores[K] } = {
  favourites: () => createFavouritesStore(),
  siteSettings: () => createSiteSettingsStore(),
};

type UseCaseFactories<K extends keyof UseCases> = { readonly [N in K]: (get: Get) => UseCases[N] };

/** Use-cases over a page's list, filters and project. */
const PAGE_USE_CASES: UseCaseFactories<
  | 'loadEstateList'
  | 'loadEstateAggregations'
  | 'loadNextEstatePage'
  | 'changeListFilter'
  | 'loadMapMarkers'
  | 'loadFilterValues'
  | 'updateFilters'
> = {
  loadEstateList: (get) => new LoadEstateList(listDeps(get)),
  loadEstateAggregations: (get) => new LoadEstateAggregations(listDeps(get)),
  loadNextEstatePage: (get) => new LoadNextEstatePage(listDeps(get)),
  changeListFilter: (get) => new ChangeListFilter(listDeps(get)),
  loadMapMarkers: (get) => new LoadMapMarkers(listDeps(get)),
  loadFilterValues: (get) => new LoadFilterValues(pick(get, 'catalogue', 'filters', 'siteSettings', 'logger', 'locale')),
  updateFilters: (get) => new UpdateFilters(pick(get, 'filters', 'changeListFilter', 'loadFilterValues')),
};

/** Use-cases that outlive a page: favourites, site, forms, agenda, rentals. */
const APP_USE_CASES: UseCaseFactories<Exclude<keyof UseCases, keyof typeof PAGE_USE_CASES>> = {
  restoreFavourites: (get) => new RestoreFavourites(favouriteDeps(get)),
  addFavourite: (get) => new AddFavourite(favouriteDeps(get)),
  removeFavourite: (get) => new RemoveFavourite(favouriteDeps(get)),
  toggleFavourite: (get) => new ToggleFavourite(favouriteDeps(get)),
  loadFavouriteEstates: (get) => new LoadFavouriteEstates({ ...pick(get, 'favourites', 'catalogue', 'siteSettings', 'locale'), storage: get('favouritesStorage') }),
};

function pick<K extends ServiceName>(get: Get, ...names: K[]): Pick<Services, K> {
  return Object.fromEntries(names.map((name) => [name, get(name)])) as Pick<Services, K>;
}

const listDeps = (get: Get) => pick(get, 'catalogue', 'estateList', 'siteSettings', 'locale');
const favouriteDeps = (get: Get) => ({ favourites: get('favourites'), storage: get('favouritesStorage') });

function bindAll<T extends Record<string, (arg: never) => unknown>>(container: Container, factories: T, arg: (get: Get) => unknown): void {
  for (const [name, make] of Object.entries(factories)) {
    bindFactory(container, name as ServiceName, (get) => make(arg(get) as never) as never);
  }
}

/** What lives as long as the visitor's tab (browser) or request (server): language, favourites, site settings. */
export function bindAppScope(container: Container, locale: Locale): void {
  container.bind<Locale>('locale').toConstantValue(locale);
  bindAll(container, APP_STORES, () => undefined);
  bindAll(container, APP_USE_CASES, (get) => get);
}

/** One page's state (seeded from the server's render in the browser) and the use-cases over it. */
export function bindPageScope(container: Container, seeds: PageSeeds = {}): void {
  bindAll(container, PAGE_STORES, () => seeds);
  bindAll(container, PAGE_USE_CASES, (get) => get);
}
