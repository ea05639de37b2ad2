import { toCardEstate } from '../../domain/display/card-estate';
import { cityNameIn } from '../../domain/display/city-name';
import type { Estate } from '../../domain/estate/estate';
import type { GroupCounts } from '../../domain/grouping/group-estates';
import type { Grouping } from '../../domain/grouping/grouping';
import type { ListFilter } from '../../domain/search/list-filter';
import { withCities } from '../../domain/search/list-filter-updaters';
import { buildSearchBody, type SearchBody } from '../../domain/search/search-body';
import { resolveTypedCity, typedCitySearchText } from '../../domain/search/typed-city';
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

/** A city as the filter shows it, named in the page's language (§3 alias): from the estates, the filter values or the city search. */
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
  /**
   * §2 city typed in the filter form without JavaScript (the `city-name` field), when the address has one: it
   * replaces the filter's cities. The page ships no list of every city for a plain select (issue 8).
   */
  readonly cityText?: string;
  /** How many pages of 15 the address asks for (`?pages=n`, issue 13 item 8: "load more" survives a reload); default 1. */
  readonly pages?: number;
}

/**
 * The typed city (ListInput.cityText): `resolved` when the text named one city, now the filter's, so the
 * adapter can answer with the canonical address; else the cities the visitor may have meant (none found:
 * empty), the list then unfiltered by city. An empty field has no outcome: the list of every city.
 */
export type TypedCityOutcome =
  | { readonly kind: 'resolved' }
  | { readonly kind: 'unresolved'; readonly text: string; readonly choices: readonly CityChoice[] };

/** How many cities a typed name that fits several offers to choose from. */
export const TYPED_CITY_CHOICES = 10;

/** What the list page renders: the first page(s) of card-sized estates and the filter values, as the page's stores start. */
export interface ListView {
  readonly locale: Locale;
  readonly filter: ListFilter;
  readonly grouping: Grouping | null;
  /** The first page could not be loaded (§8): the page says so (and answers 503). */
  readonly failed: boolean;
  /** The one city the filter narrows the list to, named in the page's language. */
  readonly city: CityChoice | undefined;
  /** Only when the address carried a typed city (ListInput.cityText). */
  readonly typedCity?: TypedCityOutcome;
  readonly list: EstateListState;
  /** The filter state and values; the values carry no locations (the city field searches them, issue 8). */
  readonly filters: FiltersState;
  /** With a grouping: every group's hits, from the same search (issue 13 item 2); null when the backend cannot count them. */
  readonly groupCounts: GroupCounts | null;
}

type Deps = Pick<CoreDeps, 'catalogue' | 'directory' | 'logger' | 'requests'>;

/** A city for the page: its name in the page's language, no other languages (issue 8: the page ships what it shows). */
const choiceIn =
  (locale: Locale) =>
  (city: CityChoice): CityChoice => ({ id: city.id, name: cityNameIn(city, locale), ...(city.zip && { zip: city.zip }) });

/**
 * The one city the filter narrows the list to. The estates carry the city with its translations; a shared
 * link whose city has no results for these filters is named from the city's own filter values.
 */
async function cityOfFilter(deps: Deps, filter: ListFilter, estates: readonly Estate[], locale: Locale): Promise<CityChoice | undefined> {
  const [only, ...others] = filter.cities ?? [];
  if (only === undefined || others.length > 0) return undefined;
  const inResults = estates.map((estate) => estate.address?.city).find((city) => city?.id === only);
  if (inResults) return choiceIn(locale)(inResults);
  try {
    const values = await deps.catalogue.filterValues(buildSearchBody({ filter: { cities: [only] } }), locale);
    const city = values.locations.find((location) => location.id === only);
    return city && choiceIn(locale)(city);
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
 * §2 the typed city → the filter's city. A failing city search is a city not found: the list still shows,
 * unfiltered by city, and the field keeps what the visitor typed.
 */
async function applyTypedCity(deps: Deps, filter: ListFilter, text: string, locale: Locale): Promise<{ filter: ListFilter; typedCity?: TypedCityOutcome }> {
  // An empty field is the form's 'every city', as the plain select's empty choice was: nothing to resolve.
  if (text.trim() === '') return { filter: withCities(filter, []) };
  let found: readonly CityChoice[] = [];
  try {
    found = await deps.requests.searchCity(typedCitySearchText(text), locale);
  } catch (error) {
    deps.logger.error('Looking up a typed city failed', error);
  }
  const outcome = resolveTypedCity(text, found);
  if (outcome.kind === 'one') return { filter: withCities(filter, [outcome.city.id]), typedCity: { kind: 'resolved' } };
  const choices = outcome.kind === 'several' ? outcome.cities.slice(0, TYPED_CITY_CHOICES).map(choiceIn(locale)) : [];
  return { filter: withCities(filter, []), typedCity: { kind: 'unresolved', text: text.trim(), choices } };
}

/**
 * §2 list page: the filters (and grouping) → the first page of 15 (or the first `pages` pages) and the filter values,
 * §5 hidden statuses excluded. A backend that fails is a page that says so (§8), not an error page.
 */
export async function listPage(deps: Deps, input: ListInput): Promise<PageResult<ListView>> {
  const { locale, grouping, pages = 1 } = input;
  const typed = input.cityText === undefined ? undefined : await applyTypedCity(deps, input.filter, input.cityText, locale);
  const filter = typed?.filter ?? input.filter;
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
      new ChangeListFilter(listDeps).execute({ filter, grouping, pages }),
      new LoadFilterValues({ catalogue: deps.catalogue, filters, siteSettings, logger: deps.logger, locale }).execute(),
    ]);
    failed = !list.ok;
  }
  const loaded = estateList.getSnapshot();
  const all = filters.getSnapshot();
  const groupCounts = grouping && !failed ? await countGroups(deps, listSearchBody(loaded, siteSettings.getSnapshot().hiddenStatus, { from: 0, size: 0 }), grouping, locale) : null;
  return page({
    locale,
    filter,
    grouping,
    failed,
    city: failed ? undefined : await cityOfFilter(deps, filter, loaded.estates, locale),
    ...(typed?.typedCity && { typedCity: typed.typedCity }),
    // The page ships card-sized estates: a fraction of the whole documents, same cards.
    list: { ...loaded, estates: loaded.estates.map((estate) => toCardEstate(estate, locale)) },
    // No locations: the city field searches them (§7 search-city); 443 cities were half the page's data (issue 8).
    filters: { ...all, values: { ...all.values, locations: [] } },
    groupCounts,
  });
}
