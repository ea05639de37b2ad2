import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createListServices, type ListSeeds, type ListServices } from '../../infrastructure/container/list-services';
import { useAppServices } from './services';

export type { ListSeeds, ListServices };

const ListServicesContext = createContext<ListServices | null>(null);

/** A list page's own stores, started from the state its loader produced, so hydration renders the same thing. */
export function ListServicesProvider({ seeds, children }: { seeds: ListSeeds; children: ReactNode }) {
  const app = useAppServices();
  const services = useMemo(() => createListServices(app, seeds), [app, seeds]);
  return <ListServicesContext.Provider value={services}>{children}</ListServicesContext.Provider>;
}

export function useListServices(): ListServices {
  const services = useContext(ListServicesContext);
  if (!services) throw new Error('useListServices must be used inside <ListServicesProvider>');
  return services;
}
