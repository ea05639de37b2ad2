import type { RentalPeriod, RentalReservation, RentalUnit } from '../../domain/rental/rental-unit';
import { EMPTY_RENTAL_FILTER_DATA } from '../../domain/search/filter-data';
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
  readonly reservations: (RentalReservation & { readonly id: string })[] = [];

  constructor(
    private readonly units: readonly RentalUnit[] = [],
    private readonly periodsByUnit: Readonly<Record<number, readonly RentalPeriod[]>> = {},
  ) {}

  private matching(criteria: RentalSearch): RentalUnit[] {
    return this.units.filter(
      (unit) =>
        (criteria.persons === undefined || (unit.general.maxOccupation ?? 0) >= criteria.persons) &&
        (criteria.arrival === undefined || (this.periodsByUnit[unit.id] ?? []).some((period) => period.start === criteria.arrival)),
    );
  }

  async search(criteria: RentalSearch): Promise<RentalSearchResult> {
    const all = this.matching(criteria);
    const from = criteria.from ?? 0;
    return { total: all.length, results: all.slice(from, from + (criteria.size ?? all.length)) };
  }

  async filters(criteria: RentalSearch) {
    const occupations = new Map<number, number>();
    for (const unit of this.matching(criteria)) {
      const max = unit.general.maxOccupation;
      if (max !== undefined) occupations.set(max, (occupations.get(max) ?? 0) + 1);
    }
    return {
      ...EMPTY_RENTAL_FILTER_DATA,
      maxOccupations: [...occupations].map(([value, count]) => ({ value, count })).sort((a, b) => a.value - b.value),
    };
  }

  async unit(id: number): Promise<RentalUnit | null> {
    return this.units.find((unit) => unit.id === id) ?? null;
  }

  async periods(id: number): Promise<readonly RentalPeriod[]> {
    const taken = this.reservations.filter((r) => r.rentalUnitId === id);
    return (this.periodsByUnit[id] ?? []).filter((period) => !taken.some((r) => overlaps(r.period, period)));
  }

  async reserve(reservation: RentalReservation): Promise<RentalReservationConfirmation> {
    const clash = this.reservations.some(
      (r) => r.rentalUnitId === reservation.rentalUnitId && overlaps(r.period, reservation.period),
    );
    if (clash) throw new ConflictError('period_taken');
    const id = `res-${this.reservations.length + 1}`;
    this.reservations.push({ ...reservation, id });
    return { id, rentalUnitId: reservation.rentalUnitId, ...reservation.period };
  }

  photoUrl(a: string, b: string): string {
    return `/rental-units/photo/${encodeURIComponent(a)}/${encodeURIComponent(b)}`;
  }
}
