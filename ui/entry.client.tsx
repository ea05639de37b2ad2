import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createBrowserServices } from './bridge/browser-services';
import { ServicesProvider } from './bridge/services';
import { loadMessages } from './i18n/load-messages';
import { toLocale } from '../domain/shared/locale';

declare global {
  interface Window {
    /** [route id, module] of the page's routes, named by its inline script (ui/components/shell/app-scripts.tsx). */
    __siteRouteModules?: readonly (readonly [string, string])[];
    /** The route modules React Router hydrates with. */
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

/** The page's route modules, loaded beside its messages (issue 8: no round trip after another before hydration). */
async function loadRouteModules(routes: readonly (readonly [string, string])[]): Promise<void> {
  const modules = await Promise.all(routes.map(([, url]) => import(/* @vite-ignore */ url) as Promise<unknown>));
  window.__reactRouterRouteModules = Object.fromEntries(routes.map(([id], i) => [id, modules[i]]));
}

/**
 * Marks the document once React has committed its hydration (`<html data-hydrated>`): from then on the page's
 * controls answer through their scripts. A quiet network is no such sign on a busy CPU; browser tests wait for this.
 */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}

const services = createBrowserServices(document.documentElement);
const routes = window.__siteRouteModules;

void Promise.all([loadMessages(toLocale(document.documentElement.lang)), routes && loadRouteModules(routes)]).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ServicesProvider services={services}>
          <HydrationMark>
            <HydratedRouter />
          </HydrationMark>
        </ServicesProvider>
      </StrictMode>,
    );
  }),
);
