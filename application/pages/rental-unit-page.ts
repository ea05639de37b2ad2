import { freePeriod, rentalUnitAbout, type FreePeriod, type RentalUnitAbout } from '../../domain/rental/rental-card';
import { byArrival } from '../../domain/rental/holiday-search';
import { brusselsToday } from '../../domain/display/format-date';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import { NOT_FOUND, page, pageQuery, type PageResult } from './page-result';

export interface RentalUnitView {
  /** Issue 19 item 1: what the page shows of the unit, decided by the core (title, place, photos, facts, description). */
  readonly about: RentalUnitAbout;
  /** The free periods that have not started yet, by arrival (the holiday card's line is the first that suits its search). */
  readonly periods: readonly FreePeriod[];
}

const ID = /^[1-9]\d{0,9}$/;

/** §2 holiday rental unit: the unit and its free periods that have not started yet; not_found when unknown. */
export function rentalUnitPage(
  { rentals, clock, logger }: Pick<CoreDeps, 'rentals' | 'clock' | 'logger'>,
  { locale, rentalUnitId }: { readonly locale: Locale; readonly rentalUnitId: string | undefined },
): Promise<PageResult<RentalUnitView>> {
  return pageQuery(logger, 'the rental unit', async () => {
    if (!ID.test(rentalUnitId ?? '')) return NOT_FOUND;
    const unit = await rentals.unit(Number(rentalUnitId), locale);
    if (!unit) return NOT_FOUND;
    // Issue 20: today in Brussels (after 23:00 UTC in winter it is already tomorrow there).
    const today = brusselsToday(clock.now());
    const periods = (await rentals.periods(unit.id))
      .filter((period) => period.start > today)
      .sort(byArrival)
      .map(freePeriod);
    return page({ about: rentalUnitAbout(unit, locale), periods });
  });
}
