import type { RentalPeriod, RentalReservation, RentalUnit } from '../../domain/rental/rental-unit';
import { entryMatches, rentalFacets, type RentalEntry } from '../../domain/rental/rental-search';
import { reservationReference } from '../../domain/rental/reservation-reference';
import type { RentalFilterData } from '../../domain/search/filter-data';
import type {
  RentalReservationConfirmation,
  RentalSearch,
  RentalSearchResult,
  RentalUnits,
} from '../../application/ports/rental-units';
import { ConflictError } from '../../application/ports/port-errors';

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }): boolean =>
  a.start < b.end && b.start < a.end;

/** Holiday rental units in memory; a unit cannot be reserved twice for overlapping dates. */
export class MemoryRentalUnits implements RentalUnits {
  readonly reservations: (RentalReservation & { readonly id: string; readonly reference: string })[] = [];

  constructor(
    private readonly units: readonly RentalUnit[] = [],
    private readonly periodsByUnit: Readonly<Record<number, readonly RentalPeriod[]>> = {},
  ) {}

  private freePeriods(id: number): readonly RentalPeriod[] {
    const taken = this.reservations.filter((r) => r.rentalUnitId === id);
    return (this.periodsByUnit[id] ?? []).filter((period) => !taken.some((r) => overlaps(r.period, period)));
  }

  private matching(criteria: RentalSearch): RentalEntry[] {
    return this.units
      .map((unit) => ({ unit, freePeriods: this.freePeriods(unit.id) }))
      .filter((entry) => entryMatches(entry, criteria))
      .sort((a, b) => a.unit.id - b.unit.id);
  }

  async search(criteria: RentalSearch): Promise<RentalSearchResult> {
    const all = this.matching(criteria).map((entry) => entry.unit);
    const from = criteria.from ?? 0;
    return { total: all.length, results: all.slice(from, from + (criteria.size ?? all.length)) };
  }

  async filters(criteria: RentalSearch): Promise<RentalFilterData> {
    return rentalFacets(this.matching(criteria), criteria);
  }

  async unit(id: number): Promise<RentalUnit | null> {
    return this.units.find((unit) => unit.id === id) ?? null;
  }

  async periods(id: number): Promise<readonly RentalPeriod[]> {
    return this.freePeriods(id);
  }

  async reserve(reservation: RentalReservation): Promise<RentalReservationConfirmation> {
    const clash = this.reservations.some(
      (r) => r.rentalUnitId === reservation.rentalUnitId && overlaps(r.period, reservation.period),
    );
    if (clash) throw new ConflictError('period_taken');
    const id = `res-${this.reservations.length + 1}`;
    let reference: string | undefined;
    while (!reference || this.reservations.some((taken) => taken.reference === reference)) reference = reservationReference(crypto.getRandomValues(new Uint8Array(16)));
    this.reservations.push({ ...reservation, id, reference });
    return { id, reference, rentalUnitId: reservation.rentalUnitId, ...reservation.period };
  }

  photoUrl(a: string, b: string): string {
    return `/rental-units/photo/${encodeURIComponent(a)}/${encodeURIComponent(b)}`;
  }
}
