import type { RouteName } from './route-table';

/**
 * Issue 8 (the shared page cache, §2 flows): the pages that carry one visitor's token or personal data: a
 * subscription's edit, unsubscribe and confirm links, an appointment's cancel link and its booked page. No shared
 * cache (ours or a CDN's) may keep them: they answer `private, no-store`.
 */
export const PERSONAL_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['editSubscriptions', 'unsubscribe', 'confirmSubscription', 'cancelAppointment', 'appointment']);
