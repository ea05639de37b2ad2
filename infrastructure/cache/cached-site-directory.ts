import type { SiteDirectory } from '../../application/ports/site-directory';
import type { Locale } from '../../domain/shared/locale';
import { LRUCache } from 'lru-cache';

interface Entry {
  readonly at: number;
  readonly value: Promise<unknown>;
}

/**
 * The site's configuration changes rarely and every page needs it: the server keeps site, menus, pages
 * and translations for a short while instead of asking the backend on every request. Failures are not kept.
 */
export class CachedSiteDirectory implements SiteDirectory {
  // Keys include page URLs and host names a visitor may invent: bounded, or every scanned path stays (issue 9).
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly inner: SiteDirectory,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
    capacity = 500,
  ) {
    this.entries = new LRUCache({ max: capacity });
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    const entry = { at: this.now(), value };
    this.entries.set(key, entry);
    // Only when the entry is still this one: a late failure must not remove a newer success.
    value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Issue 8: forgets everything at once, when the embedded catalogue's data revision says the data changed. */
  clear(): void {
    this.entries.clear();
  }

  site() {
    return this.cached('site', () => this.inner.site());
  }
  siteByHostname(hostname: string) {
    return this.cached(`host:${hostname}`, () => this.inner.siteByHostname(hostname));
  }
  menu(type: string, id?: number) {
    return this.cached(`menu:${type}:${id ?? ''}`, () => this.inner.menu(type, id));
  }
  pages() {
    return this.cached('pages', () => this.inner.pages());
  }
  pageByUrl(url: string, locale: Locale) {
    return this.cached(`page-url:${locale}:${url}`, () => this.inner.pageByUrl(url, locale));
  }
  page(id: number) {
    return this.cached(`page:${id}`, () => this.inner.page(id));
  }
  entities() {
    return this.cached('entities', () => this.inner.entities());
  }
  entityItems(entityId: number) {
    return this.cached(`entity-items:${entityId}`, () => this.inner.entityItems(entityId));
  }
  agreements(locale: Locale) {
    return this.cached(`agreements:${locale}`, () => this.inner.agreements(locale));
  }
  estatePage(a: string, b: string) {
    return this.cached(`estate-page:${a}/${b}`, () => this.inner.estatePage(a, b));
  }
  asset(name: string, hash: string, version: string) {
    return this.cached(`asset:${name}:${hash}:${version}`, () => this.inner.asset(name, hash, version));
  }
  translations(locale: Locale) {
    return this.cached(`translations:${locale}`, () => this.inner.translations(locale));
  }
  logPolicy(entry: unknown) {
    return this.inner.logPolicy(entry);
  }
  privacyStatement(locale: Locale) {
    return this.inner.privacyStatement(locale);
  }
}
