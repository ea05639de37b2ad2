import type { RentalCriteria } from '../../domain/rental/rental-search';
import type { RentalFilterData } from '../../domain/search/filter-data';
import type { RentalPeriod, RentalReservation, RentalUnit } from '../../domain/rental/rental-unit';
import type { Locale } from '../../domain/shared/locale';

/** Rental search criteria (§7 POST /rental-units; payload not shown: our design), with the page asked for. */
export interface RentalSearch extends RentalCriteria {
  readonly from?: number;
  readonly size?: number;
}

export interface RentalSearchResult {
  readonly total: number;
  readonly results: readonly RentalUnit[];
}

export interface RentalReservationConfirmation {
  readonly id: string;
  /**
   * What the guest is told to quote (issue 13 item 8): short and readable, e.g. `K7QM3XPA`
   * (domain/rental/reservation-reference.ts); a backend that gives none: its id.
   */
  readonly reference: string;
  readonly rentalUnitId: number;
  readonly start: string;
  readonly end: string;
}

/**
 * §7 holiday rental units. Unknown ids give null; an overlapping reservation rejects. A search matches the §3
 * criteria on the unit and, when period criteria are given, on one of its free (not reserved) periods;
 * `filters` gives the §3 filter data of the units that match.
 */
export interface RentalUnits {
  search(criteria: RentalSearch, locale?: Locale): Promise<RentalSearchResult>;
  filters(criteria: RentalSearch, locale?: Locale): Promise<RentalFilterData>;
  unit(id: number, locale?: Locale): Promise<RentalUnit | null>;
  periods(id: number): Promise<readonly RentalPeriod[]>;
  reserve(reservation: RentalReservation): Promise<RentalReservationConfirmation>;
  /** The URL of a unit photo (§7 /rental-units/photo/{a}/{b}). */
  photoUrl(a: string, b: string): string;
}
