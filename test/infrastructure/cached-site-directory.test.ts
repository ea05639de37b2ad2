import { CachedSiteDirectory } from '../../infrastructure/cache/cached-site-directory';
import { MemorySiteDirectory } from '../../infrastructure/memory/memory-site-directory';
import { DEMO_SITE as demoSite } from '../fixtures/site';

/** A directory that counts how often the backend is really asked (a real adapter, wrapped). */
class CountingDirectory extends MemorySiteDirectory {
  calls = 0;
  failNext = false;
  override async site() {
    this.calls++;
    if (this.failNext) {
      this.failNext = false;
      throw new Error('backend down');
    }
    return super.site();
  }
}

describe('the server keeps site configuration for a short while', () => {
  it('asks the backend once per minute, and again after a failure', async () => {
    let now = 0;
    const inner = new CountingDirectory({ site: demoSite });
    const cached = new CachedSiteDirectory(inner, 60_000, () => now);
    await cached.site();
    await cached.site();
    expect(inner.calls).toBe(1);
    now = 60_001;
    inner.failNext = true;
    await expect(cached.site()).rejects.toThrow('backend down');
    await expect(cached.site()).resolves.toEqual(demoSite);
    expect(inner.calls).toBe(3);
  });

  it('passes the not-implemented calls through (§8 status 500)', async () => {
    const cached = new CachedSiteDirectory(new MemorySiteDirectory({ site: demoSite }));
    await expect(cached.logPolicy({})).rejects.toMatchObject({ status: 500 });
    await expect(cached.privacyStatement('nl')).rejects.toMatchObject({ status: 500 });
    await expect(cached.translations('fr')).resolves.toEqual({});
  });
});
