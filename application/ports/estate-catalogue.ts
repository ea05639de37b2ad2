import type { PriceChange } from '../../domain/alerts/estate-change';
import type { Estate, SalesRep } from '../../domain/estate/estate';
import type { GroupCounts } from '../../domain/grouping/group-estates';
import type { Grouping } from '../../domain/grouping/grouping';
import type { PropertyFilterData } from '../../domain/search/filter-data';
import type { SearchBody } from '../../domain/search/search-body';
import type { Locale } from '../../domain/shared/locale';

/** §7 search response: the total and the page of estate groups (a property is a group of one). */
export interface SearchResult {
  readonly total: number;
  readonly results: readonly Estate[];
}

/** A curated set of estates of the site (§7 estate collections). */
export interface EstateCollection {
  readonly id: number;
  readonly name: string;
  readonly estateIds: readonly number[];
}

/** The agency's estates (§7 estates, estate-filters, estate-collections). Unknown ids give null. */
export interface EstateCatalogue {
  /** Search returning total and results. */
  search(body: SearchBody, locale?: Locale): Promise<SearchResult>;
  /** Search returning only the list. */
  searchList(body: SearchBody, locale?: Locale): Promise<readonly Estate[]>;
  /**
   * Issue 21 item 1: the same search, its hits as a list reads them (listHit, domain/display/list-hit.ts: a project's
   * units without their descriptions and facts). Optional: §7 has no such call, and a backend without it is searched
   * whole (application/search-hits.ts).
   */
  searchHits?(body: SearchBody, locale?: Locale): Promise<SearchResult>;
  /**
   * Issue 13 item 2: how many hits of the body each group of `grouping` holds (§9 groups). Optional: §7 has
   * no such call, so a backend that cannot count groups leaves it out and the headings show no count.
   */
  groupCounts?(body: SearchBody, grouping: Grouping, locale?: Locale): Promise<GroupCounts>;
  /** Filter values for the same body (§4 filter loading). */
  filterValues(body: SearchBody, locale?: Locale): Promise<PropertyFilterData>;
  /** §7 /estates/v2/{id}. */
  estate(id: number, locale?: Locale): Promise<Estate | null>;
  /** §7 /estates/group/{id}: a project with its units, or a property as a group of one. */
  estateGroup(id: number, locale?: Locale): Promise<Estate | null>;
  /** §7 /estates/{id}/contact-info (optional upstream: null when absent). */
  contactInfo(id: number): Promise<SalesRep | null>;
  /** §7 /estates/skarabee/{id}: the alternative-source variant. */
  alternativeSourceEstate(id: number, locale?: Locale): Promise<Estate | null>;
  /**
   * Issue 11 price history, §7-style GET /estates/{id}/price-history of our catalogue: the estate's recorded price
   * changes, oldest first; empty when none were recorded, the estate is unknown, or the backend keeps no history.
   */
  priceHistory(id: number): Promise<readonly PriceChange[]>;
  /** §7 /estate-collections/{id}, with or without the client marker header. */
  collection(id: number, options?: { readonly withClientHeader?: boolean }): Promise<EstateCollection | null>;
}
