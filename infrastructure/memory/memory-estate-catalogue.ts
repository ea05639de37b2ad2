import type { PriceChange, RecordedChange } from '../../domain/alerts/estate-change';
import type { Estate } from '../../domain/estate/estate';
import { countGroups, type GroupCounts } from '../../domain/grouping/group-estates';
import type { Grouping } from '../../domain/grouping/grouping';
import type { SearchBody } from '../../domain/search/search-body';
import { evaluateSearch, matchingUnitsOf } from '../../domain/search/search-evaluation';
import { searchUnits } from '../../domain/search/search-field-value';
import type { SearchQuery } from '../../domain/search/search-query';
import { countTableChoices } from '../../domain/search/table-choices';
import type { EstateCatalogue, EstateCollection, SearchResult } from '../../application/ports/estate-catalogue';
import { aggregateFilterData } from './filter-data-aggregation';

/**
 * The estate catalogue held in memory: a real adapter for tests, demos and other front-ends. Estates are
 * search groups (a property, or a project with `children`). Set `failWith` to make every call reject.
 */
export class MemoryEstateCatalogue implements EstateCatalogue {
  failWith: Error | null = null;
  /** Issue 11 price history: what writes recorded (see MemoryEstateHistory), oldest first. */
  readonly changes: RecordedChange[] = [];

  constructor(
    private groups: readonly Estate[] = [],
    private readonly collections: readonly EstateCollection[] = [],
  ) {}

  replaceAll(groups: readonly Estate[]): void {
    this.groups = groups;
  }

  private guard(): void {
    if (this.failWith) throw this.failWith;
  }

  async search(body: SearchBody): Promise<SearchResult> {
    this.guard();
    return evaluateSearch(this.groups, body);
  }

  async searchList(body: SearchBody): Promise<readonly Estate[]> {
    return (await this.search(body)).results;
  }

  async groupCounts(body: SearchBody, grouping: Grouping): Promise<GroupCounts> {
    this.guard();
    return countGroups(evaluateSearch(this.groups, { ...body, from: 0, size: this.groups.length }).results, grouping);
  }

  async filterValues(body: SearchBody) {
    this.guard();
    const hits = this.groups
      .map((group) => ({ units: matchingUnitsOf(group, body.query), inProject: searchUnits(group)[0] !== group }))
      .filter((hit) => hit.units.length > 0);
    const hitsOf = (query: SearchQuery) => this.groups.filter((group) => matchingUnitsOf(group, query).length > 0).length;
    return { ...aggregateFilterData(hits), tableChoices: countTableChoices(body.query, hitsOf) };
  }

  private allUnits(): Estate[] {
    return this.groups.flatMap((group) => [group, ...(group.children ?? [])]);
  }

  async estate(id: number): Promise<Estate | null> {
    this.guard();
    return this.allUnits().find((e) => Number(e.general.id) === id) ?? null;
  }

  async estateGroup(id: number): Promise<Estate | null> {
    this.guard();
    return this.groups.find((g) => Number(g.general.id) === id) ?? null;
  }

  async contactInfo(id: number) {
    return (await this.estate(id))?.contact ?? null;
  }

  async alternativeSourceEstate(id: number): Promise<Estate | null> {
    const estate = await this.estate(id);
    return estate?.general.skarabeeGuid ? estate : null;
  }

  async priceHistory(id: number): Promise<readonly PriceChange[]> {
    this.guard();
    return this.changes
      .filter((change): change is RecordedChange & PriceChange => change.kind === 'price' && change.estateId === id)
      .map(({ estateId, at, from, to }) => ({ kind: 'price', estateId, at, from, to }));
  }

  async collection(id: number): Promise<EstateCollection | null> {
    this.guard();
    return this.collections.find((c) => c.id === id) ?? null;
  }
}
