import type { Container } from 'inversify';
import { toCardEstate } from '../../../domain/display/card-estate';
import type { Estate } from '../../../domain/estate/estate';
import type { ListFilter } from '../../../domain/search/list-filter';
import { buildSearchBody } from '../../../domain/search/search-body';
import type { Locale } from '../../../domain/shared/locale';
import type { PageSeeds } from '../../../infrastructure/container/bind-scopes';
import { resolve } from '../../../infrastructure/container/create-container';
import type { CityChoice } from './city-search';
import { readListUrl, type ListUrlState } from './list-url';

/** What the list page renders from: the URL's state, the page's store snapshots and the URL's city. */
export interface ListPageData {
  readonly locale: Locale;
  readonly state: ListUrlState;
  /** The first page could not be loaded (§8). */
  readonly failed: boolean;
  readonly city: CityChoice | undefined;
  readonly seeds: Required<Pick<PageSeeds, 'estateList' | 'filters'>>;
}

/** Runs the list's use-cases for the URL's state; false when the estates could not be loaded (§8). */
async function loadList(container: Container, { filter, grouping }: ListUrlState): Promise<boolean> {
  const filters = resolve(container, 'filters');
  filters.dispatch({ type: 'filterQuerySet', filterQuery: filter });
  filters.dispatch({ type: 'optionsSet', options: { grouping } });
  const [list] = await Promise.all([
    resolve(container, 'changeListFilter').execute({ filter, grouping }),
    resolve(container, 'loadFilterValues').execute(),
  ]);
  return list.ok;
}

const choice = ({ id, name, zip, alias }: CityChoice): CityChoice => ({ id, name, ...(zip && { zip }), ...(alias && { alias }) });

/**
 * The one city the URL narrows the list to, with its name in every language. The estates carry the city
 * with its translations; a shared link whose city has no results for these filters is named from the
 * city's own filter values.
 */
async function cityOfUrl(container: Container, filter: ListFilter, estates: readonly Estate[], locale: Locale): Promise<CityChoice | undefined> {
  const [only, ...others] = filter.cities ?? [];
  if (only === undefined || others.length > 0) return undefined;
  const inResults = estates.map((estate) => estate.address?.city).find((city) => city?.id === only);
  if (inResults) return choice(inResults);
  try {
    const values = await resolve(container, 'catalogue').filterValues(buildSearchBody({ filter: { cities: [only] } }), locale);
    const city = values.locations.find((location) => location.id === only);
    return city && choice(city);
  } catch {
    return undefined; // only the name is missing: the filter itself still works
  }
}

/** §2 list page: the URL's filters (and grouping) → the first page of 15 and the filter values. */
export async function loadListPage(container: Container, locale: Locale, url: URL): Promise<ListPageData> {
  const state = readListUrl(url.searchParams);
  const ok = await loadList(container, state);
  const loaded = resolve(container, 'estateList').getSnapshot();
  // The page ships card-sized estates: a fraction of the whole documents, same cards.
  const estateList = { ...loaded, estates: loaded.estates.map(toCardEstate) };
  const allFilters = resolve(container, 'filters').getSnapshot();
  // The city choices need no coordinates (the map loads its own markers): a lighter page to ship.
  const locations = allFilters.values.locations.map(({ lat: _lat, lon: _lon, ...city }) => city);
  const filters = { ...allFilters, values: { ...allFilters.values, locations } };
  const city = await cityOfUrl(container, state.filter, loaded.estates, locale);
  return { locale, state, failed: !ok, city, seeds: { estateList, filters } };
}
