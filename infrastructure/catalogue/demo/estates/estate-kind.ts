import { HEAD_TYPE_ID, SUB_TYPE } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import type { Prng } from '../prng';

/** Head type shares of a Belgian agency's stock (houses and apartments dominate). */
const HEAD_TYPE_WEIGHTS: readonly (readonly [number, number])[] = [
  [HEAD_TYPE_ID.HOUSE, 40],
  [HEAD_TYPE_ID.APARTMENT, 33],
  [HEAD_TYPE_ID.PLOT, 8],
  [HEAD_TYPE_ID.COMMERCIAL, 12],
  [HEAD_TYPE_ID.GARAGE, 8],
];

/** Common subtypes are listed more often; every subtype not named weighs 1. */
const SUB_TYPE_WEIGHTS: Readonly<Record<string, number>> = {
  HOUSE: 30, VILLA: 14, TERRACED_HOUSE: 14, SEMI_DETACHED_HOUSE: 14, DETACHED_HOUSE: 12, BUNGALOW: 5, TOWNHOUSE: 5,
  COUNTRY_HOUSE: 4, FARM: 3, FERMETTE: 3, BEL_ETAGE: 3, CORNER_HOUSE: 3, CASTLE: 0.3,
  APARTMENT: 40, STUDIO: 10, GROUND_FLOOR: 8, DUPLEX: 8, GARDEN_APARTMENT: 5, PENTHOUSE: 4, LOFT: 3, STUDENT_ROOM: 3,
  BUILDING_PLOT: 40, AGRICULTURAL_LAND: 6, PASTURE: 4, WOODLAND: 3,
  OFFICE: 10, SHOP: 10, COMMERCIAL_BUILDING: 8, WAREHOUSE: 6, BUSINESS_PREMISES: 4, STORAGE: 4, HORECA: 6, RESTAURANT: 6,
  CAFE: 5, GOING_CONCERN: 4, WORKSHOP: 3, CHIP_SHOP: 2, HAIR_SALON: 2, BAKERY: 2,
  GARAGE_BOX: 10, INDOOR_PARKING: 10, OUTDOOR_PARKING: 5, UNDERGROUND_GARAGE: 4,
};

export const subTypeWeight = (entry: SubTypeEntry): number => SUB_TYPE_WEIGHTS[entry.key] ?? 1;

/** Businesses sold as a going concern: the only estates offered for takeover (TAKE_OVER, TAKEN_OVER). */
export const GOING_CONCERNS: ReadonlySet<string> = new Set([
  'GOING_CONCERN', 'HORECA', 'RESTAURANT', 'CAFE', 'CHIP_SHOP', 'HOTEL', 'BED_AND_BREAKFAST', 'BAKERY',
  'BUTCHERS_SHOP', 'PHARMACY', 'HAIR_SALON', 'SHOP', 'CAR_WASH', 'PETROL_STATION', 'CAR_GARAGE', 'DAY_NURSERY',
]);

/** Rooms for students are let, rarely sold. */
const MOSTLY_LET: ReadonlySet<string> = new Set(['STUDENT_ROOM', 'ROOM']);

type Weights = readonly [forSale: number, toRent: number, takeOver: number, rented: number, sold: number, takenOver: number];

/**
 * Transaction weights per kind, tuned so that the whole stock comes out near 55 % for sale, 20 % to rent,
 * 3 % for takeover, 5 % rented, 12 % sold and 2 % taken over.
 */
function transactionWeights(headTypeId: number, subTypeKey: string): Weights {
  if (MOSTLY_LET.has(subTypeKey)) return [8, 70, 0, 20, 2, 0];
  switch (headTypeId) {
    case HEAD_TYPE_ID.HOUSE:
      return [64, 17, 0, 5, 14, 0];
    case HEAD_TYPE_ID.APARTMENT:
      return [48, 34, 0, 7, 11, 0];
    case HEAD_TYPE_ID.PLOT:
      return [85, 0, 0, 0, 15, 0];
    case HEAD_TYPE_ID.GARAGE:
      return [45, 35, 0, 8, 12, 0];
    default:
      return GOING_CONCERNS.has(subTypeKey) ? [5, 3, 55, 1, 1, 35] : [48, 34, 0, 7, 11, 0];
  }
}

const TRANSACTION_ORDER = [
  TRANSACTION_ID.FOR_SALE,
  TRANSACTION_ID.TO_RENT,
  TRANSACTION_ID.TAKE_OVER,
  TRANSACTION_ID.RENTED,
  TRANSACTION_ID.SOLD,
  TRANSACTION_ID.TAKEN_OVER,
] as const;

export function pickTransaction(rng: Prng, headTypeId: number, subTypeKey: string): number {
  const weights = transactionWeights(headTypeId, subTypeKey);
  return rng.weighted(TRANSACTION_ORDER.map((id, index) => [id, weights[index] ?? 0] as const));
}

/** A unit of a new-build project: mostly still for sale, some already sold, some let by an investor. */
export function pickProjectUnitTransaction(rng: Prng): number {
  return rng.weighted([
    [TRANSACTION_ID.FOR_SALE, 65],
    [TRANSACTION_ID.SOLD, 18],
    [TRANSACTION_ID.TO_RENT, 12],
    [TRANSACTION_ID.RENTED, 5],
  ]);
}

/** A subtype drawn by the shares above. */
export function pickSubType(rng: Prng): SubTypeEntry {
  const headTypeId = rng.weighted(HEAD_TYPE_WEIGHTS);
  const entries = SUB_TYPE.entries.filter((entry) => entry.headTypeId === headTypeId);
  return rng.weighted(entries.map((entry) => [entry, subTypeWeight(entry)] as const));
}

/**
 * Subtypes for the next properties: first every subtype once, in a shuffled order (so a catalogue of a
 * few hundred estates already shows each of them), then draws by the usual shares.
 */
export function subTypeSequence(rng: Prng): () => SubTypeEntry {
  const firstRound = rng.shuffle(SUB_TYPE.entries);
  let index = 0;
  return () => firstRound[index++] ?? pickSubType(rng);
}

export const subTypeByKey = (key: string): SubTypeEntry => {
  const entry = SUB_TYPE.entries.find((candidate) => candidate.key === key);
  if (entry === undefined) throw new Error(`unknown subtype ${key}`);
  return entry;
};
