import type { SiteDirectory } from '../../../application/ports/site-directory';
import { notImplementedError } from '../../../application/ports/not-implemented';
import type { Locale } from '../../../domain/shared/locale';
import type { Agreement, CmsPage, EstatePage, Menu, Site, SiteEntity, SiteEntityItem, TranslationTable } from '../../../domain/site/site';
import type { SqlSiteContext } from './sql-estate-catalogue';

/** One site's configuration and CMS content on SQL. */
export class SqlSiteDirectory implements SiteDirectory {
  constructor(private readonly ctx: Pick<SqlSiteContext, 'db' | 'siteId'>) {}

  async site(): Promise<Site> {
    const row = await this.ctx.db.selectFrom('sites').select('document').where('id', '=', this.ctx.siteId).executeTakeFirstOrThrow();
    return JSON.parse(row.document) as Site;
  }

  async siteByHostname(hostname: string): Promise<Site | null> {
    const row = await this.ctx.db
      .selectFrom('site_hostnames')
      .innerJoin('sites', 'sites.id', 'site_hostnames.site_id')
      .select('sites.document')
      .where('site_hostnames.hostname', '=', hostname.toLowerCase())
      .executeTakeFirst();
    return row ? (JSON.parse(row.document) as Site) : null;
  }

  async menu(type: string, id?: number): Promise<Menu | null> {
    let query = this.ctx.db.selectFrom('menus').select('document').where('site_id', '=', this.ctx.siteId).where('type', '=', type);
    if (id !== undefined) query = query.where('id', '=', id);
    const row = await query.orderBy('id').executeTakeFirst();
    return row ? (JSON.parse(row.document) as Menu) : null;
  }

  async pages(): Promise<readonly CmsPage[]> {
    const rows = await this.ctx.db.selectFrom('pages').select('document').where('site_id', '=', this.ctx.siteId).orderBy('id').execute();
    return rows.map((row) => JSON.parse(row.document) as CmsPage);
  }

  async pageByUrl(url: string, locale: Locale): Promise<CmsPage | null> {
    const wanted = url.replace(/^\/+|\/+$/g, '');
    return (await this.pages()).find((page) => (page.url[locale] ?? '').replace(/^\/+|\/+$/g, '') === wanted) ?? null;
  }

  async page(id: number): Promise<CmsPage | null> {
    const row = await this.ctx.db.selectFrom('pages').select('document').where('site_id', '=', this.ctx.siteId).where('id', '=', id).executeTakeFirst();
    return row ? (JSON.parse(row.document) as CmsPage) : null;
  }

  // The demo catalogue has no custom entities, agreements, estate pages or assets in the database;
  // these answer empty (and assets are served as files by the service).
  async entities(): Promise<readonly SiteEntity[]> {
    return [];
  }

  async entityItems(): Promise<readonly SiteEntityItem[]> {
    return [];
  }

  async agreements(): Promise<readonly Agreement[]> {
    return [];
  }

  async estatePage(): Promise<EstatePage | null> {
    return null;
  }

  async asset(name: string): Promise<string> {
    throw Object.assign(new Error(`Unknown asset ${name}`), { status: 404 });
  }

  async translations(locale: Locale): Promise<TranslationTable> {
    const row = await this.ctx.db.selectFrom('translations').select('document').where('locale', '=', locale).executeTakeFirst();
    return row ? (JSON.parse(row.document) as TranslationTable) : {};
  }

  logPolicy(): Promise<never> {
    return Promise.reject(notImplementedError('policy log'));
  }

  privacyStatement(): Promise<never> {
    return Promise.reject(notImplementedError('privacy statement'));
  }
}
