import type { RentalUnit } from './rental-unit';

/** A town whose centre some source knows: the rental filter data's cities, or the property filter data's locations (§3). */
export interface TownCentre {
  readonly id?: number;
  readonly zip?: string;
  readonly name?: string;
  readonly lat: number;
  readonly lon: number;
}

/** One marker of the holiday map: a town, at its centre, with the units there. */
export interface HolidayTown<Unit> {
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly units: readonly Unit[];
}

const isCoordinate = (lat: unknown, lon: unknown): boolean =>
  typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0);

/** Names compare without case, accents, or the difference between a hyphen and a space ('Knokke-Heist', 'knokke heist'). */
const nameKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * §3 gives a rental unit no coordinates, so the map shows each unit at its town's centre: the centre the unit's
 * own city carries, else that of a known town with the same id, postal code or name (in that order). A unit
 * whose town no source places is left off the map (and counted), never put somewhere made up.
 */
export function townCentreOf(unit: RentalUnit, centres: readonly TownCentre[]): TownCentre | undefined {
  const city = unit.general.city;
  if (!city) return undefined;
  if (isCoordinate(city.lat, city.lon)) return { ...city, lat: city.lat!, lon: city.lon! };
  const known = centres.filter((centre) => isCoordinate(centre.lat, centre.lon));
  const name = city.name ? nameKey(city.name) : undefined;
  return (
    (city.id !== undefined ? known.find((centre) => centre.id === city.id && (!name || !centre.name || nameKey(centre.name) === name)) : undefined) ??
    (city.zip ? known.find((centre) => centre.zip === city.zip) : undefined) ??
    (name ? known.find((centre) => centre.name !== undefined && nameKey(centre.name) === name) : undefined)
  );
}

/** The units grouped per town (one marker each, so two units of a town never hide one another), towns by name. */
export function holidayTowns<Unit>(
  entries: readonly { readonly unit: RentalUnit; readonly item: Unit }[],
  centres: readonly TownCentre[],
): { readonly towns: readonly HolidayTown<Unit>[]; readonly unplaced: number } {
  const towns = new Map<string, { name: string; lat: number; lon: number; units: Unit[] }>();
  let unplaced = 0;
  for (const { unit, item } of entries) {
    const centre = townCentreOf(unit, centres);
    if (!centre) {
      unplaced += 1;
      continue;
    }
    const key = `${centre.lat.toFixed(4)},${centre.lon.toFixed(4)}`;
    const town = towns.get(key) ?? { name: unit.general.city?.name ?? centre.name ?? '', lat: centre.lat, lon: centre.lon, units: [] };
    town.units.push(item);
    towns.set(key, town);
  }
  return { towns: [...towns.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl')), unplaced };
}
