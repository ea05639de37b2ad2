import type { AppointmentSlot } from '../../domain/agenda/appointment';
import { estateId, type City, type Estate } from '../../domain/estate/estate';
import type { RentalPeriod, RentalUnit } from '../../domain/rental/rental-unit';
import type { Locale } from '../../domain/shared/locale';
import { VisibleCatalogue } from '../../application/visible-catalogue';
import { createAppServices, type AppServices } from '../../infrastructure/container/app-services';
import { createContainer, resolve } from '../../infrastructure/container/create-container';
import { createListServices, type ListServices } from '../../infrastructure/container/list-services';
import { FixedClock } from '../../infrastructure/memory/clocks';
import { MemoryEstateCatalogue } from '../../infrastructure/memory/memory-estate-catalogue';
import { MemoryFavouritesStorage } from '../../infrastructure/memory/memory-favourites-storage';
import { MemoryLiveAgenda } from '../../infrastructure/memory/memory-live-agenda';
import { MemoryLogger } from '../../infrastructure/memory/memory-logger';
import { MemoryRentalUnits } from '../../infrastructure/memory/memory-rental-units';
import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { MemoryVisitorRequests } from '../../infrastructure/memory/memory-visitor-requests';
import { DEMO_SITE as demoSite } from '../fixtures/site';
import { cardSearchOver } from '../support/card-search';
import type { ListCard } from '../../domain/display/list-card';

export const NOW = new Date('2026-11-21T10:00:00Z');

/** A sale estate with a predictable publication date: higher ids are newer. */
export function aListedEstate(id: number, transactionId = 1, extra: Partial<Estate> = {}): Estate {
  return {
    general: {
      id: estateId(id),
      headType: { id: 1 },
      subType: { id: 101, name: 'Villa' },
      transaction: { id: transactionId, name: transactionId === 5 ? 'Verkocht' : 'Te koop' },
      publicationDate: new Date(Date.UTC(2026, 0, 1) + id * 3_600_000).toISOString(),
    },
    address: { city: { id: 9000, name: 'Gent', zip: '9000' }, country: { id: 'BE' } },
    price: { value: 200_000 + id * 1000 },
    ...extra,
  };
}

export const manyEstates = (count: number, transactionId = 1): Estate[] =>
  Array.from({ length: count }, (_, i) => aListedEstate(i + 1, transactionId));

export interface WorldOptions {
  readonly estates?: readonly Estate[];
  readonly hiddenStatus?: readonly number[];
  readonly storedFavourites?: string | null;
  readonly locale?: Locale;
  readonly slots?: readonly AppointmentSlot[];
  readonly rentalUnits?: readonly RentalUnit[];
  readonly periods?: Readonly<Record<number, readonly RentalPeriod[]>>;
  readonly cities?: readonly City[];
}

/** The core over in-memory adapters and a fixed clock, wired by the test container. */
export function aWorld(options: WorldOptions = {}) {
  const adapters = {
    catalogue: new MemoryEstateCatalogue(options.estates ?? []),
    directory: new MemorySiteDirectory({ site: { ...demoSite, settings: { hiddenStatus: options.hiddenStatus ?? [] } } }),
    rentals: new MemoryRentalUnits(options.rentalUnits ?? [], options.periods ?? {}),
    agenda: new MemoryLiveAgenda(options.slots ?? []),
    requests: new MemoryVisitorRequests(options.cities ?? [], options.estates ?? []),
    favouritesStorage: new MemoryFavouritesStorage(options.storedFavourites ?? null),
    clock: new FixedClock(NOW),
    logger: new MemoryLogger(),
  };
  const { favouritesStorage, ...coreAdapters } = adapters;
  const locale = options.locale ?? 'nl';
  // The browser's side (favourites, a list page) searches the same catalogue through the site, which applies §5;
  // the core over every port.
  const app = createAppServices({ locale, catalogue: cardSearchOver(new VisibleCatalogue(adapters.catalogue, adapters.directory)), storage: favouritesStorage });
  const services: AppServices & ListServices = { ...app, ...createListServices(app) };
  const get = <K extends keyof typeof services>(name: K): (typeof services)[K] => services[name];
  return { ...adapters, get, core: resolve(createContainer({ adapters: coreAdapters }), 'core') };
}

export const idsOf = (estates: readonly (Estate | ListCard)[]): number[] => estates.map((e) => Number('card' in e ? e.card.id : e.general.id));
