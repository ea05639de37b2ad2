/**
 * Results of identical search bodies, per site, kept in memory (LRU). A write to a site's estates bumps
 * its version, which retires every cached result of that site at once.
 */
export class SearchCache {
  private readonly entries = new Map<string, unknown>();
  private readonly versions = new Map<string, number>();

  constructor(private readonly capacity = 2000, public enabled = true) {}

  private key(siteId: string, kind: string, body: unknown, locale?: string): string {
    return `${siteId}\u0000${this.versions.get(siteId) ?? 0}\u0000${kind}\u0000${locale ?? ''}\u0000${JSON.stringify(body)}`;
  }

  async get<T>(siteId: string, kind: string, body: unknown, locale: string | undefined, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const key = this.key(siteId, kind, body, locale);
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as T;
      // Refresh recency: Map keeps insertion order, so the oldest entry is always first.
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const value = await load();
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  invalidate(siteId: string): void {
    this.versions.set(siteId, (this.versions.get(siteId) ?? 0) + 1);
    for (const key of this.entries.keys()) if (key.startsWith(`${siteId}\u0000`)) this.entries.delete(key);
  }
}
