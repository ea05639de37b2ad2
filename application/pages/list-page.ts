import { listHeading, type ListHeading } from '../../domain/search/list-heading';
import { cityNameIn } from '../../domain/display/city-name';
import { listCards, type ListCard } from '../../domain/display/list-card';
import { HEAD_TYPE_ID } from '../../domain/enumerations/head-types';
import type { Estate } from '../../domain/estate/estate';
import type { GroupCounts } from '../../domain/grouping/group-estates';
import type { Grouping } from '../../domain/grouping/grouping';
import { listCardGroups } from '../../domain/grouping/list-groups';
import { routePath } from '../../domain/routing/routes';
import { EMPTY_FILTER_VALUES, filterValuesOf, type FilterValues } from '../../domain/search/shown-filter-values';
import type { ListFilter } from '../../domain/search/list-filter';
import { withCities } from '../../domain/search/list-filter-updaters';
import { listSearch, loadMoreHref } from '../../domain/search/list-url';
import { hasMorePages, PAGE_SIZE } from '../../domain/search/pagination';
import { buildSearchBody, type SearchBody } from '../../domain/search/search-body';
import { resolveTypedCity, typedCitySearchText } from '../../domain/search/typed-city';
import { LOCALES, type Locale, type Translated } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import type { SearchResult } from '../ports/estate-catalogue';
import { searchHits } from '../search-hits';
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
  /** The §2 filters and the grouping, as the domain read them from the page's address (list-url.ts). */
  readonly filter: ListFilter;
  readonly grouping: Grouping | null;
  /**
   * §2 city typed in the filter form without JavaScript (the `city-name` field), when the address has one: it
   * replaces the filter's cities. The page ships no list of every city for a plain select (issue 8).
   */
  readonly cityText?: string;
  /** How many pages of 15 the address asks for (`?pages=n`, issue 13 item 8: "load more" survives a reload); default 1. */
  readonly pages?: number;
  /** The address's parameters that are not the list's (the map view, a campaign tag): "load more" keeps them. */
  readonly otherParams?: string;
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

/** A group heading of the list (§1, §9) and the ids of its cards, in their order. */
export interface ListGroupView {
  readonly key: string;
  readonly label: string;
  /** The whole group's hits (issue 13 item 2), equal to the filter's count for the same value; null: not known. */
  readonly count: number | null;
  readonly cardIds: readonly string[];
}

/**
 * Issue 19 item 1, the list page's complete view, the same for every front-end and plain JSON: what was asked,
 * the cards with their price line decided, the counts, the group headings, the filter values and the addresses
 * of "load more" and of this list in every language. The browser's stores start from it.
 */
export interface ListView {
  readonly locale: Locale;
  readonly filter: ListFilter;
  readonly grouping: Grouping | null;
  /** The first page could not be loaded (§8): the page says so (and answers 503). */
  readonly failed: boolean;
  /** The one city the filter narrows the list to, named in the page's language. */
  readonly city: CityChoice | undefined;
  /** The page's heading and title: its transaction and its city (domain/search/list-heading.ts). */
  readonly heading: ListHeading;
  /** Only when the address carried a typed city (ListInput.cityText). */
  readonly typedCity?: TypedCityOutcome;
  /** Every hit of the search; `cards` holds the first pages of them. */
  readonly total: number;
  readonly cards: readonly ListCard[];
  /** With a grouping: every group's hits, from the same search (issue 13 item 2); null when not grouped or not known. */
  readonly groupCounts: GroupCounts | null;
  /** With a grouping: the cards under their headings, each heading with its whole group's count. */
  readonly groups: readonly ListGroupView[] | null;
  /** The choices the filter leaves, without locations: the city field searches them (issue 8). */
  readonly filterValues: FilterValues;
  /** The filter values could not be loaded (§8): the filters show no counts. */
  readonly filterValuesFailed: boolean;
  readonly urls: {
    /** The address of one page more, leading to its first new card; null when every card is shown or past the last page an address may ask for. */
    readonly loadMore: string | null;
    /** This list (filters and grouping, the first page) in every language. */
    readonly languages: Readonly<Record<Locale, string>>;
  };
}

type Deps = Pick<CoreDeps, 'catalogue' | 'logger' | 'requests'>;

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
 * §4 filter values of the filter's search, each type with the projects among its hits (issue 20 item 3: the same
 * search with the Project type instead of the chosen ones); without that count, no split. §8: failing, none.
 */
async function loadFilterValues(deps: Deps, filter: ListFilter, locale: Locale): Promise<FilterValues | null> {
  const { catalogue, logger } = deps;
  const values = catalogue.filterValues(buildSearchBody({ filter }), locale);
  const projects = catalogue.filterValues(buildSearchBody({ filter: { ...filter, types: [HEAD_TYPE_ID.PROJECT] } }), locale).then(
    (found) => ({ ok: true as const, types: found.headTypes }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  try {
    const data = await values;
    const split = await projects;
    // Only this count failing (the filter values came): the types keep their counts, without the split.
    if (!split.ok) logger.error('Counting the projects per type failed', split.error);
    return filterValuesOf(data, split.ok ? split.types : []);
  } catch (error) {
    logger.error('Loading filter values failed', error);
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

/** The first `pages` pages of the list's search (§4, issue 13 item 8); null when the backend fails (§8: the page says so, answered 503). */
async function firstPages(deps: Deps, body: SearchBody, locale: Locale): Promise<SearchResult | null> {
  try {
    return await searchHits(deps.catalogue, body, locale);
  } catch {
    return null;
  }
}

/**
 * §2 list page: the filters (and grouping) → the first page of 15 (or the first `pages` pages), the filter values and,
 * grouped, every group's count, as the page's whole view. The filter passes as an argument from the address to the
 * catalogue: one search body (domain), one port; §5 is the port's (application/visible-catalogue.ts). A backend that
 * fails is a page that says so (§8), not an error page.
 */
export async function listPage(deps: Deps, input: ListInput): Promise<PageResult<ListView>> {
  const { locale, grouping, pages = 1 } = input;
  const typed = input.cityText === undefined ? undefined : await applyTypedCity(deps, input.filter, input.cityText, locale);
  const filter = typed?.filter ?? input.filter;
  const body = (page: { from: number; size: number }) => buildSearchBody({ filter, ...(grouping && { grouping }), ...page });
  const [found, values, groupCounts] = await Promise.all([
    firstPages(deps, body({ from: 0, size: PAGE_SIZE * Math.max(1, pages) }), locale),
    loadFilterValues(deps, filter, locale),
    grouping ? countGroups(deps, body({ from: 0, size: 0 }), grouping, locale) : null,
  ]);
  const failed = found === null;
  const estates = found?.results ?? [];
  const total = found?.total ?? 0;
  const address = listSearch({ filter, grouping });
  const counts = failed ? null : groupCounts;
  const city = failed ? undefined : await cityOfFilter(deps, filter, estates, locale);
  // The page ships cards, each in its group when grouped (domain/display/list-card.ts), not the estates.
  const cards = listCards(estates, locale, { grouping });
  return page({
    locale,
    filter,
    grouping,
    failed,
    city,
    heading: listHeading(filter, city),
    ...(typed?.typedCity && { typedCity: typed.typedCity }),
    total,
    cards,
    groupCounts: counts,
    groups: grouping
      ? listCardGroups(cards, grouping, counts).map((group) => ({
          key: group.key,
          label: group.label,
          count: group.count,
          cardIds: group.estates.map((entry) => entry.card.id),
        }))
      : null,
    // No locations: the city field searches them (§7 search-city); 443 cities were half the page's data (issue 8).
    filterValues: values ? { ...values, locations: [] } : EMPTY_FILTER_VALUES,
    filterValuesFailed: values === null,
    urls: {
      loadMore: hasMorePages(estates.length, total) ? loadMoreHref(routePath('list', locale), listSearch({ filter, grouping }, new URLSearchParams(input.otherParams)), estates.length) : null,
      languages: Object.fromEntries(LOCALES.map((other) => [other, `${routePath('list', other)}${address}`])) as Record<Locale, string>,
    },
  });
}
