/**
 * What a page query answers (issue 8): the view the adapter renders, or an expected outcome that is not a
 * page. Unexpected failures of a port are `unavailable` (§8: a temporary state, 503 on the web); nothing
 * expected is thrown.
 */
export type PageResult<V> =
  | { readonly kind: 'page'; readonly view: V }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 301 | 302 | 303 }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'unavailable' };

export const page = <V>(view: V): PageResult<V> => ({ kind: 'page', view });
export const redirectTo = (location: string, status: 301 | 302 | 303 = 301): PageResult<never> => ({ kind: 'redirect', location, status });
export const NOT_FOUND: PageResult<never> = { kind: 'not_found' };
export const UNAVAILABLE: PageResult<never> = { kind: 'unavailable' };

/** Thrown inside a query to answer not_found from deep in its helpers; `pageQuery` turns it into the value. */
export class PageNotFound extends Error {
  constructor() {
    super('not found');
    this.name = 'PageNotFound';
  }
}

/**
 * Runs a page's work: a PageNotFound becomes not_found, any other failure of a port is logged and becomes
 * unavailable (§8).
 */
export async function pageQuery<V>(
  logger: { error(message: string, detail?: unknown): void },
  what: string,
  work: () => Promise<PageResult<V>>,
): Promise<PageResult<V>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PageNotFound) return NOT_FOUND;
    logger.error(`Loading ${what} failed`, error);
    return UNAVAILABLE;
  }
}
