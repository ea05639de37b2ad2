import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import { compact } from '../numbers';

export type Range = readonly [min: number, max: number];

/** Construction type ids (ConstructionType): 1 OPEN (4 façades), 2 HALF_OPEN (3), 3 CLOSED (2). */
export type ConstructionTypeId = 1 | 2 | 3;

/** Typical sizes of a subtype: living (or usable) area and land in m², bedrooms, and how it is built. */
export interface SizeProfile {
  readonly living?: Range;
  readonly land?: Range;
  readonly bedrooms?: Range;
  readonly construction?: ConstructionTypeId;
}

const s = (living: Range | undefined, land: Range | undefined, bedrooms?: Range, construction?: ConstructionTypeId): SizeProfile =>
  compact({ living, land, bedrooms, construction });

const DEFAULTS: Readonly<Record<number, SizeProfile>> = {
  [HEAD_TYPE_ID.HOUSE]: s([120, 240], [200, 900], [2, 4]),
  [HEAD_TYPE_ID.APARTMENT]: s([60, 120], undefined, [1, 3]),
  [HEAD_TYPE_ID.PLOT]: s(undefined, [500, 5000]),
  [HEAD_TYPE_ID.COMMERCIAL]: s([80, 600], undefined),
  [HEAD_TYPE_ID.GARAGE]: s([13, 18], undefined),
};

/** Per subtype, from Belgian listing practice (rounded, for demo data). */
const BY_SUB_TYPE: Readonly<Record<string, SizeProfile>> = {
  VILLA: s([180, 380], [700, 3000], [3, 6], 1),
  BUNGALOW: s([100, 180], [500, 1500], [2, 3], 1),
  FARM: s([180, 350], [2000, 15000], [3, 6], 1),
  CASTLE: s([500, 1500], [10000, 80000], [6, 14], 1),
  TOWNHOUSE: s([200, 400], [150, 600], [4, 7], 3),
  MANOR: s([300, 700], [3000, 20000], [5, 9], 1),
  BEL_ETAGE: s([130, 200], [200, 600], [2, 4], 3),
  CHALET: s([60, 120], [400, 1500], [2, 3], 1),
  COUNTRY_HOUSE: s([170, 320], [1000, 5000], [3, 5], 1),
  TERRACED_HOUSE: s([100, 170], [90, 300], [2, 4], 3),
  SEMI_DETACHED_HOUSE: s([130, 220], [300, 900], [3, 4], 2),
  DETACHED_HOUSE: s([160, 300], [600, 2000], [3, 5], 1),
  CORNER_HOUSE: s([120, 200], [150, 500], [3, 4], 2),
  MIXED_USE_BUILDING: s([200, 450], [150, 600], [2, 5], 3),
  APARTMENT_BLOCK: s([300, 900], [200, 1000], [4, 12], 2),
  INVESTMENT_PROPERTY: s([250, 700], [150, 800], [4, 10], 3),
  EXCEPTIONAL_PROPERTY: s([350, 900], [3000, 30000], [5, 9], 1),
  PAVILION: s([60, 120], [500, 3000], [1, 3], 1),
  HOLIDAY_HOME: s([60, 140], [200, 1500], [2, 4], 1),
  WORKERS_HOUSE: s([70, 120], [60, 200], [2, 3], 3),
  FISHERMANS_HOUSE: s([70, 130], [60, 200], [2, 3], 3),
  SQUARE_FARM: s([300, 700], [5000, 30000], [4, 8], 1),
  FERMETTE: s([150, 260], [1000, 5000], [3, 4], 1),
  COUNTRY_ESTATE: s([400, 1000], [20000, 100000], [5, 10], 1),
  PRESBYTERY: s([250, 450], [500, 3000], [4, 7], 1),
  MILL: s([150, 350], [1000, 8000], [2, 5], 1),
  KANGAROO_HOUSE: s([200, 320], [500, 1500], [4, 6], 2),
  PASSIVE_HOUSE: s([150, 250], [400, 1200], [3, 4]),
  MOBILE_HOME: s([30, 60], [150, 400], [1, 2], 1),
  MULTI_FAMILY_HOUSE: s([200, 400], [200, 800], [4, 8]),
  STUDENT_HOUSE: s([180, 350], [100, 400], [6, 12], 3),
  COACH_HOUSE: s([100, 220], [200, 1500], [2, 4]),
  PATIO_HOUSE: s([120, 200], [150, 400], [2, 4], 3),
  HOUSE_WITH_SHOP: s([180, 320], [150, 500], [2, 4], 3),
  STUDIO: s([25, 45], undefined, [0, 0]),
  STUDENT_ROOM: s([12, 25], undefined, [0, 0]),
  ROOM: s([12, 22], undefined, [0, 0]),
  PENTHOUSE: s([110, 250], undefined, [2, 4]),
  DUPLEX: s([100, 180], undefined, [2, 4]),
  TRIPLEX: s([140, 220], undefined, [3, 4]),
  LOFT: s([90, 220], undefined, [1, 3]),
  SERVICE_FLAT: s([40, 75], undefined, [1, 1]),
  ASSISTED_LIVING: s([45, 80], undefined, [1, 2]),
  HOLIDAY_APARTMENT: s([40, 90], undefined, [1, 3]),
  CARETAKER_APARTMENT: s([50, 90], undefined, [1, 2]),
  BUILDING_PLOT: s(undefined, [300, 1500]),
  AGRICULTURAL_LAND: s(undefined, [8000, 40000]),
  PASTURE: s(undefined, [5000, 25000]),
  WOODLAND: s(undefined, [20000, 80000]),
  RECREATIONAL_LAND: s(undefined, [800, 5000]),
  INDUSTRIAL_LAND: s(undefined, [2000, 15000]),
  COMMERCIAL_LAND: s(undefined, [1000, 8000]),
  DEVELOPMENT_LAND: s(undefined, [3000, 20000]),
  GARDEN_LAND: s(undefined, [200, 800]),
  FISHING_POND: s(undefined, [3000, 15000]),
  NATURE_AREA: s(undefined, [10000, 60000]),
  ORCHARD: s(undefined, [3000, 15000]),
  OFFICE: s([50, 400], undefined),
  OFFICE_BUILDING: s([800, 3000], [500, 3000]),
  SHOP: s([40, 250], undefined),
  SHOPPING_CENTRE: s([2000, 10000], [5000, 20000]),
  HAIR_SALON: s([40, 120], undefined),
  CHIP_SHOP: s([40, 100], undefined),
  CAFE: s([60, 200], undefined),
  RESTAURANT: s([80, 300], undefined),
  HOTEL: s([600, 3000], [800, 5000]),
  WAREHOUSE: s([400, 3000], [800, 6000]),
  LOGISTICS_BUILDING: s([2000, 8000], [4000, 15000]),
  PRODUCTION_HALL: s([600, 4000], [1500, 8000]),
  CARE_HOME: s([1500, 5000], [3000, 12000]),
  GARAGE_COMPLEX: s([150, 600], [300, 1200]),
  CARPORT: s([15, 25], undefined),
};

export const sizeProfile = (headTypeId: number, subTypeKey: string): SizeProfile =>
  BY_SUB_TYPE[subTypeKey] ?? DEFAULTS[headTypeId] ?? {};
