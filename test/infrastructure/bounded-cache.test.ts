import { BoundedCache } from '../../infrastructure/cache/bounded-cache';
import { SearchCache } from '../../infrastructure/catalogue/sql/search-cache';

describe('issue 9 item 6: caches keyed by what a visitor chooses stay bounded', () => {
  it('keeps at most its capacity, the least recently used leaving first', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([1, undefined, 3, 2]);
  });

  it('a late failure does not remove a newer entry', () => {
    const cache = new BoundedCache<string, { n: number }>(4);
    const old = { n: 1 };
    cache.set('k', old);
    cache.set('k', { n: 2 });
    cache.deleteIf('k', old);
    expect(cache.get('k')).toEqual({ n: 2 });
  });

  it('the search cache holds no more than its byte budget', async () => {
    const cache = new SearchCache(2000, true, 10_000);
    for (let i = 0; i < 100; i++) await cache.get('demo', 'search', { i }, 'nl', async () => 'x'.repeat(1000));
    let loads = 0;
    await cache.get('demo', 'search', { i: 0 }, 'nl', async () => (loads++, 'x'));
    await cache.get('demo', 'search', { i: 99 }, 'nl', async () => (loads++, 'x'));
    expect(loads).toBe(1); // the oldest went, the newest stayed
  });
});
