import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AppServices } from '../../infrastructure/container/app-services';

export type { AppServices };

/**
 * The one seam between React and the core's browser side: the tab's services (browser) or one render's
 * (server). Components take what they need from the typed object; nothing resolves a service by name.
 */
const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <ServicesProvider>');
  return services;
}

interface Subscribable<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

/** A store's current state; re-renders on change. Server and first client render read the same snapshot. */
export function useStore<S>(store: Subscribable<S>): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
