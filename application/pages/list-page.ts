import { toCardEstate } from '../../domain/display/card-estate';
import { byCityNameIn } from '../../domain/display/city-name';
import type { Estate } from '../../domain/estate/estate';
import type { GroupCounts } from '../../domain/grouping/group-estates';
import type { Grouping } from '../../domain/grouping/grouping';
import type { ListFilter } from '../../domain/search/list-filter';
import { buildSearchBody, type SearchBody } from '../../domain/search/search-body';
import type { Locale, Translated } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { hiddenStatusOf } from '../site-settings';
import { createEstateListStore, type EstateListState } from '../stores/estate-list-store';
import { createFiltersStore, type FiltersState } from '../stores/filters-store';
import { createSiteSettingsStore } from '../stores/site-settings-store';
import { ChangeListFilter } from '../use-cases/estate-list/change-list-filter';
import { listSearchBody } from '../use-cases/estate-list/list-search-body';
import { LoadFilterValues } from '../use-cases/filters/load-filter-values';
import { page, type PageResult } from './page-result';

/** A city as the filter shows it: from the filter values (§3 locations) or from the city search. */
export interface CityChoice {
  readonly id: number;
  readonly name: string;
  readonly zip?: string;
  readonly alias?: Partial<Translated>;
}

export interface ListInput {
  readonly locale: Locale;
  /** The §2 filters and the grouping, as read from the page's address. */
  readonly filter: ListFilter;
  readonly grouping: Grouping | null;
}

/** What the list page renders: the first page of card-sized estates and the filter values, as the page's stores start. */
export interface ListView {
  readonly locale: Locale;
  readonly filter: ListFilter;
  readonly grouping: Grouping | null;
  /** The first page could not be loaded (§8): the page says so (and answers 503). */
  readonly failed: boolean;
  /** The one city the filter narrows the list to, with its name in every language. */
  readonly city: CityChoice | undefined;
  readonly list: EstateListState;
  readonly filters: FiltersState;
  /** With a grouping: every group's hits, from the same search (issue 13 item 2); null when the backend cannot count them. */
  readonly groupCounts: GroupCounts | null;
}

type Deps = Pick<CoreDeps, 'catalogue' | 'directory' | 'logger'>;

const choice = ({ id, name, zip, alias }: CityChoice): CityChoice => ({ id, name, ...(zip && { zip }), ...(alias && { alias }) });

/**
 * The one city the filter narrows the list to. The estates carry the city with its translations; a shared
 * link whose city has no results for these filters is named from the city's own filter values.
 */
async function cityOfFilter(deps: Deps, filter: ListFilter, estates: readonly Estate[], locale: Locale): Promise<CityChoice | undefined> {
  const [only, ...others] = filter.cities ?? [];
  if (only === undefined || others.length > 0) return undefined;
  const inResults = estates.map((estate) => estate.address?.city).find((city) => city?.id === only);
  if (inResults) return choice(inResults);
  try {
    const values = await deps.catalogue.filterValues(buildSearchBody({ filter: { cities: [only] } }), locale);
    const city = values.locations.find((location) => location.id === only);
    return city && choice(city);
  } catch {
    return undefined; // only the name is missing: the filter itself still works
  }
}

/** The groups' counts of the list's own search body; a backend without them (or failing) gives none. */
async function countGroups(deps: Deps, body: SearchBody, grouping: Grouping, locale: Locale): Promise<GroupCounts | null> {
  if (!deps.catalogue.groupCounts) return null;
  try {
    return await deps.catalogue.groupCounts(body, grouping, locale);
  } catch (error) {
    deps.logger.error('Counting the groups failed', error);
    return null;
  }
}

/**
 * §2 list page: the filters (and grouping) → the first page of 15 and the filter values, §5 hidden statuses
 * excluded. A backend that fails is a page that says so (§8), not an error page.
 */
export async function listPage(deps: Deps, { locale, filter, grouping }: ListInput): Promise<PageResult<ListView>> {
  const siteSettings = createSiteSettingsStore();
  let failed = false;
  try {
    siteSettings.dispatch({ type: 'settingsLoaded', settings: { hiddenStatus: await hiddenStatusOf(deps.directory) } });
  } catch (error) {
    deps.logger.error('Loading the site settings failed', error);
    failed = true;
  }
  const estateList = createEstateListStore();
  const filters = createFiltersStore();
  filters.dispatch({ type: 'filterQuerySet', filterQuery: filter });
  filters.dispatch({ type: 'optionsSet', options: { grouping } });
  if (!failed) {
    const listDeps = { catalogue: deps.catalogue, estateList, siteSettings, locale };
    const [list] = await Promise.all([
      new ChangeListFilter(listDeps).execute({ filter, grouping }),
      new LoadFilterValues({ catalogue: deps.catalogue, filters, siteSettings, logger: deps.logger, locale }).execute(),
    ]);
    failed = !list.ok;
  }
  const loaded = estateList.getSnapshot();
  const all = filters.getSnapshot();
  const groupCounts = grouping && !failed ? await countGroups(deps, listSearchBody(loaded, siteSettings.getSnapshot().hiddenStatus, { from: 0, size: 0 }), grouping, locale) : null;
  // The city choices need no coordinates (the map loads its own markers): a lighter page to ship.
  const locations = byCityNameIn(all.values.locations.map(({ lat: _lat, lon: _lon, ...city }) => city), locale);
  return page({
    locale,
    filter,
    grouping,
    failed,
    city: failed ? undefined : await cityOfFilter(deps, filter, loaded.estates, locale),
    // The page ships card-sized estates: a fraction of the whole documents, same cards.
    list: { ...loaded, estates: loaded.estates.map(toCardEstate) },
    filters: { ...all, values: { ...all.values, locations } },
    groupCounts,
  });
}
