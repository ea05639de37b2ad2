import { holidayTowns, type HolidayTown, type TownCentre } from '../../domain/rental/holiday-map';
import { holidayCriteria, holidaySearchQuery, MAX_HOLIDAY_PAGES, nextFreePeriod, type HolidaySearch } from '../../domain/rental/holiday-search';
import { rentalCard, type RentalCard } from '../../domain/rental/rental-card';
import { rentalName } from '../../domain/rental/rental-text';
import type { RentalName, RentalUnit } from '../../domain/rental/rental-unit';
import { routePath } from '../../domain/routing/routes';
import { withoutEmptyParameters } from '../../domain/routing/canonical-query';
import { buildSearchBody } from '../../domain/search/search-body';
import { PAGE_SIZE } from '../../domain/search/pagination';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { page, pageQuery, redirectTo, type PageResult } from './page-result';

/** One choice of a filter: the §3 filter data's id (or value) and how many units have it. */
export interface HolidayChoice<Value = number> {
  readonly value: Value;
  readonly count: number;
}

/** A choice with a name (a region, town or kind): its words in the page's language, else its id (issue 19: decided here, not in React). */
export interface NamedHolidayChoice extends HolidayChoice {
  readonly label: string;
}

/** The values each filter offers, from §7 POST /rental-units/filters for the current choice (§4 filter loading). */
export interface HolidayChoices {
  /** By their label in the page's language. */
  readonly locations: readonly NamedHolidayChoice[];
  readonly cities: readonly NamedHolidayChoice[];
  readonly kinds: readonly NamedHolidayChoice[];
  /** "At least n guests", n from 1 to the largest max occupation found. */
  readonly guests: readonly number[];
  readonly periodTypes: readonly HolidayChoice<string>[];
  /** Days on which a free period starts, from tomorrow on (§3 periodStartDates). */
  readonly arrivals: readonly string[];
  /** The first arrival and last departure day of the free periods (§3 periodDates): the bounds of the date fields. */
  readonly firstDay?: string;
  readonly lastDay?: string;
}

/** The map view: every matching unit (up to MAP_UNIT_LIMIT) at its town's centre, §3 giving units no coordinates. */
export interface HolidayMap {
  readonly towns: readonly HolidayTown<RentalCard>[];
  /** Units whose town no source places: listed under the map, not on it. */
  readonly unplaced: readonly RentalCard[];
  /** More matched than the map shows. */
  readonly capped: boolean;
}

export interface HolidayListView {
  readonly search: HolidaySearch;
  readonly total: number;
  /** The list view's cards (pages × 15), each with its next free period; empty in the map view. */
  readonly cards: readonly RentalCard[];
  readonly choices: HolidayChoices;
  /** The address that shows one page more, while there is more (§4 "load more"). */
  readonly moreHref?: string;
  /** The same filter as a list and on the map: the view switch is a pair of links (no script needed). */
  readonly listHref: string;
  readonly mapHref: string;
  readonly map?: HolidayMap;
}

type Deps = Pick<CoreDeps, 'rentals' | 'catalogue' | 'clock' | 'logger'>;

/** A map shows at most this many units; a filter narrows it down. */
export const MAP_UNIT_LIMIT = 300;
/** The arrival choice lists at most this many days. */
const MAX_ARRIVALS = 120;

/** Today in Brussels, as an ISO day: a period starting today has started for a guest in Belgium. */
const brusselsDay = (now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);

function choicesOf(filters: Awaited<ReturnType<Deps['rentals']['filters']>>, search: HolidaySearch, today: string, locale: Locale): HolidayChoices {
  const named = (buckets: readonly { id: number; name?: RentalName; count: number }[], chosen: number | undefined): NamedHolidayChoice[] => {
    // The chosen value stays a choice even when the backend no longer lists it (a shared link, a full period).
    const all = chosen === undefined || buckets.some((bucket) => bucket.id === chosen) ? buckets : [...buckets, { id: chosen, count: 0 }];
    return all
      .map((bucket) => ({ value: bucket.id, label: rentalName(bucket.name, locale) || String(bucket.id), count: bucket.count }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  };
  const most = Math.max(0, ...filters.maxOccupations.map((bucket) => bucket.value), search.guests ?? 0);
  const future = (day: string) => day > today;
  const stays = filters.periodDates.map((bucket) => bucket.value.split('/')).filter(([start, end]) => start && end && future(start));
  const firstDay = stays.map(([start]) => start!).sort()[0];
  const lastDay = stays.map(([, end]) => end!).sort().at(-1);
  const types = filters.periodTypes.map((bucket) => ({ value: bucket.value, count: bucket.count }));
  const arrivals = [...new Set(filters.periodStartDates.map((bucket) => bucket.value).filter(future))].sort().slice(0, MAX_ARRIVALS);
  return {
    locations: named(filters.locations, search.location),
    cities: named(filters.cities, search.city),
    kinds: named(filters.subKinds, search.kind),
    guests: Array.from({ length: Math.min(most, 50) }, (_, index) => index + 1),
    periodTypes: search.periodType && !types.some((type) => type.value === search.periodType) ? [...types, { value: search.periodType, count: 0 }] : types,
    arrivals: search.arrival && !arrivals.includes(search.arrival) ? [...arrivals, search.arrival].sort() : arrivals,
    ...(firstDay && { firstDay }),
    ...(lastDay && { lastDay }),
  };
}

/**
 * The towns' centres the map can use: those the rental filter data gives (§3 cities), and, for the towns of
 * units still without one, the property filter data's locations (§3 locations carry lat/lon). Those are optional:
 * without them the units stay off the map and are listed.
 */
async function townCentres(deps: Deps, units: readonly RentalUnit[], cities: readonly TownCentre[], locale: Locale): Promise<readonly TownCentre[]> {
  const known = cities.filter((city) => city.lat !== undefined && city.lon !== undefined);
  const placed = (unit: RentalUnit) =>
    (unit.general.city?.lat !== undefined && unit.general.city.lon !== undefined) || known.some((city) => city.id === unit.general.city?.id || city.name === unit.general.city?.name);
  if (units.every(placed)) return known;
  try {
    const values = await deps.catalogue.filterValues(buildSearchBody({ filter: {}, size: 0 }), locale);
    return [...known, ...values.locations.filter((location) => location.lat !== undefined && location.lon !== undefined) as TownCentre[]];
  } catch (error) {
    deps.logger.error('Loading town centres for the holiday map failed', error);
    return known;
  }
}

/**
 * Issue 12 item 1: the holiday rentals list (§1 browse rental units) with the §3 filters in the URL, the §7
 * POST /rental-units search and POST /rental-units/filters, pages of 15 (§9) with each unit's next free period,
 * or the same search on a map of the units' towns.
 */
export function holidayListPage(
  deps: Deps,
  { locale, search, query }: { readonly locale: Locale; readonly search: HolidaySearch; /** The address's query string, as asked. */ readonly query?: string },
): Promise<PageResult<HolidayListView>> {
  const { rentals, clock } = deps;
  return pageQuery(deps.logger, 'the holiday rentals', async () => {
    // Issue 20: the filter form left on "any" sends empty fields; the address keeps only the chosen ones.
    const cleaned = query === undefined ? null : withoutEmptyParameters(query);
    if (cleaned !== null) return redirectTo(`${routePath('holidayList', locale)}${cleaned}`, 301);
    const criteria = holidayCriteria(search);
    const onMap = search.view === 'map';
    const size = onMap ? MAP_UNIT_LIMIT : search.pages * PAGE_SIZE;
    const [found, filters] = await Promise.all([rentals.search({ ...criteria, from: 0, size }, locale), rentals.filters(criteria, locale)]);
    const today = brusselsDay(clock.now());
    const base = routePath('holidayList', locale);
    const views = {
      listHref: `${base}${holidaySearchQuery({ ...search, view: 'list', pages: 1 })}`,
      mapHref: `${base}${holidaySearchQuery({ ...search, view: 'map', pages: 1 })}`,
    };
    const choices = choicesOf(filters, search, today, locale);
    if (onMap) {
      const centres = await townCentres(deps, found.results, filters.cities as readonly TownCentre[], locale);
      const entries = found.results.map((unit) => ({ unit, item: rentalCard(unit, locale) }));
      const { towns } = holidayTowns(entries, centres);
      const placed = new Set(towns.flatMap((town) => town.units.map((card) => card.id)));
      return page<HolidayListView>({
        search,
        total: found.total,
        cards: [],
        choices,
        ...views,
        map: { towns, unplaced: entries.filter((entry) => !placed.has(entry.unit.id)).map((entry) => entry.item), capped: found.total > found.results.length },
      });
    }
    const cards = await Promise.all(
      found.results.map(async (unit) => rentalCard(unit, locale, nextFreePeriod(await rentals.periods(unit.id), today, search))),
    );
    // An address asks for at most MAX_HOLIDAY_PAGES pages: past them, a narrower filter.
    const more = found.results.length < found.total && found.results.length === size && search.pages < MAX_HOLIDAY_PAGES;
    return page<HolidayListView>({
      search,
      total: found.total,
      cards,
      choices,
      ...views,
      ...(more && { moreHref: `${base}${holidaySearchQuery({ ...search, pages: search.pages + 1 })}` }),
    });
  });
}
