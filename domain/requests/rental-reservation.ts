import type { RentalReservation } from '../rental/rental-unit';
import { FieldReader, MAX_MESSAGE, readLocale, type Validation } from './validation';

/** The most guests any holiday unit takes; the unit's own maxOccupation is checked against its data. */
export const MAX_PERSONS = 50;

/** A holiday rental reservation (§1, §7 POST /rental-units/reservation): departure after arrival. */
export function validateRentalReservation(input: unknown): Validation<RentalReservation> {
  const r = new FieldReader(input);
  const rentalUnitId = r.integer('rentalUnitId', { required: true, min: 1 });
  const start = r.date('start', { required: true });
  const end = r.date('end', { required: true });
  if (start && end && end <= start) r.fail('end', 'invalid');
  const value = {
    rentalUnitId,
    name: r.text('name', { required: true }),
    email: r.email('email'),
    phone: r.phone('phone'),
    persons: r.integer('persons', { required: true, min: 1, max: MAX_PERSONS }),
    message: r.text('message', { max: MAX_MESSAGE }),
    locale: readLocale(r),
  };
  return r.result(() => ({ ...value, period: { start, end } }) as RentalReservation);
}
