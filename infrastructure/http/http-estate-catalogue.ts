import type { PriceChange } from '../../domain/alerts/estate-change';
import type { Estate, SalesRep } from '../../domain/estate/estate';
import type { PropertyFilterData } from '../../domain/search/filter-data';
import type { SearchBody } from '../../domain/search/search-body';
import type { Locale } from '../../domain/shared/locale';
import type { EstateCatalogue, EstateCollection, SearchResult } from '../../application/ports/estate-catalogue';
import type { ApiClient } from './api-client';
import { PROPERTY_SOFTWARE_CLIENT_HEADER } from './api-headers';
import { acceptLanguage, getJson, hasStatus, localeOption, sitePath, whenNotFound } from './gateway-support';
import type { HttpGatewayConfig } from './gateway-support';
import { toEstateCollection } from './mappers/collection-mapper';
import { toEstate, toEstates, toSalesRep } from './mappers/estate-mapper';
import { toPropertyFilterData } from './mappers/filter-data-mapper';
import { toPriceHistory } from './mappers/price-history-mapper';
import { toSearchPage } from './mappers/search-result-mapper';

/** The estate catalogue over the §7 API: estates, estate-filters and estate-collections of one site. */
export class HttpEstateCatalogue implements EstateCatalogue {
  private readonly client: ApiClient;
  private readonly siteId: string;

  constructor({ client, siteId }: HttpGatewayConfig) {
    this.client = client;
    this.siteId = siteId;
  }

  /** §7 POST /sites/{siteId}/estates with the property-software client header; `{ total: { value }, results }`. */
  async search(body: SearchBody, locale?: Locale): Promise<SearchResult> {
    const headers = { ...PROPERTY_SOFTWARE_CLIENT_HEADER, ...acceptLanguage(locale) };
    const raw = await this.client.post<unknown>(sitePath(this.siteId, 'estates'), body, { headers, read: true });
    return toSearchPage(raw, toEstates);
  }

  async searchList(body: SearchBody, locale?: Locale): Promise<readonly Estate[]> {
    return (await this.search(body, locale)).results;
  }

  /** §7 POST /sites/{siteId}/estate-filters. */
  async filterValues(body: SearchBody, locale?: Locale): Promise<PropertyFilterData> {
    const raw = await this.client.post<unknown>(sitePath(this.siteId, 'estate-filters'), body, {
      headers: acceptLanguage(locale),
      read: true,
    });
    return toPropertyFilterData(raw);
  }

  estate(id: number, locale?: Locale): Promise<Estate | null> {
    return this.one(sitePath(this.siteId, 'estates', 'v2', id), locale);
  }

  estateGroup(id: number, locale?: Locale): Promise<Estate | null> {
    return this.one(sitePath(this.siteId, 'estates', 'group', id), locale);
  }

  /** Optional upstream: a 404 or an empty answer is no contact. */
  async contactInfo(id: number): Promise<SalesRep | null> {
    const raw = await whenNotFound(getJson(this.client, sitePath(this.siteId, 'estates', id, 'contact-info')), null);
    return toSalesRep(raw);
  }

  alternativeSourceEstate(id: number, locale?: Locale): Promise<Estate | null> {
    return this.one(sitePath(this.siteId, 'estates', 'skarabee', id), locale);
  }

  /**
   * Issue 11: GET /estates/{id}/price-history, a route of our catalogue that a §7 backend need not have: a 404,
   * 405 or 501 (no such route, or no such estate) is no history; other failures are rethrown (§8).
   */
  async priceHistory(id: number): Promise<readonly PriceChange[]> {
    try {
      return toPriceHistory(await getJson(this.client, sitePath(this.siteId, 'estates', id, 'price-history')), id);
    } catch (error) {
      if ([404, 405, 501].some((status) => hasStatus(error, status))) return [];
      throw error;
    }
  }

  async collection(id: number, options?: { readonly withClientHeader?: boolean }): Promise<EstateCollection | null> {
    const clientHeader = options?.withClientHeader !== false;
    const url = sitePath(this.siteId, 'estate-collections', id);
    return toEstateCollection(await whenNotFound(getJson(this.client, url, { clientHeader }), null));
  }

  private async one(url: string, locale: Locale | undefined): Promise<Estate | null> {
    return toEstate(await whenNotFound(getJson(this.client, url, localeOption(locale)), null));
  }
}
