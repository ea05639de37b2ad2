import type { SubTypeEntry } from '../../../../domain/enumerations';
import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { FloodingScores } from '../../../../domain/estate/estate';
import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import type { FloodInformationFields, NotaryFields } from '../../../../domain/estate/property-fields';
import type { Place } from '../geo/places';
import type { Prng } from '../prng';
import { addDays, brusselsDateTime } from '../time/calendar';
import type { PhysicalTraits } from './physical-traits';
import { isCoastal } from '../geo/holiday-places';
import { compact, round } from '../numbers';

/** Flooding answers (Flooding enumeration). */
const UNKNOWN = 1;
const NO = 2;
const YES = 3;

export interface FloodFacts {
  readonly information: FloodInformationFields;
  /** Flemish P-score (parcel) and G-score (building) since 2023; absent elsewhere. */
  readonly scores?: FloodingScores;
}

const worse = (a: string, b: string): boolean => a > b;

/** Most parcels score A; the worse the parcel, the more often the flood-zone answers are yes. */
export function drawFlood(rng: Prng, place: Place, hasBuilding: boolean): FloodFacts | undefined {
  if (place.country !== 'BE') return undefined;
  if (place.region !== 'FLANDERS') {
    const risk = rng.weighted([[NO, 90], [YES, 6], [UNKNOWN, 4]]);
    return { information: { risk_zone_for_floods: risk } };
  }
  const parcel = rng.weighted([['A', 80], ['B', 10], ['C', 6], ['D', 4]]);
  const building = hasBuilding ? rng.weighted([['A', 50], [parcel, 50]]) : undefined;
  return {
    information: {
      possibly_vulnerable: worse(parcel, 'A') ? YES : NO,
      effectively_vulnerable: parcel === 'D' || (parcel === 'C' && rng.chance(0.5)) ? YES : NO,
      defined_floodplain: parcel === 'D' ? YES : NO,
      defined_bank_area: parcel !== 'A' && rng.chance(0.2) ? YES : NO,
    },
    scores: building === undefined ? { parcel } : { parcel, building },
  };
}

export interface NotarySale {
  readonly fields: NotaryFields;
  /** ISO date-times of the online bidding window. */
  readonly start: string;
  readonly end: string;
}

const isNotaryCandidate = (subType: SubTypeEntry, transactionId: number, place: Place): boolean =>
  place.country === 'BE' &&
  (transactionId === TRANSACTION_ID.FOR_SALE || transactionId === TRANSACTION_ID.SOLD) &&
  [HEAD_TYPE_ID.HOUSE, HEAD_TYPE_ID.APARTMENT, HEAD_TYPE_ID.PLOT].some((id) => id === subType.headTypeId);

/**
 * About 3 % of the stock is sold publicly by a notary on biddit: an eight-day online bidding window.
 * A sale still on offer bids in the weeks after the reference date; a sold one did so in the past.
 */
export function drawNotarySale(
  rng: Prng,
  subType: SubTypeEntry,
  transactionId: number,
  place: Place,
  settingPrice: number,
  referenceDate: string,
): NotarySale | undefined {
  if (!isNotaryCandidate(subType, transactionId, place) || !rng.chance(0.07)) return undefined;
  const sold = transactionId === TRANSACTION_ID.SOLD;
  const startDay = addDays(referenceDate, sold ? -rng.int(30, 400) : rng.int(3, 40));
  const endDay = addDays(startDay, 8);
  const [start, end] = [brusselsDateTime(startDay, 14 * 60), brusselsDateTime(endDay, 14 * 60)];
  const increment = settingPrice < 150_000 ? 1_000 : settingPrice < 500_000 ? 2_500 : 5_000;
  const fields: NotaryFields = compact({
    setting_price: settingPrice,
    increment,
    interactive_sale_bid_start_date: start,
    interactive_sale_bid_end_date: end,
    session_date: endDay,
    visit_date: addDays(startDay, -4),
    location_public_auction: 'biddit.be',
    // biddit's own search: a demo sale has no catalogue page there.
    bid_url: `https://www.biddit.be/${place.language === 'nl' ? 'nl' : 'fr'}/catalog`,
    sold_by: place.language === 'nl' ? 'Notariskantoor Demo' : 'Étude notariale Démo',
    price_reached: sold ? round((settingPrice * rng.float(1.05, 1.45)) / 1_000) * 1_000 : undefined,
    assigned_to_barring_higher_bid: sold ? false : undefined,
  });
  return { fields, start, end };
}

/** Whether a coastal or holiday subtype is meant as a second home (Destination id 2). */
export function destinationId(subType: SubTypeEntry, place: Place, traits: PhysicalTraits, rng: Prng): number {
  if (subType.key === 'STUDENT_ROOM' || subType.key === 'STUDENT_HOUSE') return 3;
  if (subType.key.startsWith('HOLIDAY') || subType.key === 'CHALET' || subType.key === 'MOBILE_HOME') return 2;
  return isCoastal(place) && traits.environmentId === 8 && rng.chance(0.4) ? 2 : 1;
}
