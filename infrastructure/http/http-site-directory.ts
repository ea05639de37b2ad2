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
import type { SiteDirectory } from '../../application/ports/site-directory';
import { notImplementedError } from '../../application/ports/not-implemented';
import type { ApiClient } from './api-client';
import { getJson, localeOption, path, sitePath, unreadable, whenNotFound, withQuery } from './gateway-support';
import type { HttpGatewayConfig } from './gateway-support';
import {
  toAgreements,
  toEntities,
  toEntityItems,
  toEstatePage,
  toMenu,
  toPage,
  toPages,
  toSite,
  toTranslationTable,
} from './mappers/site-mapper';

/** The site's configuration and content over the §7 API. */
export class HttpSiteDirectory implements SiteDirectory {
  private readonly client: ApiClient;
  private readonly siteId: string;

  constructor({ client, siteId }: HttpGatewayConfig) {
    this.client = client;
    this.siteId = siteId;
  }

  /** §7 GET /sites/{siteId}: the configured site must exist, so a 404 is an error here. */
  async site(): Promise<Site> {
    const url = sitePath(this.siteId);
    const raw = await getJson(this.client, url);
    const site = toSite(raw);
    if (!site) throw unreadable(`GET ${url}`, raw);
    return site;
  }

  /** §7 GET /sites/by-hostname/{hostname}. */
  async siteByHostname(hostname: string): Promise<Site | null> {
    return toSite(await whenNotFound(getJson(this.client, path('sites', 'by-hostname', hostname)), null));
  }

  /** §7 GET /navigation/{type} and /navigation/{type}/{id}. */
  async menu(type: string, id?: number): Promise<Menu | null> {
    const url = id === undefined ? sitePath(this.siteId, 'navigation', type) : sitePath(this.siteId, 'navigation', type, id);
    return toMenu(await whenNotFound(getJson(this.client, url), null));
  }

  /** §7 GET /sites/{siteId}/pages/ (with the trailing slash §7 writes). */
  async pages(): Promise<readonly CmsPage[]> {
    return toPages(await getJson(this.client, `${sitePath(this.siteId, 'pages')}/`));
  }

  async pageByUrl(url: string, locale: Locale): Promise<CmsPage | null> {
    const raw = await whenNotFound(getJson(this.client, sitePath(this.siteId, 'pages', 'by-url', url), { locale }), null);
    return toPage(raw);
  }

  async page(id: number): Promise<CmsPage | null> {
    return toPage(await whenNotFound(getJson(this.client, sitePath(this.siteId, 'pages', id)), null));
  }

  async entities(): Promise<readonly SiteEntity[]> {
    return toEntities(await getJson(this.client, sitePath(this.siteId, 'entities')));
  }

  /** An unknown entity has no items. */
  async entityItems(entityId: number): Promise<readonly SiteEntityItem[]> {
    const raw = await whenNotFound(getJson(this.client, sitePath(this.siteId, 'entities', entityId, 'items')), []);
    return toEntityItems(raw, entityId);
  }

  /** §7 GET /agreements?locale={locale}. */
  async agreements(locale: Locale): Promise<readonly Agreement[]> {
    const url = withQuery(sitePath(this.siteId, 'agreements'), { locale });
    return toAgreements(await getJson(this.client, url, { locale }), locale);
  }

  async estatePage(a: string, b: string): Promise<EstatePage | null> {
    return toEstatePage(await whenNotFound(getJson(this.client, sitePath(this.siteId, 'estate-pages', a, b)), null));
  }

  /** §7 GET /assets/{name}?hash=&version=: the asset's text; a missing asset rejects (404) like any failure. */
  async asset(name: string, hash: string, version: string): Promise<string> {
    const raw = await this.client.get<unknown>(withQuery(sitePath(this.siteId, 'assets', name), { hash, version }));
    if (raw instanceof Response) return raw.text();
    return typeof raw === 'string' ? raw : raw === undefined ? '' : JSON.stringify(raw);
  }

  /** §7 GET /translations/{locale}, not under a site; a language without table has none. */
  async translations(locale: Locale): Promise<TranslationTable> {
    const raw = await whenNotFound(getJson(this.client, path('translations', locale), localeOption(locale)), {});
    return toTranslationTable(raw);
  }

  logPolicy(_entry: unknown): Promise<never> {
    return Promise.reject(notImplementedError('policy log'));
  }

  privacyStatement(_locale: Locale): Promise<never> {
    return Promise.reject(notImplementedError('privacy statement'));
  }
}
