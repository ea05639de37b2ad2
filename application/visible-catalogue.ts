import type { PriceChange } from '../domain/alerts/estate-change';
import type { Estate, SalesRep } from '../domain/estate/estate';
import type { GroupCounts } from '../domain/grouping/group-estates';
import type { Grouping } from '../domain/grouping/grouping';
import type { PropertyFilterData } from '../domain/search/filter-data';
import type { SearchBody } from '../domain/search/search-body';
import type { Locale } from '../domain/shared/locale';
import { withoutHiddenStatuses } from '../domain/site/hidden-status';
import { visibleEstates, type HiddenStatus } from '../domain/visibility/site-visibility';
import type { EstateCatalogue, EstateCollection, SearchResult } from './ports/estate-catalogue';
import type { SiteDirectory } from './ports/site-directory';
import type { VisitorRequests } from './ports/visitor-requests';

/**
 * Issue 19 item 2, §5 in one place: the catalogue as the site's visitors may see it. Every search, count and
 * filter value is asked with the site's hidden statuses taken out of the body (totals and paging stay right),
 * and whatever a backend still sends that §5 hides is dropped: a hidden estate or group is not found, a
 * project keeps only its shown units. The composition root binds it once per site (infrastructure/container);
 * no query or page applies §5 itself. The settings come from the SiteDirectory, which keeps them (§1).
 */
export class VisibleCatalogue implements EstateCatalogue {
  readonly groupCounts?: (body: SearchBody, grouping: Grouping, locale?: Locale) => Promise<GroupCounts>;
  readonly searchHits?: (body: SearchBody, locale?: Locale) => Promise<SearchResult>;

  constructor(
    private readonly catalogue: EstateCatalogue,
    private readonly directory: Pick<SiteDirectory, 'site'>,
  ) {
    // Optional in the port: a backend that cannot count groups stays one that cannot.
    const counts = catalogue.groupCounts?.bind(catalogue);
    if (counts) this.groupCounts = async (body, grouping, locale) => counts(await this.narrowed(body), grouping, locale);
    const hits = catalogue.searchHits?.bind(catalogue);
    if (hits) this.searchHits = async (body, locale) => this.visible(body, (narrowed) => hits(narrowed, locale));
  }

  private async hidden(): Promise<HiddenStatus> {
    return (await this.directory.site()).settings.hiddenStatus;
  }

  private async narrowed(body: SearchBody): Promise<SearchBody> {
    return withoutHiddenStatuses(body, await this.hidden());
  }

  private async shown(estate: Promise<Estate | null>): Promise<Estate | null> {
    const [found, hidden] = await Promise.all([estate, this.hidden()]);
    return found && (visibleEstates([found], hidden)[0] ?? null);
  }

  search(body: SearchBody, locale?: Locale): Promise<SearchResult> {
    return this.visible(body, (narrowed) => this.catalogue.search(narrowed, locale));
  }

  /** A search without the hidden statuses, and of its hits what §5 still hides dropped. */
  private async visible(body: SearchBody, search: (narrowed: SearchBody) => Promise<SearchResult>): Promise<SearchResult> {
    const hidden = await this.hidden();
    const result = await search(withoutHiddenStatuses(body, hidden));
    return { total: result.total, results: visibleEstates(result.results, hidden) };
  }

  async searchList(body: SearchBody, locale?: Locale): Promise<readonly Estate[]> {
    const hidden = await this.hidden();
    return visibleEstates(await this.catalogue.searchList(withoutHiddenStatuses(body, hidden), locale), hidden);
  }

  async filterValues(body: SearchBody, locale?: Locale): Promise<PropertyFilterData> {
    return this.catalogue.filterValues(await this.narrowed(body), locale);
  }

  estate(id: number, locale?: Locale): Promise<Estate | null> {
    return this.shown(this.catalogue.estate(id, locale));
  }

  estateGroup(id: number, locale?: Locale): Promise<Estate | null> {
    return this.shown(this.catalogue.estateGroup(id, locale));
  }

  alternativeSourceEstate(id: number, locale?: Locale): Promise<Estate | null> {
    return this.shown(this.catalogue.alternativeSourceEstate(id, locale));
  }

  contactInfo(id: number): Promise<SalesRep | null> {
    return this.catalogue.contactInfo(id);
  }

  priceHistory(id: number): Promise<readonly PriceChange[]> {
    return this.catalogue.priceHistory(id);
  }

  collection(id: number, options?: { readonly withClientHeader?: boolean }): Promise<EstateCollection | null> {
    return this.catalogue.collection(id, options);
  }

  /** §7 similar estates come through the visitor requests port: the same rule. */
  async similarEstates(requests: Pick<VisitorRequests, 'similarEstates'>, estateId: number, locale: Locale): Promise<readonly Estate[]> {
    const [similar, hidden] = await Promise.all([requests.similarEstates(estateId, locale), this.hidden()]);
    return visibleEstates(similar, hidden);
  }
}

/**
 * The visitor requests with their one estate answer, similar estates, seen through the same decorator: the other
 * requests (forms, subscriptions, city search) pass as they are, on the adapter itself.
 */
export function visibleRequests(requests: VisitorRequests, catalogue: Pick<VisibleCatalogue, 'similarEstates'>): VisitorRequests {
  const similarEstates = (estateId: number, locale: Locale) => catalogue.similarEstates(requests, estateId, locale);
  return new Proxy(requests, {
    get(target, key) {
      if (key === 'similarEstates') return similarEstates;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
