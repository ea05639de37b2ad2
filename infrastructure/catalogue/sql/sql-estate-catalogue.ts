import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { EstateCatalogue, EstateCollection, SearchResult } from '../../../application/ports/estate-catalogue';
import type { PriceChange } from '../../../domain/alerts/estate-change';
import type { City, Estate, SalesRep } from '../../../domain/estate/estate';
import type { GroupCounts } from '../../../domain/grouping/group-estates';
import type { Grouping } from '../../../domain/grouping/grouping';
import type { PropertyFilterData } from '../../../domain/search/filter-data';
import type { SearchBody } from '../../../domain/search/search-body';
import type { Locale } from '../../../domain/shared/locale';
import type { CatalogueSchema, DialectName } from './schema';
import type { SearchCache } from './search-cache';
import { sqlFilterValues, sqlTableChoiceCounts } from './sql-filter-values';
import { sqlGroupCounts } from './sql-group-counts';
import { searchGroupIds } from './sql-search';

export interface SqlSiteContext {
  readonly db: Kysely<CatalogueSchema>;
  readonly dialect: DialectName;
  readonly siteId: string;
  readonly cache: SearchCache;
  /** Names of enumeration values in the asker's language (§7 accept-language). */
  readonly localise: (estate: Estate, locale: Locale | undefined) => Estate;
}

const parse = (document: string): Estate => JSON.parse(document) as Estate;

type Alias = NonNullable<City['alias']>;

/** The aliases of a site's cities (every city's document parsed: 1.2 ms at 2,000 estates), as [city id, alias] pairs. */
async function cityAliases(db: Kysely<CatalogueSchema>, siteId: string): Promise<[number, Alias][]> {
  const rows = await db.selectFrom('site_cities').select(['city_id', 'document']).where('site_id', '=', siteId).execute();
  return rows.flatMap((row) => {
    const { alias } = JSON.parse(row.document) as City;
    return alias ? [[Number(row.city_id), alias] as [number, Alias]] : [];
  });
}

/** §3 locations with each city's alias per language (issue 13 item 3), from the site's cities' aliases. */
function withCityAliases(values: PropertyFilterData, aliases: ReadonlyMap<number, Alias>): PropertyFilterData {
  return {
    ...values,
    locations: values.locations.map((location) => {
      const alias = location.alias ?? aliases.get(location.id);
      return alias ? { ...location, alias } : location;
    }),
  };
}

/** The estate catalogue of one site on SQL (SQLite or PostgreSQL). */
export class SqlEstateCatalogue implements EstateCatalogue {
  constructor(private readonly ctx: SqlSiteContext) {}

  search(body: SearchBody, locale?: Locale): Promise<SearchResult> {
    return this.found('search', body, locale, sql<string>`document`);
  }

  /** Issue 21 item 1: the hits as a list reads them, a project's from its list document (unit-row.ts). */
  searchHits(body: SearchBody, locale?: Locale): Promise<SearchResult> {
    return this.found('hits', body, locale, sql<string>`coalesce(list_document, document)`);
  }

  /** The search's total and its hits, each read from `document` (a column of estate_groups), in the search's order. */
  private found(kind: string, body: SearchBody, locale: Locale | undefined, document: RawBuilder<string>): Promise<SearchResult> {
    const { db, dialect, siteId, cache, localise } = this.ctx;
    return cache.get(siteId, kind, body, locale, async () => {
      const { total, ids } = await searchGroupIds(db, siteId, body, dialect);
      if (ids.length === 0) return { total, results: [] };
      const rows = await db.selectFrom('estate_groups').select(['id', document.as('document')]).where('site_id', '=', siteId).where('id', 'in', ids).execute();
      const byId = new Map(rows.map((row) => [Number(row.id), row.document]));
      const results = ids.flatMap((id) => {
        const found = byId.get(id);
        return found ? [localise(parse(found), locale)] : [];
      });
      return { total, results };
    });
  }

  async searchList(body: SearchBody, locale?: Locale): Promise<readonly Estate[]> {
    return (await this.search(body, locale)).results;
  }

  groupCounts(body: SearchBody, grouping: Grouping, locale?: Locale): Promise<GroupCounts> {
    const { db, dialect, siteId, cache, localise } = this.ctx;
    return cache.get(siteId, `groups:${grouping}`, body.query, locale, () => sqlGroupCounts(db, siteId, body.query, dialect, grouping, localise, locale));
  }

  filterValues(body: SearchBody, locale?: Locale): Promise<PropertyFilterData> {
    const { db, dialect, siteId, cache } = this.ctx;
    return cache.get(siteId, 'filters', body.query, locale, async () => {
      const [values, tableChoices] = await Promise.all([sqlFilterValues(db, siteId, body.query, dialect), sqlTableChoiceCounts(db, siteId, body.query, dialect)]);
      if (values.locations.length === 0) return { ...values, tableChoices };
      // Kept like a search's answer until the site's next write: every list whose filter values are counted anew needs them.
      const aliases = await cache.get(siteId, 'city-aliases', null, undefined, () => cityAliases(db, siteId));
      return { ...withCityAliases(values, new Map(aliases)), tableChoices };
    });
  }

  /** §7 /estates/v2/{id}: a unit or a property by its id, else a project by its id. */
  async estate(id: number, locale?: Locale): Promise<Estate | null> {
    const { db, siteId, localise } = this.ctx;
    const unit = await db.selectFrom('estate_units').select('document').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (unit) return localise(parse(unit.document), locale);
    return this.estateGroup(id, locale);
  }

  async estateGroup(id: number, locale?: Locale): Promise<Estate | null> {
    const { db, siteId, localise } = this.ctx;
    const row = await db.selectFrom('estate_groups').select('document').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    return row ? localise(parse(row.document), locale) : null;
  }

  async contactInfo(id: number): Promise<SalesRep | null> {
    return (await this.estate(id))?.contact ?? null;
  }

  /** The alternative source's estates are the ones carrying its guid (§4). */
  async alternativeSourceEstate(id: number, locale?: Locale): Promise<Estate | null> {
    const estate = await this.estate(id, locale);
    return estate?.general.skarabeeGuid ? estate : null;
  }

  /** Issue 11: the price changes imports and writes recorded in estate_history (its index on site, estate, time). */
  async priceHistory(id: number): Promise<readonly PriceChange[]> {
    const { db, siteId } = this.ctx;
    const rows = await db
      .selectFrom('estate_history')
      .select('document')
      .where('site_id', '=', siteId)
      .where('estate_id', '=', id)
      .where('kind', '=', 'price')
      .orderBy('at')
      .orderBy('id')
      .execute();
    return rows.map((row) => {
      const { estateId, at, from, to } = JSON.parse(row.document) as PriceChange;
      return { kind: 'price', estateId, at, from, to };
    });
  }

  async collection(id: number): Promise<EstateCollection | null> {
    const { db, siteId } = this.ctx;
    const row = await db.selectFrom('collections').select(['id', 'name']).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const units = await db
      .selectFrom('unit_collections')
      .select('unit_id')
      .where('site_id', '=', siteId)
      .where('collection_id', '=', id)
      .orderBy('unit_id')
      .execute();
    return { id: Number(row.id), name: row.name, estateIds: units.map((u) => Number(u.unit_id)) };
  }
}
