import { aBrowser } from './browser-services';
import type { ComponentType, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  RouterProvider,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { AbuseLimits } from '../../../application/ports/abuse-limits';
import type { Submission } from '../../../application/use-cases/submission';
import type { RentalPeriod } from '../../../domain/rental/rental-unit';
import { routePattern, type RouteName } from '../../../domain/routing/routes';
import type { Locale } from '../../../domain/shared/locale';
import { FixedClock } from '../../../infrastructure/memory/clocks';
import { MemoryEstateCatalogue } from '../../../infrastructure/memory/memory-estate-catalogue';
import { MemoryFavouritesStorage } from '../../../infrastructure/memory/memory-favourites-storage';
import { MemoryLiveAgenda } from '../../../infrastructure/memory/memory-live-agenda';
import { MemoryLogger } from '../../../infrastructure/memory/memory-logger';
import { MemoryRentalUnits } from '../../../infrastructure/memory/memory-rental-units';
import { MemorySiteDirectory } from '../../../infrastructure/memory/memory-site-directory';
import { MemoryVisitorRequests } from '../../../infrastructure/memory/memory-visitor-requests';
import { ServicesProvider } from '../../../ui/bridge/services';
import { FlowTransportContext, type FlowTransport } from '../../../ui/components/flows/flow-transport';
import { outcomeOfSubmission, type FormOutcome } from '../../../ui/components/forms/form-outcome';
import { messagesFor } from '../../../ui/i18n/messages';
import * as cancelAppointment from '../../../ui/routes/cancel-appointment';
import * as rentalUnit from '../../../ui/routes/rental-unit';
import * as subscribe from '../../../ui/routes/subscribe';
import * as subscribeSuccess from '../../../ui/routes/subscribe-success';
import * as unsubscribe from '../../../ui/routes/unsubscribe';
import * as confirmSubscription from '../../../ui/routes/subscribe-confirm';
import type { SiteLoaderArgs } from '../../../ui/server/load-context';
import { aLoadContext, aServerCore } from './site-context';
import { AGENDA_FIXTURE } from '../../fixtures/agenda';
import { FIXTURE_CITIES, FIXTURE_ESTATES } from '../../fixtures/estates';
import { RENTAL_FIXTURE } from '../../fixtures/rental-units';
import { SITE_FIXTURE } from '../../fixtures/site';

interface RouteModule {
  readonly loader?: (args: SiteLoaderArgs) => unknown;
  readonly action?: (args: SiteLoaderArgs) => unknown;
  readonly shouldRevalidate?: ShouldRevalidateFunction;
  readonly ErrorBoundary?: ComponentType;
  readonly default: ComponentType;
}

const MODULES: readonly (readonly [RouteName, RouteModule])[] = [
  ['subscribe', subscribe],
  ['subscribeSuccess', subscribeSuccess],
  ['editSubscriptions', subscribe],
  ['unsubscribe', unsubscribe],
  ['confirmSubscription', confirmSubscription],
  ['cancelAppointment', cancelAppointment],
  ['rentalUnit', rentalUnit],
];

/** What a page without its own error boundary shows when it fails (the root's boundary on the site). */
function StatusPage() {
  const error = useRouteError();
  return <p role="alert">{`status ${isRouteErrorResponse(error) ? error.status : 500}`}</p>;
}

/** A thrown or returned `data(…, { status })`: its status; anything else counts as 200. */
export function statusOf(value: unknown): number {
  const init = (value as { init?: { status?: number } | null } | null)?.init;
  return init?.status ?? 200;
}

/**
 * The workflow pages as the site runs them, over in-memory adapters and a fixed clock: every loader and
 * action runs on a fresh request container (the server), the page renders in the tab's container.
 */
export function aFlowsWorld(
  options: { locale?: Locale; now?: string; periods?: Readonly<Record<number, readonly RentalPeriod[]>>; limits?: AbuseLimits } = {},
) {
  const locale = options.locale ?? 'nl';
  const requests = new MemoryVisitorRequests(FIXTURE_CITIES.map(({ id, name, zip, alias }) => ({ id, name, zip, ...(alias && { alias }) })), FIXTURE_ESTATES);
  const rentals = new MemoryRentalUnits(RENTAL_FIXTURE.units, options.periods ?? RENTAL_FIXTURE.periods);
  const agenda = new MemoryLiveAgenda(AGENDA_FIXTURE.slots);
  const clock = new FixedClock(new Date(options.now ?? '2025-06-01T08:00:00Z'));
  const logger = new MemoryLogger();
  const adapters = {
    catalogue: new MemoryEstateCatalogue(FIXTURE_ESTATES),
    directory: new MemorySiteDirectory(SITE_FIXTURE),
    favouritesStorage: new MemoryFavouritesStorage(),
    requests,
    rentals,
    agenda,
    clock,
    logger,
  };
  const server = aServerCore(adapters, options.limits);
  const browser = aBrowser({ catalogue: adapters.catalogue, locale });
  const context = () => aLoadContext(server, locale);
  const serverSide = (run: (args: SiteLoaderArgs) => unknown) => async (args: LoaderFunctionArgs) =>
    run({ ...args, context: await context() } as SiteLoaderArgs);

  /** What the browser sent to the ajax route; set `offline` to make the next sends fail. */
  const sent: Record<string, string>[] = [];
  const transport = {
    offline: false as boolean,
    async sendSubscription(_locale: Locale, input: Readonly<Record<string, string>>): Promise<FormOutcome> {
      sent.push({ ...input });
      if (transport.offline) return { kind: 'unavailable' };
      // As POST /{lang}/ajax/notifications answers: the core's `subscribe` command.
      const result: Submission<unknown> = await server.core.commands.subscribe(input);
      return outcomeOfSubmission(result);
    },
    citySearch: () => async (query: string) => requests.searchCity(query),
  } satisfies FlowTransport & { offline: boolean };

  /** Runs one route's loader or action directly, as a document request would. */
  async function call(run: ((args: SiteLoaderArgs) => unknown) | undefined, href: string, params: Record<string, string>, init?: RequestInit) {
    const request = new Request(new URL(href, 'https://immo.test'), init);
    try {
      return await run!({ request, params, context: await context() } as unknown as SiteLoaderArgs);
    } catch (thrown) {
      return thrown;
    }
  }

  function open(path: string): { router: ReturnType<typeof createMemoryRouter>; ui: ReactNode } {
    const routes: RouteObject[] = MODULES.map(([name, module]) => ({
      id: `${name}-${locale}`,
      path: routePattern(name, locale),
      ...(module.loader && { loader: serverSide(module.loader) }),
      ...(module.action && { action: serverSide(module.action) }),
      ...(module.shouldRevalidate && { shouldRevalidate: module.shouldRevalidate }),
      Component: module.default,
      ErrorBoundary: module.ErrorBoundary ?? StatusPage,
      HydrateFallback: () => null,
    }));
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const ui = (
      <ServicesProvider services={browser}>
        <IntlProvider locale={locale} defaultLocale="nl" messages={messagesFor(locale)}>
          <FlowTransportContext.Provider value={transport}>
            <RouterProvider router={router} />
          </FlowTransportContext.Provider>
        </IntlProvider>
      </ServicesProvider>
    );
    return { router, ui };
  }

  return { locale, requests, rentals, agenda, clock, logger, sent, transport, call, open };
}

/** A urlencoded form post, as a browser without JavaScript sends it. */
export const formPost = (fields: Record<string, string | readonly string[]>): RequestInit => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of typeof value === 'string' ? [value] : value) body.append(name, one);
  return { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
};
