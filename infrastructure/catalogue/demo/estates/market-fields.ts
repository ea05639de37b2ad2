import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { FinancialFields, LayoutFields, OtherFields } from '../../../../domain/estate/property-fields';
import type { Prng } from '../prng';
import { addDays } from '../time/calendar';
import { isRental, isTakeover } from './price-ranges';
import type { UnitProfile } from './unit-profile';
import { compact, max, round } from '../numbers';

/** §3 field groups about money, availability, surroundings and layout. */

/** Non-indexed cadastral income: a fraction of the rental value, so roughly price / 350 for a dwelling. */
export function cadastralIncome(rng: Prng, unit: UnitProfile): number | undefined {
  const built = unit.subType.headTypeId !== HEAD_TYPE_ID.PLOT && unit.place.country === 'BE';
  if (!built || isRental(unit.transactionId) || isTakeover(unit.transactionId)) return undefined;
  return round((unit.price / 350) * rng.float(0.7, 1.3));
}

/** Landlords may ask up to three months' rent as deposit in Flanders, two in Brussels and Wallonia. */
export const depositMonths = (region: string | null): number => (region === 'FLANDERS' ? 3 : 2);

export function financialFields(rng: Prng, unit: UnitProfile, income: number | undefined): FinancialFields {
  const { price, subType, traits } = unit;
  const rental = isRental(unit.transactionId);
  const monthly = subType.headTypeId === HEAD_TYPE_ID.APARTMENT ? rng.int(6, 25) * 10 : undefined;
  const land = unit.vatRegime ? round((price * rng.float(0.15, 0.3)) / 1_000) * 1_000 : undefined;
  return compact({
    price,
    price_per_square_meter: subType.headTypeId === HEAD_TYPE_ID.PLOT && traits.landArea ? round(price / traits.landArea) : undefined,
    rent_per_year: rental ? price * 12 : undefined,
    warranty: rental ? price * depositMonths(unit.place.region) : undefined,
    costs_included: rental ? false : undefined,
    monthly_costs: monthly,
    common_costs: monthly,
    cadastral_income: income,
    vat_regime: land === undefined ? undefined : true,
    vat_regime_21: land === undefined ? undefined : true,
    land_price: land,
    construction_costs_vat_21: land === undefined ? undefined : price - land,
    full_costs_visible: land === undefined ? undefined : false,
  });
}

const freeOnForSale = (rng: Prng, isNew: boolean): number => (isNew ? 5 : rng.weighted([[3, 50], [6, 25], [2, 20], [1, 5]]));

export function otherFields(rng: Prng, unit: UnitProfile): OtherFields {
  const { traits, subType } = unit;
  const rental = isRental(unit.transactionId);
  const laterMove = rental && rng.chance(0.4);
  const garden = traits.garden;
  const seaside = unit.seaside;
  return compact({
    available: rental ? (laterMove ? 4 : 2) : freeOnForSale(rng, traits.isNewBuild),
    available_at: laterMove ? addDays(unit.referenceDate, rng.int(14, 90)) : undefined,
    environment: traits.environmentId,
    garden: subType.headTypeId === HEAD_TYPE_ID.HOUSE || garden !== undefined ? garden !== undefined : undefined,
    garden_surface: garden?.surface,
    garden_orientation: garden?.orientationId,
    garden_type: garden?.typeId,
    garages_count: traits.garages > 0 ? traits.garages : undefined,
    parking_spaces_count: traits.parkingSpaces > 0 ? traits.parkingSpaces : undefined,
    public_transport_distance: rng.int(1, 40) * 50,
    school_distance: rng.int(2, 60) * 50,
    shops_distance: rng.int(1, 50) * 50,
    beach_distance: seaside ? rng.int(1, 30) * 50 : undefined,
    sea_view: seaside ? rng.chance(0.4) : undefined,
  });
}

/** Room surfaces in m²; about one in ten is not measured (-1, §2). */
export function layoutFields(rng: Prng, unit: UnitProfile, bedroomSurfaces: readonly number[]): LayoutFields | undefined {
  const { traits, subType } = unit;
  const house = subType.headTypeId === HEAD_TYPE_ID.HOUSE;
  if (!house && subType.headTypeId !== HEAD_TYPE_ID.APARTMENT) return undefined;
  const bathrooms = traits.bathrooms;
  return compact({
    living: max(18, round((traits.livingArea ?? 60) * rng.float(0.22, 0.32))),
    kitchen_1: rng.int(7, 20),
    hall: rng.chance(0.9) ? rng.int(4, 12) : -1,
    bedroom_1: bedroomSurfaces[0],
    bedroom_2: bedroomSurfaces[1],
    bedroom_3: bedroomSurfaces[2],
    bedroom_4: bedroomSurfaces[3],
    bedroom_5: bedroomSurfaces[4],
    bedroom_6: bedroomSurfaces[5],
    bedroom_7: bedroomSurfaces[6],
    bathroom_1: bathrooms >= 1 ? rng.int(5, 12) : undefined,
    bathroom_2: bathrooms >= 2 ? rng.int(5, 12) : undefined,
    bathroom_3: bathrooms >= 3 ? rng.int(5, 12) : undefined,
    toilet_1: traits.toilets > 0 ? rng.int(1, 3) : undefined,
    terrace: traits.terraceSurface,
    garage: traits.garages > 0 ? rng.int(16, 40) : undefined,
    cellar: house && rng.chance(0.4) ? rng.int(8, 40) : undefined,
    attic_1: house && rng.chance(0.5) ? rng.int(10, 50) : undefined,
  });
}
