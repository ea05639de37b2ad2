import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import type { Estate, EstateId } from '../../../../domain/estate/estate';
import { estateId } from '../../../../domain/estate/estate';
import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import { ARDENNES_PLACES, COAST_PLACES } from '../geo/holiday-places';
import { pickSpot } from '../geo/demo-address';
import { BORDER_PLACES, pickPlace } from '../geo/places';
import type { Place } from '../geo/places';
import type { Prng } from '../prng';
import { buildProject } from './build-project';
import type { CollectionPolicy } from './collection-policy';
import { drawUnit } from './draw-unit';
import { demoGuid } from './estate-media';
import { pickTransaction, subTypeSequence } from './estate-kind';
import { unitEstate } from './unit-estate';
import { min } from '../numbers';

/** Ids per site stay below this, so that site offsets of ten million keep every id unique. */
export const IDS_PER_SITE = 10_000_000;

const SEASIDE = new Set(['HOLIDAY_APARTMENT', 'FISHERMANS_HOUSE']);
const HOLIDAY = new Set(['HOLIDAY_HOME', 'CHALET', 'HOLIDAY_PARK', 'CAMPSITE', 'MOBILE_HOME']);
const COUNTRYSIDE = new Set(['FARM', 'SQUARE_FARM', 'FERMETTE', 'CASTLE', 'MANOR', 'COUNTRY_ESTATE', 'COUNTRY_HOUSE', 'MILL']);

/** Holiday homes at the coast or in the Ardennes, flats in towns, farms and land in the countryside. */
function placeFor(rng: Prng, subType: SubTypeEntry): Place {
  if (SEASIDE.has(subType.key)) return rng.pick(COAST_PLACES);
  if (HOLIDAY.has(subType.key)) return rng.pick(rng.chance(0.5) ? COAST_PLACES : ARDENNES_PLACES);
  // About 1.5 % lie just across the border, so the country filter has something to choose.
  if (rng.chance(0.015)) return rng.pick(BORDER_PLACES);
  if (subType.headTypeId === HEAD_TYPE_ID.APARTMENT) return pickPlace(rng, 1.6);
  if (subType.headTypeId === HEAD_TYPE_ID.PLOT || COUNTRYSIDE.has(subType.key)) return pickPlace(rng, 0.5);
  return pickPlace(rng, 1.1);
}

const isDwelling = (subType: SubTypeEntry): boolean => subType.headTypeId === HEAD_TYPE_ID.HOUSE || subType.headTypeId === HEAD_TYPE_ID.APARTMENT;
const LETTINGS = new Set<number>([TRANSACTION_ID.TO_RENT, TRANSACTION_ID.RENTED]);

/**
 * A standalone property. About 8 % of the lettings come from the alternative source (≈ 2 % of all): only
 * lettings, because §4 reads that source's sold ids differently (1 means sold there) while TO_RENT and
 * RENTED mean the same in both numberings.
 */
function buildProperty(rng: Prng, subType: SubTypeEntry, id: EstateId, referenceDate: string, collections: CollectionPolicy): Estate {
  const transactionId = pickTransaction(rng, subType.headTypeId, subType.key);
  const place = placeFor(rng, subType);
  const isNewBuild = isDwelling(subType) && (transactionId === TRANSACTION_ID.FOR_SALE || transactionId === TRANSACTION_ID.TO_RENT) && rng.chance(0.06);
  const unit = drawUnit(rng, { id, subType, transactionId, place, spot: pickSpot(rng, place), referenceDate, isNewBuild });
  const alternative = LETTINGS.has(transactionId) && place.country === 'BE' && rng.chance(0.08);
  const membership = collections.forUnit(rng, isNewBuild, transactionId);
  return unitEstate(rng, unit, { collections: membership, skarabeeGuid: alternative ? demoGuid(rng) : undefined });
}

export interface EstateGroupOptions {
  /** Units to generate: properties plus project units (project parents do not count). */
  readonly units: number;
  readonly idOffset: number;
  readonly referenceDate: string;
  readonly collections: CollectionPolicy;
}

/** Search groups: properties, and about one project per fifty groups, until exactly `units` units exist. */
export function generateEstateGroups(rng: Prng, options: EstateGroupOptions): Estate[] {
  let serial = 0;
  const nextId = (): EstateId => {
    serial += 1;
    if (serial >= IDS_PER_SITE) throw new RangeError(`too many estates for one site (ids are limited to ${IDS_PER_SITE - 1})`);
    return estateId(options.idOffset + serial);
  };
  const nextSubType = subTypeSequence(rng.fork('subtypes'));
  const groups: Estate[] = [];
  let units = 0;
  while (units < options.units) {
    const remaining = options.units - units;
    if (remaining >= 3 && rng.chance(0.02)) {
      const count = min(remaining, rng.int(3, 20));
      groups.push(buildProject(rng, count, nextId, options.referenceDate, options.collections));
      units += count;
    } else {
      groups.push(buildProperty(rng, nextSubType(), nextId(), options.referenceDate, options.collections));
      units += 1;
    }
  }
  return groups;
}
