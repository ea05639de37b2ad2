import type { Locale } from '../../domain/shared/locale';
import type { Agreement, CmsPage, EstatePage, Menu, Site, SiteEntity, SiteEntityItem, TranslationTable } from '../../domain/site/site';
import type { SiteDirectory } from '../../application/ports/site-directory';
import { notImplementedError } from '../../application/ports/not-implemented';

export interface SiteContent {
  readonly site: Site;
  readonly menus?: readonly Menu[];
  readonly pages?: readonly CmsPage[];
  readonly entities?: readonly SiteEntity[];
  readonly entityItems?: readonly SiteEntityItem[];
  readonly agreements?: readonly Agreement[];
  readonly estatePages?: readonly (EstatePage & { readonly a: string; readonly b: string })[];
  readonly assets?: Readonly<Record<string, string>>;
  readonly translations?: Partial<Record<Locale, TranslationTable>>;
}

/** One site's configuration and content in memory. */
export class MemorySiteDirectory implements SiteDirectory {
  constructor(private readonly content: SiteContent) {}

  async site(): Promise<Site> {
    return this.content.site;
  }

  async siteByHostname(hostname: string): Promise<Site | null> {
    return this.content.site.hostnames.includes(hostname) ? this.content.site : null;
  }

  async menu(type: string, id?: number): Promise<Menu | null> {
    return this.content.menus?.find((m) => m.type === type && (id === undefined || m.id === id)) ?? null;
  }

  async pages(): Promise<readonly CmsPage[]> {
    return this.content.pages ?? [];
  }

  async pageByUrl(url: string, locale: Locale): Promise<CmsPage | null> {
    return this.content.pages?.find((p) => p.url[locale] === url) ?? null;
  }

  async page(id: number): Promise<CmsPage | null> {
    return this.content.pages?.find((p) => p.id === id) ?? null;
  }

  async entities(): Promise<readonly SiteEntity[]> {
    return this.content.entities ?? [];
  }

  async entityItems(entityId: number): Promise<readonly SiteEntityItem[]> {
    return this.content.entityItems?.filter((item) => item.entityId === entityId) ?? [];
  }

  async agreements(locale: Locale): Promise<readonly Agreement[]> {
    return this.content.agreements?.filter((a) => a.locale === locale) ?? [];
  }

  async estatePage(a: string, b: string): Promise<EstatePage | null> {
    const page = this.content.estatePages?.find((p) => p.a === a && p.b === b);
    return page ? { id: page.id, title: page.title, query: page.query } : null;
  }

  async asset(name: string): Promise<string> {
    const asset = this.content.assets?.[name];
    if (asset === undefined) throw Object.assign(new Error('Not Found'), { status: 404 });
    return asset;
  }

  async translations(locale: Locale): Promise<TranslationTable> {
    return this.content.translations?.[locale] ?? {};
  }

  logPolicy(): Promise<never> {
    return Promise.reject(notImplementedError('policy log'));
  }

  privacyStatement(): Promise<never> {
    return Promise.reject(notImplementedError('privacy statement'));
  }
}
