import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import type { EstateId, SalesRep, Sticker } from '../../../../domain/estate/estate';
import { TRANSACTION_ID } from '../../../../domain/estate/estate-status';
import type { AddressSpot } from '../geo/demo-address';
import { apartmentBox } from '../geo/demo-address';
import type { Place } from '../geo/places';
import { compact } from '../numbers';
import type { Prng } from '../prng';
import { addDays, utcDateTime, yearOf } from '../time/calendar';
import { drawPrice } from './demo-price';
import { drawEnergy } from './energy-performance';
import { drawSticker, pickAgent, STICKERS } from './estate-media';
import { destinationId, drawFlood, drawNotarySale } from './legal-facts';
import { isCoastal } from '../geo/holiday-places';
import { drawPhysicalTraits } from './physical-traits';
import { drawPlanning, zoneFor } from './planning-answers';
import type { UnitProfile } from './unit-profile';

/** What the caller fixes about a unit; the rest is drawn. */
export interface UnitRequest {
  readonly id: EstateId;
  readonly subType: SubTypeEntry;
  readonly transactionId: number;
  readonly place: Place;
  readonly spot: AddressSpot;
  readonly referenceDate: string;
  readonly isNewBuild: boolean;
  /** A project unit: its floor and box, its publication date, whether its price is a "from" price. */
  readonly projectUnit?: {
    readonly floor?: number | undefined;
    readonly box?: string | undefined;
    readonly publicationDate: string;
    readonly priceFrom: boolean;
    readonly vatRegime: boolean;
  };
}

export interface DrawnUnit extends UnitProfile {
  readonly sticker: Sticker | null;
  readonly agent: SalesRep;
}

/** A moment on one of the `maxDaysAgo` days before the reference date, during office hours (UTC). */
export function publicationMoment(rng: Prng, referenceDate: string, maxDaysAgo: number): string {
  return utcDateTime(addDays(referenceDate, -rng.int(1, maxDaysAgo)), rng.int(7 * 60, 18 * 60));
}

const AVAILABLE = new Set<number>([TRANSACTION_ID.FOR_SALE, TRANSACTION_ID.TO_RENT, TRANSACTION_ID.TAKE_OVER]);

export function drawUnit(rng: Prng, request: UnitRequest): DrawnUnit {
  const { subType, transactionId, place, referenceDate, projectUnit } = request;
  const drawn = drawPhysicalTraits(rng, subType, place, yearOf(referenceDate), request.isNewBuild);
  const traits = projectUnit?.floor === undefined ? drawn : { ...drawn, floor: projectUnit.floor };
  const price = drawPrice(rng, subType, transactionId, traits, place);
  const notarySale = projectUnit === undefined ? drawNotarySale(rng, subType, transactionId, place, price, referenceDate) : undefined;
  const sticker = projectUnit === undefined ? drawSticker(rng, AVAILABLE.has(transactionId)) : null;
  // A "new" sticker or an upcoming notary sale means the listing went online recently.
  const recent = sticker?.id === STICKERS.NEW.id || (notarySale !== undefined && transactionId === TRANSACTION_ID.FOR_SALE);
  const publicationDate = projectUnit?.publicationDate ?? publicationMoment(rng, referenceDate, recent ? 30 : 730);
  const zoneId = zoneFor(rng, subType, place);
  const planning = drawPlanning(rng, subType, transactionId, traits, place, destinationId(subType, place, traits, rng), zoneId);
  const built = subType.headTypeId !== HEAD_TYPE_ID.PLOT;
  const energy = drawEnergy(rng, subType, traits, place, publicationDate);
  const flood = drawFlood(rng, place, built);
  const box = projectUnit?.box ?? (traits.floor === undefined ? undefined : apartmentBox(traits.floor, rng.int(1, 4), rng.chance(0.5) ? 'dotted' : 'padded'));
  return compact({
    id: request.id,
    subType,
    transactionId,
    place,
    spot: request.spot,
    referenceDate,
    box,
    traits,
    energy,
    price,
    priceFrom: projectUnit?.priceFrom ?? false,
    vatRegime: projectUnit?.vatRegime ?? false,
    publicationDate,
    planning,
    flood,
    notarySale,
    zoneId,
    seaside: isCoastal(place),
    sticker,
    agent: pickAgent(rng, place),
  });
}
