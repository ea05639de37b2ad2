import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Issue 21 item 5: ONE deadline per page request, shared by all its backend calls. A detail page calls the backend
 * in waves (the estate and the settings, then its project, then its similar estates, contact and history): with a
 * deadline per call, three waves of 2 s answered after 6 s. With this, each call ends when the page's budget ends,
 * whichever comes first, and a read past it answers its last good answer at once (stale-if-error) or fails at once.
 *
 * It travels with the request's asynchronous work (AsyncLocalStorage), not as a parameter: the ports speak the
 * domain's language (an estate id, a locale), and every page query, command and helper between the site server and
 * the HTTP client would otherwise carry a deadline it never looks at.
 */
export interface RequestDeadline {
  /** Date.now() at which it is spent. */
  readonly endsAt: number;
}

const current = new AsyncLocalStorage<RequestDeadline>();

/** Runs `work` (and everything it starts) under a deadline `ms` from now. */
export function withRequestDeadline<T>(ms: number, work: () => T): T {
  return current.run({ endsAt: Date.now() + ms }, work);
}

/** The deadline of the request this code runs for, if it has one (a background job has none). */
export const requestDeadline = (): RequestDeadline | undefined => current.getStore();
