/**
 * Results of identical search bodies, per site, kept in memory (LRU). A write to a site's estates bumps
 * its version, which retires every cached result of that site at once.
 */
export class SearchCache {
  private readonly entries = new Map<string, { readonly value: unknown; readonly size: number }>();
  private readonly versions = new Map<string, number>();
  private bytes = 0;
  /** Bumped by clear(): a search begun before is stored under a key no later search asks for. */
  private generation = 0;

  /**
   * Bounded by entries and by size (issue 9 item 6): scanners vary search parameters endlessly, and 2,000
   * full result pages held hundreds of MB. Size is the key's and the JSON's length, measured once per miss.
   */
  constructor(
    private readonly capacity = 2000,
    public enabled = true,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  private key(siteId: string, kind: string, body: unknown, locale?: string): string {
    return `${siteId}\u0000${this.generation}.${this.versions.get(siteId) ?? 0}\u0000${kind}\u0000${locale ?? ''}\u0000${JSON.stringify(body)}`;
  }

  async get<T>(siteId: string, kind: string, body: unknown, locale: string | undefined, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const key = this.key(siteId, kind, body, locale);
    const hit = this.entries.get(key);
    if (hit) {
      // Refresh recency: Map keeps insertion order, so the oldest entry is always first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const value = await load();
    const size = key.length + (JSON.stringify(value)?.length ?? 0);
    if (size > this.maxBytes / 8) return value; // one huge answer would push out everything else
    this.remove(key);
    this.entries.set(key, { value, size });
    this.bytes += size;
    while (this.entries.size > this.capacity || this.bytes > this.maxBytes) this.remove(this.entries.keys().next().value as string);
    return value;
  }

  /** Issue 8: every site's results at once, when another process wrote (the database's data revision moved). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  invalidate(siteId: string): void {
    this.versions.set(siteId, (this.versions.get(siteId) ?? 0) + 1);
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${siteId}\u0000`)) this.remove(key);
  }
}
