import type { RentalPeriod, RentalUnit } from '../../../domain/rental/rental-unit';
import { validateRentalReservation } from '../../../domain/requests/rental-reservation';
import type { Locale } from '../../../domain/shared/locale';
import type { Clock } from '../../ports/clock';
import type { RentalReservationConfirmation, RentalUnits } from '../../ports/rental-units';
import { notFound, submit, type Submission } from '../submission';

type Deps = { readonly rentals: RentalUnits; readonly locale: Locale };
type ViewDeps = Deps & { readonly clock: Clock };

/** §2 holiday rental unit page: the unit and its free periods that have not started yet. */
export class LoadRentalUnit {
  constructor(private readonly deps: ViewDeps) {}

  async execute(input: { readonly rentalUnitId: number }): Promise<{ unit: RentalUnit; periods: readonly RentalPeriod[] } | null> {
    const unit = await this.deps.rentals.unit(input.rentalUnitId, this.deps.locale);
    if (!unit) return null;
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    const periods = (await this.deps.rentals.periods(unit.id)).filter((period) => period.start > today);
    return { unit, periods };
  }
}

/** §1 reserve a rental unit: valid input, a known unit, room for the guests, and dates still free. */
export class ReserveRentalUnit {
  constructor(private readonly deps: Deps) {}

  async execute(input: unknown): Promise<Submission<RentalReservationConfirmation>> {
    const validation = validateRentalReservation(input);
    if (!validation.ok) return { ok: false, reason: 'invalid', errors: validation.errors };
    const unit = await this.deps.rentals.unit(validation.value.rentalUnitId, this.deps.locale);
    if (!unit) return notFound;
    const max = unit.general.maxOccupation;
    if (max !== undefined && validation.value.persons > max) {
      return { ok: false, reason: 'invalid', errors: { persons: 'too_large' } };
    }
    return submit(validation, (reservation) => this.deps.rentals.reserve(reservation));
  }
}
