import { holidaySearchQuery, nextFreePeriod, type HolidaySearch } from '../../domain/rental/holiday-search';
import type { RentalPeriod, RentalUnit } from '../../domain/rental/rental-unit';
import { routePath } from '../../domain/routing/routes';
import { PAGE_SIZE } from '../../domain/search/pagination';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { page, pageQuery, type PageResult } from './page-result';

/** One card of the holiday list: the unit (its first photo only) and its next free period with its price. */
export interface HolidayCard {
  readonly unit: RentalUnit;
  readonly href: string;
  readonly nextPeriod?: RentalPeriod;
}

export interface HolidayListView {
  readonly search: HolidaySearch;
  readonly total: number;
  readonly cards: readonly HolidayCard[];
  /** Guest counts the units offer (§3 maxOccupations), for the filter. */
  readonly guestOptions: readonly number[];
  /** The address that shows one page more, while there is more (§4 "load more"). */
  readonly moreHref?: string;
}

type Deps = Pick<CoreDeps, 'rentals' | 'clock' | 'logger'>;

/** Today in Brussels, as an ISO day: a period starting today has started for a guest in Belgium. */
const brusselsDay = (now: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);

/**
 * Issue 12 item 1: the holiday rentals list (§1 browse rental units) with the §3 filters in the URL, the §7
 * POST /rental-units search and POST /rental-units/filters, pages of 15 (§9) and each unit's next free period.
 */
export function holidayListPage(
  { rentals, clock, logger }: Deps,
  { locale, search }: { readonly locale: Locale; readonly search: HolidaySearch },
): Promise<PageResult<HolidayListView>> {
  return pageQuery(logger, 'the holiday rentals', async () => {
    const criteria = { ...(search.guests !== undefined && { persons: search.guests }), ...(search.arrival && { arrival: search.arrival }) };
    const [found, filters] = await Promise.all([
      rentals.search({ ...criteria, from: 0, size: search.pages * PAGE_SIZE }, locale),
      rentals.filters({ ...(search.arrival && { arrival: search.arrival }) }, locale),
    ]);
    const today = brusselsDay(clock.now());
    const cards = await Promise.all(
      found.results.map(async (unit): Promise<HolidayCard> => {
        const next = nextFreePeriod(await rentals.periods(unit.id), today, search.arrival);
        return {
          unit: { ...unit, photos: unit.photos.slice(0, 1) },
          href: routePath('rentalUnit', locale, { rentalUnitId: unit.id }),
          ...(next && { nextPeriod: next }),
        };
      }),
    );
    const more = found.results.length < found.total && found.results.length === search.pages * PAGE_SIZE;
    return page({
      search,
      total: found.total,
      cards,
      guestOptions: filters.maxOccupations.map((bucket) => bucket.value).filter((value) => value > 0),
      ...(more && { moreHref: `${routePath('holidayList', locale)}${holidaySearchQuery({ ...search, pages: search.pages + 1 })}` }),
    });
  });
}
