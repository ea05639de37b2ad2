import { DEFAULT_ABUSE_POLICY, guardCommands, type AbusePolicy, type Guarded } from './abuse-guard';
import type { CoreDeps } from './core-deps';
import { bookAppointment, cancelAppointment } from './commands/agenda';
import { bookViewing } from './commands/book-viewing';
import { reserveRental } from './commands/reserve-rental';
import { confirmSubscription, followEstates } from './commands/subscription-alerts';
import { contact, editSubscription, sendToFriend, subscribe, unsubscribe } from './commands/visitor-forms';
import { cancelAppointmentPage } from './pages/cancel-appointment-page';
import { cmsPage } from './pages/cms-page';
import { confirmSubscriptionPage } from './pages/confirm-subscription-page';
import { comparePage } from './pages/compare-page';
import { contactPage } from './pages/contact-page';
import { detailPage } from './pages/detail-page';
import { genericDetail } from './pages/generic-detail';
import { favouritesPage } from './pages/favourites-page';
import { holidayListPage } from './pages/holiday-list-page';
import { homePage } from './pages/home-page';
import { listPage } from './pages/list-page';
import { notarySalesPage } from './pages/notary-sales-page';
import { rentalUnitPage } from './pages/rental-unit-page';
import { subscriptionPage } from './pages/subscription-page';
import { unsubscribePage } from './pages/unsubscribe-page';
import { siteShell } from './pages/site-shell';
import { sitemap } from './pages/sitemap';
import { complianceReportQuery } from './queries/compliance-report';
import { estate } from './queries/estate';
import { searchCity } from './queries/search-city';
import { searchEstates } from './queries/search-estates';
import { similarEstates } from './queries/similar-estates';

/** A query or command with its dependencies bound: what an adapter calls. */
type Bound<F> = F extends (deps: never, input: infer I) => infer R ? (input: I) => R : never;

const PAGES = {
  shell: siteShell,
  home: homePage,
  list: listPage,
  detail: detailPage,
  genericDetail,
  rentalUnit: rentalUnitPage,
  subscription: subscriptionPage,
  unsubscribe: unsubscribePage,
  confirmSubscription: confirmSubscriptionPage,
  favourites: favouritesPage,
  cancelAppointment: cancelAppointmentPage,
  cmsPage,
  compare: comparePage,
  sitemap,
  holidayList: holidayListPage,
  contact: contactPage,
  notarySales: notarySalesPage,
};
const COMMANDS = {
  contact,
  sendToFriend,
  subscribe,
  editSubscription,
  unsubscribe,
  confirmSubscription,
  followEstates,
  reserveRental,
  bookAppointment,
  cancelAppointment,
  bookViewing,
};
/** What the ajax routes (§7) answer besides forms, and the agency's compliance report (issue 24, the command line). */
const QUERIES = { searchCity, estate, similarEstates, search: searchEstates, complianceReport: complianceReportQuery };

/**
 * The core as every UI adapter sees it (issue 8): one query per page, one command per form or ajax action,
 * and the ajax queries. Each loads what it needs through its ports; §5 is the catalogue's, bound by the composition
 * root (visible-catalogue.ts). The adapter reads its request, calls one of these and maps the answer to its medium.
 */
export interface Core {
  readonly pages: { readonly [K in keyof typeof PAGES]: Bound<(typeof PAGES)[K]> };
  /** Every command writes or sends mail: each is guarded against abuse (issue 9, `guardCommands`). */
  readonly commands: { readonly [K in keyof typeof COMMANDS]: Guarded<Bound<(typeof COMMANDS)[K]>> };
  readonly queries: { readonly [K in keyof typeof QUERIES]: Bound<(typeof QUERIES)[K]> };
}

function bindAll<T extends Record<string, (deps: CoreDeps, input: never) => unknown>>(table: T, deps: CoreDeps) {
  return Object.fromEntries(
    Object.entries(table).map(([name, run]) => [name, (input: never) => run(deps, input)]),
  ) as { readonly [K in keyof T]: Bound<T[K]> };
}

/** The core over one set of adapters; the composition root (infrastructure/container) calls this once per runtime. */
export function createCore(deps: CoreDeps, abusePolicy: AbusePolicy = DEFAULT_ABUSE_POLICY): Core {
  return { pages: bindAll(PAGES, deps), commands: guardCommands(bindAll(COMMANDS, deps), deps, abusePolicy), queries: bindAll(QUERIES, deps) };
}
