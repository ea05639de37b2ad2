import { HEAD_TYPE_ID } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import type { Place } from '../geo/places';
import type { Prng } from '../prng';
import type { PhysicalTraits } from './physical-traits';
import { isCoastal } from '../geo/holiday-places';
import { isRental, isTakeover, priceRange, roundPrice } from './price-ranges';
import { clamp, min } from '../numbers';

/** Asking price per m² (sale) of living area by where the estate lies; rough market averages. */
const SALE_PER_M2: Readonly<Record<string, { readonly house: number; readonly apartment: number; readonly plot: number; readonly commercial: number }>> = {
  FLANDERS: { house: 2300, apartment: 3000, plot: 300, commercial: 1500 },
  BRUSSELS: { house: 3200, apartment: 3300, plot: 800, commercial: 1800 },
  WALLONIA: { house: 1700, apartment: 2300, plot: 110, commercial: 1100 },
  FR: { house: 2000, apartment: 2600, plot: 150, commercial: 1200 },
  NL: { house: 3000, apartment: 3800, plot: 400, commercial: 1600 },
};

/** Monthly rent per m² of living area. */
const RENT_PER_M2: Readonly<Record<string, number>> = { FLANDERS: 10, BRUSSELS: 13.5, WALLONIA: 8.5, FR: 10, NL: 14 };

const FARMLAND = new Set(['AGRICULTURAL_LAND', 'PASTURE', 'WOODLAND', 'NATURE_AREA', 'ORCHARD', 'FISHING_POND']);
const INDUSTRIAL = new Set(['WAREHOUSE', 'STORAGE', 'INDUSTRIAL_BUILDING', 'LOGISTICS_BUILDING', 'PRODUCTION_HALL', 'SME_UNIT', 'WORKSHOP', 'CAR_PARK']);
const PRICEY_PROVINCES: Readonly<Record<string, number>> = { 'Waals-Brabant': 1.25, 'Vlaams-Brabant': 1.1, Antwerpen: 1.05, Henegouwen: 0.85 };
const PRICEY_TOWNS = new Set(['2000', '9000', '3000', '8000', '2800', '1050', '1180', '1150', '1200', '1410', '1380']);

/** Coast, the large Flemish cities, Brussels' southern communes and Walloon Brabant ask more. */
export function locationFactor(place: Place): number {
  const town = isCoastal(place) ? 1.3 : PRICEY_TOWNS.has(place.zip) ? 1.18 : 1;
  return town * (PRICEY_PROVINCES[place.province] ?? 1);
}

const schemeOf = (place: Place): string => (place.country === 'BE' ? (place.region ?? 'FLANDERS') : place.country);

function basePrice(subType: SubTypeEntry, traits: PhysicalTraits, place: Place, rental: boolean): number {
  const scheme = schemeOf(place);
  const living = traits.livingArea ?? 0;
  const land = traits.landArea ?? 0;
  switch (subType.headTypeId) {
    case HEAD_TYPE_ID.PLOT:
      if (FARMLAND.has(subType.key)) return land * 6;
      return land * (SALE_PER_M2[scheme]?.plot ?? 200) * (rental ? 0.004 : 1);
    case HEAD_TYPE_ID.GARAGE:
      return subType.key === 'GARAGE_COMPLEX' ? living * 500 : rental ? 95 : 30_000;
    case HEAD_TYPE_ID.COMMERCIAL: {
      const perM2 = (SALE_PER_M2[scheme]?.commercial ?? 1300) * (INDUSTRIAL.has(subType.key) ? 0.45 : 1);
      return rental ? living * perM2 * 0.0065 : living * perM2;
    }
    default: {
      const perM2 = SALE_PER_M2[scheme]?.[subType.headTypeId === HEAD_TYPE_ID.HOUSE ? 'house' : 'apartment'] ?? 2300;
      const condition = traits.conditionId === 1 ? 0.75 : traits.conditionId === 6 ? 1.15 : 1;
      const landBonus = subType.headTypeId === HEAD_TYPE_ID.HOUSE ? min(land, 3000) * 40 : 0;
      return rental ? living * (RENT_PER_M2[scheme] ?? 10) : living * perM2 * condition + landBonus;
    }
  }
}

/** The asking price: size × local price level × noise, kept within the kind's bounds (see price-ranges). */
export function drawPrice(rng: Prng, subType: SubTypeEntry, transactionId: number, traits: PhysicalTraits, place: Place): number {
  const rental = isRental(transactionId);
  const [low, high] = priceRange(subType.headTypeId, subType.key, transactionId);
  const raw = isTakeover(transactionId)
    ? low + (high - low) * rng.next() ** 2
    : basePrice(subType, traits, place, rental) * locationFactor(place) * rng.float(0.85, 1.15);
  return roundPrice(clamp(raw, low, high), rental, subType.headTypeId);
}
