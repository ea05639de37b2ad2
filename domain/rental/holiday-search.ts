import { MAX_PERSONS } from '../requests/rental-reservation';
import type { RentalPeriod } from './rental-unit';

/**
 * The holiday rental list's filter as the URL carries it (issue 12 item 1, §3 rental filter data): number of
 * guests, arrival date, and how many pages of 15 (§9) are shown ("load more" without JavaScript adds one).
 */
export interface HolidaySearch {
  readonly guests?: number;
  /** ISO calendar date: only units with a free period starting that day. */
  readonly arrival?: string;
  /** 1-based count of pages shown. */
  readonly pages: number;
}

/** A visitor can ask for many pages, not for the whole catalogue in one answer. */
export const MAX_HOLIDAY_PAGES = 20;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDay = (text: string): boolean => ISO_DAY.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

const wholeIn = (text: string | null, min: number, max: number): number | undefined => {
  if (!text || !/^\d{1,4}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};

/** Reads the URL; what is not valid is left out rather than refused (a shared link keeps working). */
export function parseHolidaySearch(params: URLSearchParams): HolidaySearch {
  const guests = wholeIn(params.get('guests'), 1, MAX_PERSONS);
  const arrival = params.get('arrival') ?? '';
  return {
    ...(guests !== undefined && { guests }),
    ...(isIsoDay(arrival) && { arrival }),
    pages: wholeIn(params.get('pages'), 1, MAX_HOLIDAY_PAGES) ?? 1,
  };
}

/** The query string of a filter, in a stable order; page 1 is the default and left out. */
export function holidaySearchQuery(search: HolidaySearch): string {
  const params = new URLSearchParams();
  if (search.guests !== undefined) params.set('guests', String(search.guests));
  if (search.arrival) params.set('arrival', search.arrival);
  if (search.pages > 1) params.set('pages', String(search.pages));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The first free period that starts after `today` (ISO day), from `arrival` on when the visitor chose a day. */
export function nextFreePeriod(periods: readonly RentalPeriod[], today: string, arrival?: string): RentalPeriod | undefined {
  const from = arrival && arrival > today ? arrival : today;
  return [...periods]
    .filter((period) => (arrival && arrival > today ? period.start >= from : period.start > from))
    .sort((a, b) => a.start.localeCompare(b.start) || a.price - b.price)[0];
}
