import type {
  RentalCity,
  RentalNamed,
  RentalPeriod,
  RentalUnit,
  RentalUnitGeneral,
  RentalUnitPhoto,
  RentalUnitRooms,
} from '../../../domain/rental/rental-unit';
import type { RentalReservationConfirmation } from '../../../application/ports/rental-units';
import { bool, field, list, num, object, str, textOrTranslated, translated } from './codec';

/**
 * §3 rental unit JSON: id; photos (original, medium, thumbnail); general; rooms. Upstream uses the
 * domain's names; periods and reservations are not shown in §7, so they use the domain's shapes too.
 */
type Named<T> = { readonly name?: T };

const photo = object<RentalUnitPhoto, RentalUnitPhoto>(
  { original: field('original', str), medium: field('medium', str), thumbnail: field('thumbnail', str) },
  ['original'],
);

const textName = object<Named<string>, Named<string>>({ name: field('name', str) });
const rentalNamed = object<RentalNamed, RentalNamed>({ id: field('id', num), name: field('name', textOrTranslated) });
const rentalCity = object<RentalCity, RentalCity>({
  id: field('id', num),
  name: field('name', str),
  zip: field('zip', str),
  lat: field('lat', num),
  lon: field('lon', num),
});

const general = object<RentalUnitGeneral, RentalUnitGeneral>({
  description: field('description', translated),
  descriptionShort: field('descriptionShort', translated),
  location: field('location', rentalNamed),
  city: field('city', rentalCity),
  maxOccupation: field('maxOccupation', num),
  subKind: field('subKind', rentalNamed),
  garage: field('garage', bool),
  floor: field('floor', str),
  building: field('building', textName),
  rentalName: field('rentalName', str),
});

const rooms = object<RentalUnitRooms, RentalUnitRooms>({ bedrooms: field('bedrooms', num), bathrooms: field('bathrooms', num) });

const unit = object<RentalUnit, RentalUnit>(
  {
    id: field('id', num),
    photos: field('photos', list(photo), []),
    general: field('general', general, {}),
    rooms: field('rooms', rooms, {}),
  },
  ['id'],
);

const period = object<RentalPeriod, RentalPeriod>(
  { start: field('start', str), end: field('end', str), price: field('price', num, 0), type: field('type', str, '') },
  ['start', 'end'],
);

const confirmation = object<Omit<RentalReservationConfirmation, 'reference'> & { reference?: string }, Omit<RentalReservationConfirmation, 'reference'> & { reference?: string }>(
  { id: field('id', str), reference: field('reference', str), rentalUnitId: field('rentalUnitId', num), start: field('start', str), end: field('end', str) },
  ['id'],
);

export function toRentalUnit(raw: unknown): RentalUnit | null {
  return unit.decode(raw) ?? null;
}

export function toRentalUnits(raw: unknown): readonly RentalUnit[] {
  return list(unit).decode(raw) ?? [];
}

export function toRentalPeriods(raw: unknown): readonly RentalPeriod[] {
  return list(period).decode(raw) ?? [];
}

/**
 * Only the confirmation's id is the backend's to give; what it leaves out is what was asked for. Its short
 * reference for the guest (issue 13 item 8) when it gives one, else its id.
 */
export function toReservationConfirmation(
  raw: unknown,
  asked: Omit<RentalReservationConfirmation, 'id' | 'reference'>,
): RentalReservationConfirmation | null {
  const read = confirmation.decode(raw);
  return read ? { ...asked, ...read, reference: read.reference || read.id } : null;
}
