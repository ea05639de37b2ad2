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

  private async content<T>(kind: string, keyPrefix?: string): Promise<T[]> {
    let query = this.ctx.db.selectFrom('site_content').select('document').where('site_id', '=', this.ctx.siteId).where('kind', '=', kind);
    if (keyPrefix !== undefined) query = query.where('key', 'like', `${keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const rows = await query.orderBy('key').execute();
    return rows.map((row) => JSON.parse(row.document) as T);
  }

  async entities(): Promise<readonly SiteEntity[]> {
    return (await this.content<SiteEntity>('entity')).sort((a, b) => a.id - b.id);
  }

  async entityItems(entityId: number): Promise<readonly SiteEntityItem[]> {
    return (await this.content<SiteEntityItem>('entity-item')).filter((item) => item.entityId === entityId).sort((a, b) => a.id - b.id);
  }

  async agreements(locale: Locale): Promise<readonly Agreement[]> {
    return (await this.content<Agreement>('agreement')).filter((a) => a.locale === locale).sort((a, b) => a.id - b.id);
  }

  async estatePage(a: string, b: string): Promise<EstatePage | null> {
    const row = await this.ctx.db
      .selectFrom('site_content')
      .select('document')
      .where('site_id', '=', this.ctx.siteId)
      .where('kind', '=', 'estate-page')
      .where('key', '=', `${a}/${b}`)
      .executeTakeFirst();
    return row ? (JSON.parse(row.document) as EstatePage) : null;
  }

  async asset(name: string): Promise<string> {
    const row = await this.ctx.db
      .selectFrom('site_content')
      .select('document')
      .where('site_id', '=', this.ctx.siteId)
      .where('kind', '=', 'asset')
      .where('key', '=', name)
      .executeTakeFirst();
    if (!row) throw Object.assign(new Error(`Unknown asset ${name}`), { status: 404 });
    return JSON.parse(row.document) as string;
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
