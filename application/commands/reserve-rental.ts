import { validateRentalReservation } from '../../domain/requests/rental-reservation';
import type { Locale } from '../../domain/shared/locale';
import type { CoreDeps } from '../core-deps';
import type { RentalReservationConfirmation } from '../ports/rental-units';
import { notFound, submit, type Submission } from '../use-cases/submission';

/** §1 reserve a rental unit: valid input, a known unit, room for the guests, and dates still free. */
export async function reserveRental(
  { rentals }: Pick<CoreDeps, 'rentals'>,
  input: { readonly locale: Locale } & Record<string, unknown>,
): Promise<Submission<RentalReservationConfirmation>> {
  const validation = validateRentalReservation(input);
  if (!validation.ok) return { ok: false, reason: 'invalid', errors: validation.errors };
  const unit = await rentals.unit(validation.value.rentalUnitId, input.locale);
  if (!unit) return notFound;
  const max = unit.general.maxOccupation;
  if (max !== undefined && validation.value.persons > max) return { ok: false, reason: 'invalid', errors: { persons: 'too_large' } };
  return submit(validation, (reservation) => rentals.reserve(reservation));
}
