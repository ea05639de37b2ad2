import type { RentalUnit } from '../../../domain/rental/rental-unit';

/** The columns a rental unit is filtered by (issue 12 item 1, §3 rental filter data); null where it has none. */
function rentalFilterIds(unit: RentalUnit) {
  const id = (value: number | undefined): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
  return { location_id: id(unit.general.location?.id), city_id: id(unit.general.city?.id), sub_kind_id: id(unit.general.subKind?.id) };
}

/** One rental_units row of a unit. */
export function rentalUnitRow(siteId: string, unit: RentalUnit) {
  return { site_id: siteId, id: unit.id, max_occupation: unit.general.maxOccupation ?? null, ...rentalFilterIds(unit), document: JSON.stringify(unit) };
}
