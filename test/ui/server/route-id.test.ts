import { describe, expect, it } from '@jest/globals';
import { routeIdOf } from '../../../ui/server/route-id';

// Issue 21 item 4: logs and metrics name a request by a route id from a fixed set, never by its URL.
describe('issue 21 item 4: route ids', () => {
  it.each([
    ['/nl/aanbod', 'list'],
    ['/fr/offre', 'list'],
    ['/nl/aanbod.data', 'list.data'],
    ['/nl/ajax/search', 'ajax:search'],
    ['/de/ajax/estate/123', 'ajax:estate'],
    ['/nl/ajax/made-up-123', 'ajax:other'],
    ['/assets/app-abc123.js', 'assets'],
    ['/favicon.svg', 'public-file'],
    ['/sitemap-nl.xml', 'sitemap'],
    ['/healthz', 'healthz'],
    ['/readyz', 'readyz'],
    ['/metrics', 'metrics'],
    ['/', 'root'],
    ['/wp-login.php', 'public-file'],
    ['/nl/no/such/page/4242', 'other'],
  ])('%s → %s', (path, id) => {
    expect(routeIdOf(path)).toBe(id);
  });
});
