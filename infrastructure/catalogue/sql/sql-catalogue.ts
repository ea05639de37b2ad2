import { sql } from 'kysely';
import type { Clock } from '../../../application/ports/clock';
import type { Estate } from '../../../domain/estate/estate';
import type { Locale } from '../../../domain/shared/locale';
import type { Site, TranslationTable } from '../../../domain/site/site';
import type { Adapters } from '../../container/services';
import type { MailComposer } from '../mail/mail-composer';
import { openCatalogueDatabase, type CatalogueDatabase, type DatabaseOptions } from './database';
import { SearchCache } from './search-cache';
import type { SiteData } from './site-data';
import { SqlEstateCatalogue } from './sql-estate-catalogue';
import { SqlLiveAgenda } from './sql-live-agenda';
import { SqlRentalUnits } from './sql-rental-units';
import { SqlSiteDirectory } from './sql-site-directory';
import { SqlVisitorRequests } from './sql-visitor-requests';
import { SqlAlertSubscriptions, SqlEstateHistory } from './sql-alerts';
import { readRevision } from './data-revision';
import { removeEstates, replaceSiteData, storeEstates } from './store-site-data';

export type SiteAdapters = Pick<Adapters, 'catalogue' | 'directory' | 'rentals' | 'agenda' | 'requests'>;

export interface SqlCatalogueOptions extends DatabaseOptions {
  readonly mails: MailComposer;
  readonly clock: Clock;
  readonly localise?: (estate: Estate, locale: Locale | undefined) => Estate;
  /** Where rental photos are served from (the service's own base URL). */
  readonly photoBase?: string;
  readonly cache?: boolean;
}

/** Writes of this many estate groups or more are imports, run with a bulk write's cache (CatalogueDatabase.bulkWrite). */
const BULK_GROUPS = 100;

/** The catalogue service's storage: every site's adapters over one SQL database. */
export class SqlCatalogue {
  readonly cache: SearchCache;
  private seenRevision: number | undefined;

  private constructor(
    readonly database: CatalogueDatabase,
    private readonly options: SqlCatalogueOptions,
  ) {
    this.cache = new SearchCache(2000, options.cache ?? true);
  }

  static async open(options: SqlCatalogueOptions): Promise<SqlCatalogue> {
    return new SqlCatalogue(await openCatalogueDatabase(options), options);
  }

  /** The application ports for one site: the same contracts as the in-memory and HTTP adapters. */
  forSite(siteId: string): SiteAdapters {
    const { db, dialect } = this.database;
    const read = { db, dialect, siteId, cache: this.cache, localise: this.options.localise ?? ((estate: Estate) => estate) };
    const write = { db, dialect, siteId, mails: this.options.mails, clock: this.options.clock };
    const catalogue = new SqlEstateCatalogue(read);
    // Issue 13 item 4: mails name the estate as each reader's language does (the agency's, the visitor's).
    const estateIn = async (estateId: number) => {
      const estate = await catalogue.estate(estateId);
      return estate && ((locale: Locale) => read.localise(estate, locale));
    };
    return {
      catalogue,
      directory: new SqlSiteDirectory(read),
      rentals: new SqlRentalUnits({ ...write, photoBase: this.options.photoBase ?? '' }),
      agenda: new SqlLiveAgenda({ ...write, estateIn }),
      requests: new SqlVisitorRequests({ ...write, estateIn, localise: read.localise }),
    };
  }

  /** Issue 11: the alert scheduler's ports for one site. */
  alertsForSite(siteId: string): { readonly alerts: SqlAlertSubscriptions; readonly history: SqlEstateHistory } {
    const { db, dialect } = this.database;
    const write = { db, dialect, siteId, mails: this.options.mails, clock: this.options.clock };
    return { alerts: new SqlAlertSubscriptions(write), history: new SqlEstateHistory(write) };
  }

  /**
   * Issue 8: a number that changes with every committed write that can change a page, from any process (triggers
   * of migrations 014 and 019, data-revision.ts). When it moved since this process last read it, the search results
   * kept here are dropped: they may predate another process's import.
   */
  async revision(): Promise<number> {
    const revision = await readRevision(this.database.db, this.database.dialect);
    if (this.seenRevision !== undefined && revision !== this.seenRevision) this.cache.clear();
    this.seenRevision = revision;
    return revision;
  }

  async siteIds(): Promise<string[]> {
    const rows = await this.database.db.selectFrom('sites').select('id').orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  async site(siteId: string): Promise<Site | null> {
    const row = await this.database.db.selectFrom('sites').select('document').where('id', '=', siteId).executeTakeFirst();
    return row ? (JSON.parse(row.document) as Site) : null;
  }

  siteByHostname(hostname: string): Promise<Site | null> {
    return new SqlSiteDirectory({ db: this.database.db, siteId: '' }).siteByHostname(hostname);
  }

  translations(locale: Locale): Promise<TranslationTable> {
    return new SqlSiteDirectory({ db: this.database.db, siteId: '' }).translations(locale);
  }

  async replaceSite(data: SiteData): Promise<void> {
    await this.database.bulkWrite(() => replaceSiteData(this.database.db, data));
    this.cache.invalidate(data.site.id);
  }

  /** Adds or replaces estates of an existing site, all or nothing; their price and status changes are recorded (issue 11). */
  async importEstates(siteId: string, groups: readonly Estate[]): Promise<void> {
    const at = this.options.clock.now();
    const write = () => this.database.db.transaction().execute((trx) => storeEstates(trx, siteId, groups, at));
    await (groups.length >= BULK_GROUPS ? this.database.bulkWrite(write) : write());
    this.cache.invalidate(siteId);
  }

  /** Removes estate groups of an existing site (issue 21 item 1: their cells with them, in the same transaction). */
  async removeEstates(siteId: string, groupIds: readonly number[]): Promise<void> {
    await this.database.db.transaction().execute((trx) => removeEstates(trx, siteId, groupIds));
    this.cache.invalidate(siteId);
  }

  /** Refreshes the planner's statistics after a bulk load, so searches pick the right indexes. */
  async optimize(): Promise<void> {
    await sql`analyze`.execute(this.database.db);
  }

  close(): Promise<void> {
    return this.database.close();
  }
}
