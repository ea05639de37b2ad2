import type { Locale } from '../../domain/shared/locale';
import type {
  Agreement,
  CmsPage,
  EstatePage,
  Menu,
  Site,
  SiteEntity,
  SiteEntityItem,
  TranslationTable,
} from '../../domain/site/site';

/** The site's configuration and content (§7 site, navigation, pages, entities, agreements, assets, translations). */
export interface SiteDirectory {
  site(): Promise<Site>;
  siteByHostname(hostname: string): Promise<Site | null>;
  menu(type: string, id?: number): Promise<Menu | null>;
  pages(): Promise<readonly CmsPage[]>;
  pageByUrl(url: string, locale: Locale): Promise<CmsPage | null>;
  page(id: number): Promise<CmsPage | null>;
  entities(): Promise<readonly SiteEntity[]>;
  entityItems(entityId: number): Promise<readonly SiteEntityItem[]>;
  agreements(locale: Locale): Promise<readonly Agreement[]>;
  estatePage(a: string, b: string): Promise<EstatePage | null>;
  /** The text of a site asset (§7 /assets/{name}?hash=&version=; §9 asset path prefix /assets/). */
  asset(name: string, hash: string, version: string): Promise<string>;
  /** Backend translations (not under a site); they override bundled messages. */
  translations(locale: Locale): Promise<TranslationTable>;
  /** §7: not implemented upstream; rejects with a status-500 error (§8). */
  logPolicy(entry: unknown): Promise<never>;
  /** §7: not implemented upstream; rejects with a status-500 error (§8). */
  privacyStatement(locale: Locale): Promise<never>;
}
