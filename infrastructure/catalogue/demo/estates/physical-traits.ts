import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import { isCoastal } from '../geo/holiday-places';
import type { Place } from '../geo/places';
import type { Prng } from '../prng';
import { sizeProfile } from './size-table';
import type { ConstructionTypeId, Range } from './size-table';
import { clamp, compact, max, round } from '../numbers';

/** The physical facts of one unit; every other part of the estate is derived from these. */
export interface PhysicalTraits {
  readonly livingArea?: number;
  readonly landArea?: number;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly toilets: number;
  readonly isNewBuild: boolean;
  readonly constructionYear?: number;
  readonly renovationYear?: number;
  /** Condition id (1 TO_RENOVATE … 6 NEW). */
  readonly conditionId?: number;
  readonly constructionTypeId?: ConstructionTypeId;
  /** Storeys of the house, or of the building an apartment is in. */
  readonly floors?: number;
  /** The apartment's floor (0 = ground floor). */
  readonly floor?: number;
  readonly garden?: { readonly surface: number; readonly orientationId: number; readonly typeId: number };
  readonly terraceSurface?: number;
  readonly garages: number;
  readonly parkingSpaces: number;
  readonly elevator: boolean;
  /** Heating id (Heating enumeration). */
  readonly heatingId?: number;
  /** Environment id (Environment enumeration). */
  readonly environmentId: number;
}

const OLD_BY_NATURE = new Set(['CASTLE', 'MANOR', 'MILL', 'PRESBYTERY', 'SQUARE_FARM', 'FARM', 'COACH_HOUSE', 'WORKERS_HOUSE']);
const INDUSTRIAL = new Set(['WAREHOUSE', 'STORAGE', 'INDUSTRIAL_BUILDING', 'LOGISTICS_BUILDING', 'PRODUCTION_HALL', 'SME_UNIT', 'WORKSHOP']);
const RURAL = new Set(['FARM', 'SQUARE_FARM', 'FERMETTE', 'CASTLE', 'MANOR', 'COUNTRY_ESTATE', 'COUNTRY_HOUSE', 'MILL']);
const AT_GROUND = new Set(['GROUND_FLOOR', 'GARDEN_APARTMENT']);
const AT_TOP = new Set(['PENTHOUSE', 'TOP_FLOOR_APARTMENT']);

const between = (rng: Prng, [min, max]: Range): number => rng.int(min, max);
const roundTo = (value: number, step: number): number => round(value / step) * step;

function constructionYear(rng: Prng, subTypeKey: string, referenceYear: number, isNew: boolean): number {
  if (isNew) return rng.int(referenceYear - 1, referenceYear);
  if (OLD_BY_NATURE.has(subTypeKey)) return rng.int(1750, 1935);
  if (subTypeKey === 'PASSIVE_HOUSE') return rng.int(2008, referenceYear - 1);
  const era = rng.weighted<Range>([[[1880, 1944], 15], [[1945, 1970], 25], [[1971, 1990], 20], [[1991, 2005], 20], [[2006, referenceYear - 2], 20]]);
  return between(rng, era);
}

/** Older buildings are more often in need of work. */
function conditionId(rng: Prng, year: number, referenceYear: number): number {
  const age = referenceYear - year;
  if (age < 15) return rng.weighted([[3, 30], [4, 50], [5, 5], [2, 15]]);
  return rng.weighted([[1, age > 50 ? 22 : 10], [2, 22], [3, 32], [4, 10], [5, 18]]);
}

function environmentId(rng: Prng, subType: SubTypeEntry, place: Place): number {
  if (INDUSTRIAL.has(subType.key)) return rng.weighted([[7, 60], [6, 40]]);
  if (RURAL.has(subType.key) || subType.headTypeId === HEAD_TYPE_ID.PLOT) return rng.weighted([[3, 60], [4, 40]]);
  if (isCoastal(place) && rng.chance(0.5)) return 8;
  if (place.weight >= 3) return rng.weighted([[1, 55], [2, 35], [5, 10]]);
  return rng.weighted([[4, 40], [2, 35], [3, 15], [5, 10]]);
}

function heatingId(rng: Prng, isNew: boolean, place: Place): number {
  if (isNew) return rng.weighted([[3, 60], [4, 40]]);
  // Rural Wallonia has little mains gas: heating oil is common there.
  const oil = place.region === 'WALLONIA' && place.weight < 2 ? 40 : 18;
  return rng.weighted([[4, 55], [1, oil], [3, 10], [5, 5], [10, 3], [9, 3], [7, 2], [6, 2]]);
}

function bedroomsFor(rng: Prng, range: Range | undefined, living: number | undefined, livingRange: Range | undefined): number {
  if (range === undefined) return 0;
  const [low, high] = range;
  const share = living !== undefined && livingRange !== undefined ? (living - livingRange[0]) / max(1, livingRange[1] - livingRange[0]) : rng.next();
  return clamp(round(low + share * (high - low) + rng.float(-0.6, 0.6)), low, high);
}

const isDwelling = (headTypeId: number): boolean => headTypeId === HEAD_TYPE_ID.HOUSE || headTypeId === HEAD_TYPE_ID.APARTMENT;

/** Draws the physical traits of a unit of this subtype in this place. */
export function drawPhysicalTraits(rng: Prng, subType: SubTypeEntry, place: Place, referenceYear: number, isNewBuild: boolean): PhysicalTraits {
  const size = sizeProfile(subType.headTypeId, subType.key);
  const head = subType.headTypeId;
  const livingArea = size.living === undefined ? undefined : between(rng, size.living);
  const landArea = size.land === undefined ? undefined : roundTo(between(rng, size.land), head === HEAD_TYPE_ID.PLOT ? 5 : 1);
  const bedrooms = bedroomsFor(rng, size.bedrooms, livingArea, size.living);
  const built = head !== HEAD_TYPE_ID.PLOT && head !== HEAD_TYPE_ID.GARAGE;
  const year = built ? constructionYear(rng, subType.key, referenceYear, isNewBuild) : undefined;
  const condition = year === undefined ? undefined : isNewBuild ? 6 : conditionId(rng, year, referenceYear);
  const renovated = year !== undefined && !isNewBuild && (condition === 5 || (referenceYear - year > 30 && rng.chance(0.2)));
  const renovationYear = renovated ? rng.int(max(year + 15, referenceYear - 20), referenceYear) : undefined;
  const isApartment = head === HEAD_TYPE_ID.APARTMENT;
  const floors = isApartment ? rng.int(place.weight >= 4 ? 4 : 3, place.weight >= 4 ? 10 : 6) : head === HEAD_TYPE_ID.HOUSE ? rng.int(1, 3) : undefined;
  const floor = !isApartment || floors === undefined ? undefined : AT_GROUND.has(subType.key) ? 0 : AT_TOP.has(subType.key) ? floors - 1 : rng.int(1, floors - 1);
  const hasGarden = head === HEAD_TYPE_ID.HOUSE ? rng.chance(0.85) : AT_GROUND.has(subType.key) || (floor === 0 && rng.chance(0.5));
  const gardenSurface = head === HEAD_TYPE_ID.HOUSE ? max(20, round((landArea ?? 200) - (livingArea ?? 100) / (floors ?? 2) - 20)) : rng.int(25, 150);
  return compact({
    livingArea,
    landArea,
    bedrooms,
    bathrooms: !isDwelling(head) || subType.key === 'STUDENT_ROOM' || subType.key === 'ROOM' ? 0 : bedrooms >= 5 ? rng.int(2, 3) : bedrooms >= 3 ? rng.int(1, 2) : 1,
    toilets: head === HEAD_TYPE_ID.GARAGE || head === HEAD_TYPE_ID.PLOT ? 0 : head === HEAD_TYPE_ID.COMMERCIAL ? rng.int(1, 4) : bedrooms >= 3 ? rng.int(1, 3) : 1,
    isNewBuild,
    constructionYear: year,
    renovationYear,
    conditionId: condition,
    constructionTypeId: head === HEAD_TYPE_ID.HOUSE ? (size.construction ?? rng.weighted<ConstructionTypeId>([[1, 40], [2, 35], [3, 25]])) : undefined,
    floors,
    floor,
    garden: hasGarden ? { surface: gardenSurface, orientationId: rng.int(1, 8), typeId: rng.weighted([[3, 60], [2, 35], [1, 5]]) } : undefined,
    terraceSurface: isDwelling(head) && rng.chance(isApartment ? 0.75 : 0.4) ? rng.int(isApartment ? 6 : 10, isApartment ? 30 : 45) : undefined,
    garages: head === HEAD_TYPE_ID.HOUSE && rng.chance(0.55) ? rng.weighted([[1, 75], [2, 25]]) : 0,
    parkingSpaces: isApartment && rng.chance(0.4) ? 1 : head === HEAD_TYPE_ID.COMMERCIAL ? rng.int(0, 12) : 0,
    elevator: isApartment && (floors ?? 0) >= 4 ? rng.chance(0.9) : isApartment && rng.chance(0.3),
    heatingId: built && head !== HEAD_TYPE_ID.COMMERCIAL ? heatingId(rng, isNewBuild, place) : undefined,
    environmentId: environmentId(rng, subType, place),
  });
}
