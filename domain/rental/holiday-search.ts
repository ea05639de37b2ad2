import { MAX_PERSONS } from '../requests/rental-reservation';
import { VIEW_PARAM, type ResultsView } from '../search/list-url';
import type { RentalCriteria } from './rental-search';
import type { RentalPeriod } from './rental-unit';

/** The holiday list shows its units as cards (default) or on a map of their towns. */
export type HolidayView = ResultsView;

/**
 * The holiday rental list's filter as the URL carries it (issue 12 item 1, §3 rental filter data): place (region
 * and town), number of guests, kind, period type, arrival date and the dates of the stay, how many pages of 15
 * (§9) are shown ("load more" without JavaScript adds one) and the view.
 */
export interface HolidaySearch {
  readonly guests?: number;
  /** §3 locations: the holiday region's id. */
  readonly location?: number;
  /** §3 cities: the town's id. */
  readonly city?: number;
  /** §3 subKinds: the kind's id. */
  readonly kind?: number;
  /** §3 periodTypes: WEEK, WEEKEND, MIDWEEK… */
  readonly periodType?: string;
  /** ISO calendar date: only units with a free period starting that day. */
  readonly arrival?: string;
  /** ISO calendar dates: only units with a free period from `from` on that ends by `until`. */
  readonly from?: string;
  readonly until?: string;
  /** 1-based count of pages shown. */
  readonly pages: number;
  readonly view: HolidayView;
}

/** A visitor can ask for many pages, not for the whole catalogue in one answer. */
export const MAX_HOLIDAY_PAGES = 20;

/** The URL's parameter names, in the order a link writes them; the filter form names its fields with them. */
export const HOLIDAY_PARAM = {
  location: 'location',
  city: 'city',
  kind: 'kind',
  guests: 'guests',
  periodType: 'period',
  arrival: 'arrival',
  from: 'from',
  until: 'until',
  pages: 'pages',
  view: VIEW_PARAM,
} as const;

/** Every parameter the holiday list reads (issue 23 item 3: the page cache keys its pages by these alone). */
export const HOLIDAY_SEARCH_PARAMS: readonly string[] = Object.values(HOLIDAY_PARAM);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDay = (text: string): boolean => ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;
const PERIOD_TYPE = /^[A-Z][A-Z_]{0,31}$/;

const wholeIn = (text: string | null, min: number, max: number): number | undefined => {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};
const anId = (text: string | null): number | undefined => wholeIn(text, 1, 2_147_483_647);
const aDay = (text: string | null): string | undefined => (text && isIsoDay(text) ? text : undefined);

/** Reads the URL; what is not valid is left out rather than refused (a shared link keeps working). */
export function parseHolidaySearch(params: URLSearchParams): HolidaySearch {
  const guests = wholeIn(params.get(HOLIDAY_PARAM.guests), 1, MAX_PERSONS);
  const location = anId(params.get(HOLIDAY_PARAM.location));
  const city = anId(params.get(HOLIDAY_PARAM.city));
  const kind = anId(params.get(HOLIDAY_PARAM.kind));
  const periodType = params.get(HOLIDAY_PARAM.periodType) ?? '';
  const arrival = aDay(params.get(HOLIDAY_PARAM.arrival));
  const from = aDay(params.get(HOLIDAY_PARAM.from));
  const until = aDay(params.get(HOLIDAY_PARAM.until));
  return {
    ...(guests !== undefined && { guests }),
    ...(location !== undefined && { location }),
    ...(city !== undefined && { city }),
    ...(kind !== undefined && { kind }),
    ...(PERIOD_TYPE.test(periodType) && { periodType }),
    ...(arrival && { arrival }),
    ...(from && { from }),
    // A stay that ends before it starts is no stay: the end is dropped.
    ...(until && (!from || until > from) && { until }),
    pages: wholeIn(params.get(HOLIDAY_PARAM.pages), 1, MAX_HOLIDAY_PAGES) ?? 1,
    view: params.get(HOLIDAY_PARAM.view) === 'map' ? 'map' : 'list',
  };
}

/** Whether the visitor narrowed the list (any filter; the pages shown and the view are no filter). */
export const isHolidayFiltered = (search: HolidaySearch): boolean => holidaySearchQuery({ ...search, pages: 1, view: 'list' }) !== '';

/** The list without filters, in the same view: where "clear the filters" leads. */
export const withoutHolidayFilters = (search: HolidaySearch): string => holidaySearchQuery({ pages: 1, view: search.view });

/** The query string of a filter, in a stable order; page 1 and the list view are the defaults and left out. */
export function holidaySearchQuery(search: HolidaySearch): string {
  const params = new URLSearchParams();
  if (search.location !== undefined) params.set(HOLIDAY_PARAM.location, String(search.location));
  if (search.city !== undefined) params.set(HOLIDAY_PARAM.city, String(search.city));
  if (search.kind !== undefined) params.set(HOLIDAY_PARAM.kind, String(search.kind));
  if (search.guests !== undefined) params.set(HOLIDAY_PARAM.guests, String(search.guests));
  if (search.periodType) params.set(HOLIDAY_PARAM.periodType, search.periodType);
  if (search.arrival) params.set(HOLIDAY_PARAM.arrival, search.arrival);
  if (search.from) params.set(HOLIDAY_PARAM.from, search.from);
  if (search.until) params.set(HOLIDAY_PARAM.until, search.until);
  if (search.pages > 1) params.set(HOLIDAY_PARAM.pages, String(search.pages));
  if (search.view === 'map') params.set(HOLIDAY_PARAM.view, 'map');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** §7 the search and filter criteria of what the visitor chose. */
export function holidayCriteria(search: HolidaySearch): RentalCriteria {
  return {
    ...(search.guests !== undefined && { persons: search.guests }),
    ...(search.location !== undefined && { location: search.location }),
    ...(search.city !== undefined && { city: search.city }),
    ...(search.kind !== undefined && { subKind: search.kind }),
    ...(search.periodType && { periodType: search.periodType }),
    ...(search.arrival && { arrival: search.arrival }),
    ...(search.from && { availableFrom: search.from }),
    ...(search.until && { availableUntil: search.until }),
  };
}

/** Free periods in the order a guest reads them: by arrival, the cheaper first on the same day. */
export const byArrival = (a: RentalPeriod, b: RentalPeriod): number => a.start.localeCompare(b.start) || a.price - b.price;

/** The first period a card offers: the first free one that starts after `today` (ISO day) and suits the filter. */
export function nextFreePeriod(periods: readonly RentalPeriod[], today: string, search: Pick<HolidaySearch, 'arrival' | 'from' | 'until' | 'periodType'> = {}): RentalPeriod | undefined {
  return [...periods]
    .filter(
      (period) =>
        period.start > today &&
        (!search.arrival || period.start === search.arrival) &&
        (!search.from || period.start >= search.from) &&
        (!search.until || period.end <= search.until) &&
        (!search.periodType || period.type === search.periodType),
    )
    .sort(byArrival)[0];
}
