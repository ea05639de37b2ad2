import type { Core } from '../../application/core';
import type { Clock } from '../../application/ports/clock';
import type { EstateCatalogue } from '../../application/ports/estate-catalogue';
import type { FavouritesStorage } from '../../application/ports/favourites-storage';
import type { LiveAgenda } from '../../application/ports/live-agenda';
import type { Logger } from '../../application/ports/logger';
import type { RentalUnits } from '../../application/ports/rental-units';
import type { SiteDirectory } from '../../application/ports/site-directory';
import type { VisitorRequests } from '../../application/ports/visitor-requests';
import type { EstateListStore } from '../../application/stores/estate-list-store';
import type { FavouritesStore } from '../../application/stores/favourites-store';
import type { FiltersStore } from '../../application/stores/filters-store';
import type { SiteSettingsStore } from '../../application/stores/site-settings-store';
import type { ChangeListFilter } from '../../application/use-cases/estate-list/change-list-filter';
import type { LoadEstateAggregations } from '../../application/use-cases/estate-list/load-estate-aggregations';
import type { LoadEstateList } from '../../application/use-cases/estate-list/load-estate-list';
import type { LoadMapMarkers } from '../../application/use-cases/estate-list/load-map-markers';
import type { LoadNextEstatePage } from '../../application/use-cases/estate-list/load-next-estate-page';
import type { AddFavourite, RemoveFavourite, RestoreFavourites, ToggleFavourite } from '../../application/use-cases/favourites/change-favourites';
import type { LoadFavouriteEstates } from '../../application/use-cases/favourites/load-favourite-estates';
import type { LoadFilterValues } from '../../application/use-cases/filters/load-filter-values';
import type { UpdateFilters } from '../../application/use-cases/filters/update-filters';
import type { Locale } from '../../domain/shared/locale';

/** The driven side: one adapter per port. */
export interface Adapters {
  readonly catalogue: EstateCatalogue;
  readonly directory: SiteDirectory;
  readonly rentals: RentalUnits;
  readonly agenda: LiveAgenda;
  readonly requests: VisitorRequests;
  readonly favouritesStorage: FavouritesStorage;
  readonly clock: Clock;
  readonly logger: Logger;
}

/** State that belongs to one visitor's page: created anew per request on the server. */
export interface Stores {
  readonly estateList: EstateListStore;
  readonly favourites: FavouritesStore;
  readonly filters: FiltersStore;
  readonly siteSettings: SiteSettingsStore;
}

export interface UseCases {
  readonly loadEstateList: LoadEstateList;
  readonly loadEstateAggregations: LoadEstateAggregations;
  readonly loadNextEstatePage: LoadNextEstatePage;
  readonly changeListFilter: ChangeListFilter;
  readonly loadMapMarkers: LoadMapMarkers;
  readonly loadFilterValues: LoadFilterValues;
  readonly updateFilters: UpdateFilters;
  readonly restoreFavourites: RestoreFavourites;
  readonly addFavourite: AddFavourite;
  readonly removeFavourite: RemoveFavourite;
  readonly toggleFavourite: ToggleFavourite;
  readonly loadFavouriteEstates: LoadFavouriteEstates;
}

/** Everything the container can hand out, by name: the service identifiers are these keys. */
export interface Services extends Adapters, Stores, UseCases {
  readonly locale: Locale;
  /** Every page query and command over this runtime's adapters (issue 8). */
  readonly core: Core;
}

export type ServiceName = keyof Services;
