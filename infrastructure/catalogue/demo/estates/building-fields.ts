import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { CertificationFields, ComfortFields, ConstructionFields } from '../../../../domain/estate/property-fields';
import { compact } from '../numbers';
import type { Prng } from '../prng';
import { isRental } from './price-ranges';
import type { UnitProfile } from './unit-profile';

/** §3 field groups about the building itself: certificates, construction and comfort. */

const FACADES: Readonly<Record<number, number>> = { 1: 4, 2: 3, 3: 2 };

export function certificationFields(rng: Prng, unit: UnitProfile): CertificationFields | undefined {
  const { energy, traits, subType, place } = unit;
  const wired = subType.headTypeId !== HEAD_TYPE_ID.PLOT && subType.headTypeId !== HEAD_TYPE_ID.GARAGE;
  if (!wired && energy === undefined) return undefined;
  const electrical = !wired ? undefined : traits.isNewBuild ? 1 : rng.weighted([[1, 75], [2, 15], [3, 10]]);
  const renovatedLately = (traits.renovationYear ?? 0) >= 2022;
  return compact({
    electrical_certificate: electrical,
    electrical_certificate_conformity: electrical === 1 ? (rng.chance(0.8) ? 2 : 1) : undefined,
    energy_label: energy?.label,
    epc_value: energy?.epcValue,
    epc_number: energy?.reference,
    co2_emission: energy?.co2,
    epc_year_value: energy !== undefined && energy.epcValue > 0 && traits.livingArea !== undefined ? energy.epcValue * traits.livingArea : undefined,
    e_level: energy?.eLevel,
    // The Flemish as-built certificate exists for works started since 2022.
    as_built_certificate: place.region === 'FLANDERS' && (traits.isNewBuild || renovatedLately) ? true : undefined,
    heating_oil_certificate: traits.heatingId === 1 ? rng.chance(0.8) : undefined,
  });
}

export function constructionFields(rng: Prng, unit: UnitProfile): ConstructionFields | undefined {
  const { traits, subType } = unit;
  if (subType.headTypeId === HEAD_TYPE_ID.GARAGE) return undefined;
  const house = subType.headTypeId === HEAD_TYPE_ID.HOUSE;
  const type = traits.constructionTypeId;
  return compact({
    bedrooms_count: traits.bedrooms > 0 ? traits.bedrooms : undefined,
    bathrooms_count: traits.bathrooms > 0 ? traits.bathrooms : undefined,
    toilets_count: traits.toilets > 0 ? traits.toilets : undefined,
    construction_type: type,
    facades_count: type === undefined ? undefined : FACADES[type],
    construction_year: traits.constructionYear,
    renovation_year: traits.renovationYear,
    condition: traits.conditionId,
    living_area_surface: traits.livingArea,
    land_surface: traits.landArea,
    floors_count: traits.floors,
    floor: traits.floor,
    new_construction: traits.isNewBuild ? true : undefined,
    low_energy: unit.energy !== undefined && unit.energy.epcValue < 100 ? true : undefined,
    passive: subType.key === 'PASSIVE_HOUSE' ? true : undefined,
    roof_type: house ? rng.weighted([[1, 55], [2, 20], [5, 15], [3, 5], [4, 5]]) : undefined,
    frontage_width: house ? rng.int(5, 20) : undefined,
  });
}

export function comfortFields(rng: Prng, unit: UnitProfile): ComfortFields | undefined {
  const { traits, subType, place } = unit;
  const dwelling = subType.headTypeId === HEAD_TYPE_ID.HOUSE || subType.headTypeId === HEAD_TYPE_ID.APARTMENT;
  if (!dwelling) return undefined;
  const fresh = traits.isNewBuild;
  const apartment = subType.headTypeId === HEAD_TYPE_ID.APARTMENT;
  const rental = isRental(unit.transactionId);
  const heating = traits.heatingId;
  const premium = subType.key === 'VILLA' || subType.key === 'CASTLE' || subType.key === 'MANOR';
  return compact({
    heating,
    central_heating: heating === undefined ? undefined : heating !== 6 && heating !== 9 && heating !== 2,
    heat_pump: fresh && heating === 3,
    floor_heating: fresh ? rng.chance(0.7) : rng.chance(0.05),
    kitchen_type: fresh ? rng.weighted([[1, 40], [6, 40], [7, 20]]) : rng.weighted([[1, 45], [2, 15], [3, 5], [4, 10], [5, 5], [6, 15], [7, 5]]),
    bathroom_type: traits.bathrooms > 0 ? 1 : undefined,
    glazing_type: fresh ? rng.weighted([[3, 60], [2, 40]]) : rng.weighted([[2, 80], [1, 15], [3, 5]]),
    outside_carpentry: rng.weighted([[3, 45], [2, 35], [1, 20]]),
    solar_panels: rng.chance(fresh ? 0.6 : 0.15),
    lift: traits.elevator,
    intercom: apartment ? true : undefined,
    videophone: apartment ? rng.chance(0.5) : undefined,
    electricity_meter: apartment ? 3 : undefined,
    water_meter: apartment ? (rng.chance(0.7) ? 3 : 2) : undefined,
    alarm: rng.chance(0.2),
    furnished: rental ? rng.chance(0.1) : undefined,
    domestic_animals_allowed: rental ? rng.chance(0.4) : undefined,
    // Flanders rolled out the digital meter from 2019.
    electricity_meter_type: place.region === 'FLANDERS' ? (rng.chance(0.7) ? 3 : 2) : rng.weighted([[1, 40], [2, 50], [3, 10]]),
    ready_to_move_in: (traits.conditionId ?? 0) >= 3,
    electricity_connection: true,
    water_connection: true,
    sewer_connection: place.weight >= 2 || rng.chance(0.8),
    gas_connection: heating === 4 || heating === 6,
    swimming_pool: premium ? rng.chance(0.25) : undefined,
  });
}
