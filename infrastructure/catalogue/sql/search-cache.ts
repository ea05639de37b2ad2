import { LRUCache } from 'lru-cache';

/**
 * Results of identical search bodies, per site, kept in memory (LRU, on lru-cache as the page cache is). A write to a
 * site's estates bumps its version, which retires every cached result of that site at once.
 */
export class SearchCache {
  private readonly entries: LRUCache<string, { readonly value: unknown }>;
  private readonly versions = new Map<string, number>();
  /** Bumped by clear(): a search begun before is stored under a key no later search asks for. */
  private generation = 0;

  /**
   * Bounded by entries and by size (issue 9 item 6): scanners vary search parameters endlessly, and 2,000
   * full result pages held hundreds of MB. Size is the key's and the JSON's length, measured once per miss;
   * one answer above an eighth of the budget is not kept (it would push out everything else).
   */
  constructor(capacity = 2000, public enabled = true, maxBytes = 32 * 1024 * 1024) {
    this.entries = new LRUCache({
      max: capacity,
      maxSize: maxBytes,
      maxEntrySize: maxBytes / 8,
      sizeCalculation: (entry, key) => Math.max(1, key.length + (JSON.stringify(entry.value)?.length ?? 0)),
    });
  }

  private key(siteId: string, kind: string, body: unknown, locale?: string): string {
    return `${siteId}\u0000${this.generation}.${this.versions.get(siteId) ?? 0}\u0000${kind}\u0000${locale ?? ''}\u0000${JSON.stringify(body)}`;
  }

  async get<T>(siteId: string, kind: string, body: unknown, locale: string | undefined, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const key = this.key(siteId, kind, body, locale);
    const hit = this.entries.get(key);
    if (hit) return hit.value as T;
    const value = await load();
    this.entries.set(key, { value });
    return value;
  }

  /** Issue 8: every site's results at once, when another process wrote (the database's data revision moved). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  invalidate(siteId: string): void {
    this.versions.set(siteId, (this.versions.get(siteId) ?? 0) + 1);
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${siteId}\u0000`)) this.entries.delete(key);
  }
}
