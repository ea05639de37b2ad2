import { CachedSiteDirectory } from '../../infrastructure/cache/cached-site-directory';
import { SearchCache } from '../../infrastructure/catalogue/sql/search-cache';
import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { DEMO_SITE as demoSite } from '../fixtures/site';

/** A real adapter, wrapped: counts how often the backend is asked, and answers `site()` with what the test says. */
class CountingDirectory extends MemorySiteDirectory {
  readonly asked: string[] = [];
  nextSite: Promise<typeof demoSite> | undefined;
  override async siteByHostname(hostname: string) {
    this.asked.push(hostname);
    return super.siteByHostname(hostname);
  }
  override async site() {
    this.asked.push('site');
    return this.nextSite ?? super.site();
  }
}

describe('issue 9 item 6: caches keyed by what a visitor chooses stay bounded (issue 19 item 5: on lru-cache)', () => {
  it('keeps at most its capacity, the least recently used leaving first', async () => {
    const inner = new CountingDirectory({ site: demoSite });
    const cached = new CachedSiteDirectory(inner, 60_000, () => 0, 2);
    for (const host of ['a', 'b', 'a', 'c', 'a', 'b']) await cached.siteByHostname(host);
    // a b (a hit) c pushes out b, the least recently used (a hit) b again
    expect(inner.asked).toEqual(['a', 'b', 'c', 'b']);
  });

  it('a late failure does not remove a newer entry', async () => {
    let now = 0;
    const inner = new CountingDirectory({ site: demoSite });
    const cached = new CachedSiteDirectory(inner, 60_000, () => now);
    let fail: (error: Error) => void = () => undefined;
    inner.nextSite = new Promise((_, reject) => (fail = reject));
    const slow = cached.site();
    now = 60_001;
    inner.nextSite = undefined;
    await expect(cached.site()).resolves.toEqual(demoSite);
    fail(new Error('backend down'));
    await expect(slow).rejects.toThrow('backend down');
    await expect(cached.site()).resolves.toEqual(demoSite);
    expect(inner.asked).toEqual(['site', 'site']);
  });

  it('the search cache holds no more than its byte budget', async () => {
    const cache = new SearchCache(2000, true, 10_000);
    for (let i = 0; i < 100; i++) await cache.get('demo', 'search', { i }, 'nl', async () => 'x'.repeat(1000));
    let loads = 0;
    await cache.get('demo', 'search', { i: 0 }, 'nl', async () => (loads++, 'x'));
    await cache.get('demo', 'search', { i: 99 }, 'nl', async () => (loads++, 'x'));
    expect(loads).toBe(1); // the oldest went, the newest stayed
  });

  it('the search cache keeps no answer above an eighth of its budget, and forgets a site on its write', async () => {
    const cache = new SearchCache(2000, true, 10_000);
    let loads = 0;
    const big = async () => (loads++, 'x'.repeat(2000));
    const small = async () => (loads++, 'x');
    await cache.get('demo', 'search', {}, 'nl', big);
    await cache.get('demo', 'search', {}, 'nl', big);
    await cache.get('demo', 'count', {}, 'nl', small);
    await cache.get('other', 'count', {}, 'nl', small);
    cache.invalidate('demo');
    await cache.get('demo', 'count', {}, 'nl', small);
    await cache.get('other', 'count', {}, 'nl', small);
    expect(loads).toBe(5); // big twice, demo's count twice, other's once
  });
});
