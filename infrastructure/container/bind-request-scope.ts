import type { Container, ResolutionContext } from 'inversify';
import { createEstateListStore } from '../../application/stores/estate-list-store';
import { createFavouritesStore } from '../../application/stores/favourites-store';
import { createFiltersStore } from '../../application/stores/filters-store';
import { createProjectStore } from '../../application/stores/project-store';
import { createSiteSettingsStore } from '../../application/stores/site-settings-store';
import { BookAppointment, CancelAppointment, ListBookableSlots, ViewAppointment } from '../../application/use-cases/agenda/appointments';
import { LoadEstateDetail } from '../../application/use-cases/estate-detail/load-estate-detail';
import { LoadProjectDetail, SelectProjectEntity } from '../../application/use-cases/estate-detail/load-project-detail';
import { ChangeListFilter } from '../../application/use-cases/estate-list/change-list-filter';
import { LoadEstateAggregations } from '../../application/use-cases/estate-list/load-estate-aggregations';
import { LoadEstateList } from '../../application/use-cases/estate-list/load-estate-list';
import { LoadNextEstatePage } from '../../application/use-cases/estate-list/load-next-estate-page';
import { AddFavourite, RemoveFavourite, RestoreFavourites, ToggleFavourite } from '../../application/use-cases/favourites/change-favourites';
import { LoadFavouriteEstates } from '../../application/use-cases/favourites/load-favourite-estates';
import { LoadFilterValues } from '../../application/use-cases/filters/load-filter-values';
import { UpdateFilters } from '../../application/use-cases/filters/update-filters';
import { LoadRentalUnit, ReserveRentalUnit } from '../../application/use-cases/rentals/rental-units';
import { LoadCmsPage, LoadSiteSettings, LoadSiteShell } from '../../application/use-cases/site/load-site';
import {
  EditSubscription,
  SendEstateToFriend,
  SubmitContactRequest,
  Subscribe,
  Unsubscribe,
} from '../../application/use-cases/visitor/visitor-forms';
import type { Locale } from '../../domain/shared/locale';
import type { ServiceName, Services, Stores, UseCases } from './services';

type Get = <K extends ServiceName>(name: K) => Services[K];
const getter = (ctx: ResolutionContext): Get => (name) => ctx.get(name);

/** Binds one service by name with a factory; singleton within the container that holds the binding. */
export function bindFactory<K extends ServiceName>(container: Container, name: K, make: (get: Get) => Services[K]): void {
  container.bind<Services[K]>(name).toDynamicValue((ctx) => make(getter(ctx))).inSingletonScope();
}

const STORES: { readonly [K in keyof Stores]: () => Stores[K] } = {
  estateList: () => createEstateListStore(),
  favourites: () => createFavouritesStore(),
  filters: () => createFiltersStore(),
  project: () => createProjectStore(),
  siteSettings: () => createSiteSettingsStore(),
};

const USE_CASES: { readonly [K in keyof UseCases]: (get: Get) => UseCases[K] } = {
  loadEstateList: (get) => new LoadEstateList(listDeps(get)),
  loadEstateAggregations: (get) => new LoadEstateAggregations(listDeps(get)),
  loadNextEstatePage: (get) => new LoadNextEstatePage(listDeps(get)),
  changeListFilter: (get) => new ChangeListFilter(listDeps(get)),
  loadFilterValues: (get) =>
    new LoadFilterValues({ ...pick(get, 'catalogue', 'filters', 'siteSettings', 'logger', 'locale') }),
  updateFilters: (get) => new UpdateFilters(pick(get, 'filters', 'changeListFilter', 'loadFilterValues')),
  restoreFavourites: (get) => new RestoreFavourites({ favourites: get('favourites'), storage: get('favouritesStorage') }),
  addFavourite: (get) => new AddFavourite({ favourites: get('favourites'), storage: get('favouritesStorage') }),
  removeFavourite: (get) => new RemoveFavourite({ favourites: get('favourites'), storage: get('favouritesStorage') }),
  toggleFavourite: (get) => new ToggleFavourite({ favourites: get('favourites'), storage: get('favouritesStorage') }),
  loadFavouriteEstates: (get) =>
    new LoadFavouriteEstates({ ...pick(get, 'favourites', 'catalogue', 'siteSettings', 'locale'), storage: get('favouritesStorage') }),
  loadEstateDetail: (get) => new LoadEstateDetail(pick(get, 'catalogue', 'siteSettings', 'locale')),
  loadProjectDetail: (get) => new LoadProjectDetail(pick(get, 'catalogue', 'project', 'siteSettings', 'locale')),
  selectProjectEntity: (get) => new SelectProjectEntity(pick(get, 'project')),
  loadRentalUnit: (get) => new LoadRentalUnit(pick(get, 'rentals', 'locale')),
  reserveRentalUnit: (get) => new ReserveRentalUnit(pick(get, 'rentals', 'locale')),
  listBookableSlots: (get) => new ListBookableSlots(pick(get, 'agenda', 'clock')),
  bookAppointment: (get) => new BookAppointment(pick(get, 'agenda', 'clock')),
  viewAppointment: (get) => new ViewAppointment(pick(get, 'agenda', 'clock')),
  cancelAppointment: (get) => new CancelAppointment(pick(get, 'agenda', 'clock')),
  submitContactRequest: (get) => new SubmitContactRequest(pick(get, 'requests')),
  sendEstateToFriend: (get) => new SendEstateToFriend(pick(get, 'requests')),
  subscribe: (get) => new Subscribe(pick(get, 'requests')),
  editSubscription: (get) => new EditSubscription(pick(get, 'requests')),
  unsubscribe: (get) => new Unsubscribe(pick(get, 'requests')),
  loadSiteSettings: (get) => new LoadSiteSettings(pick(get, 'directory', 'siteSettings')),
  loadSiteShell: (get) => new LoadSiteShell(pick(get, 'directory', 'siteSettings', 'locale')),
  loadCmsPage: (get) => new LoadCmsPage(pick(get, 'directory')),
};

function pick<K extends ServiceName>(get: Get, ...names: K[]): Pick<Services, K> {
  return Object.fromEntries(names.map((name) => [name, get(name)])) as Pick<Services, K>;
}

const listDeps = (get: Get) => pick(get, 'catalogue', 'estateList', 'siteSettings', 'locale');

/** One visitor's page: its language, its stores and the use-cases over them. */
export function bindRequestScope(container: Container, locale: Locale): void {
  container.bind<Locale>('locale').toConstantValue(locale);
  for (const [name, make] of Object.entries(STORES)) bindFactory(container, name as keyof Stores, make);
  for (const [name, make] of Object.entries(USE_CASES)) bindFactory(container, name as keyof UseCases, make as never);
}
