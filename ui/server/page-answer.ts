import { data, redirect } from 'react-router';
import type { PageResult } from '../../application/pages/page-result';

/** §8: a backend that fails is temporary; 503 and no-store keep the error page out of caches and indexes. */
export const UNAVAILABLE_HEADERS = { 'Cache-Control': 'no-store', 'Retry-After': '30' };

/**
 * A page query's answer in React Router's terms: the view for the component, or a thrown response
 * (a redirect, a 404 the route's error boundary renders, a 503).
 */
export function pageAnswer<V>(result: PageResult<V>): V {
  switch (result.kind) {
    case 'page':
      return result.view;
    case 'redirect':
      throw redirect(result.location, result.status);
    case 'not_found':
      throw data(null, { status: 404 });
    case 'unavailable':
      throw data(null, { status: 503, headers: UNAVAILABLE_HEADERS });
  }
}
