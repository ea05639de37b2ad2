import type { Container } from 'inversify';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createPageContainer, resolve } from '../../infrastructure/container/create-container';
import type { PageSeeds } from '../../infrastructure/container/bind-scopes';
import type { ServiceName, Services } from '../../infrastructure/container/services';

/** A runtime's (or request's) services, opaque outside the bridge. */
export type ServiceContainer = Container;

/** The one seam between React and the core: the container of this tab (browser) or request (server). */
const ServicesContext = createContext<Container | null>(null);

export function ServicesProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ServicesContext.Provider value={container}>{children}</ServicesContext.Provider>;
}

function useContainer(): Container {
  const container = useContext(ServicesContext);
  if (!container) throw new Error('useService must be used inside <ServicesProvider>');
  return container;
}

export function useService<K extends ServiceName>(name: K): Services[K] {
  return resolve(useContainer(), name);
}

interface Subscribable<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

/** A store's current state; re-renders on change. Server and first client render read the same snapshot. */
export function useStore<S>(store: Subscribable<S>): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** A page's own stores, started from the state its loader produced, so hydration renders the same thing. */
export function PageServices({ seeds, children }: { seeds: PageSeeds; children: ReactNode }) {
  const parent = useContainer();
  const page = useMemo(() => createPageContainer(parent, seeds), [parent, seeds]);
  return <ServicesContext.Provider value={page}>{children}</ServicesContext.Provider>;
}
