import { route, type RouteConfig } from '@react-router/dev/routes';
import { routePattern, type RouteName } from '../domain/routing/routes';
import { LOCALES } from '../domain/shared/locale';
import { LANGUAGE_REDIRECT_ID, NOT_FOUND_ID, pageRouteId } from './route-ids';

/** The pages this adapter renders, each under its path in every language (§2 route table). */
const PAGES: Partial<Record<RouteName, string>> = {
  home: 'routes/home.tsx',
  list: 'routes/list.tsx',
  favorites: 'routes/favorites.tsx',
  compare: 'routes/compare.tsx',
  privacy: 'routes/cms-page.tsx',
  terms: 'routes/cms-page.tsx',
  estate: 'routes/estate-detail.tsx',
  estateWithSlug: 'routes/estate-detail.tsx',
  projectEntity: 'routes/estate-detail.tsx',
  detail: 'routes/generic-detail.tsx',
  subscribe: 'routes/subscribe.tsx',
  subscribeSuccess: 'routes/subscribe-success.tsx',
  editSubscriptions: 'routes/subscribe.tsx',
  unsubscribe: 'routes/unsubscribe.tsx',
  confirmSubscription: 'routes/subscribe-confirm.tsx',
  cancelAppointment: 'routes/cancel-appointment.tsx',
  rentalUnit: 'routes/rental-unit.tsx',
  holidayList: 'routes/holiday-list.tsx',
  contact: 'routes/contact.tsx',
  appointment: 'routes/appointment-booked.tsx',
  notarySales: 'routes/notary-sales.tsx',
};

export default [
  route('/', 'routes/language-redirect.tsx', { id: LANGUAGE_REDIRECT_ID }),
  ...LOCALES.flatMap((locale) =>
    Object.entries(PAGES).map(([name, file]) => route(routePattern(name as RouteName, locale), file, { id: pageRouteId(name as RouteName, locale) })),
  ),
  route('*', 'routes/not-found.tsx', { id: NOT_FOUND_ID }),
] satisfies RouteConfig;
