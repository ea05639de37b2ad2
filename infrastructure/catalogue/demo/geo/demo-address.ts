import type { EstateAddress, GeoLocation } from '../../../../domain/estate/estate';
import type { Prng } from '../prng';
import { pickStreet } from './street-names';
import type { Place, PlaceLanguage } from './places';
import { PI, compact, cos, floor, round, sin, sqrt } from '../numbers';

/** Jitter radius: an estate lies within 2 km of its town centre. */
const MAX_JITTER_KM = 1.9;
const KM_PER_DEGREE_LAT = 111.32;

const round5 = (value: number): number => round(value * 1e5) / 1e5;

/** A point at most MAX_JITTER_KM from the place, uniformly spread over the disc. */
export function jitter(rng: Prng, place: Pick<Place, 'lat' | 'lon'>): GeoLocation {
  const distance = MAX_JITTER_KM * sqrt(rng.next());
  const angle = rng.float(0, 2 * PI);
  const dLat = (distance * cos(angle)) / KM_PER_DEGREE_LAT;
  const dLon = (distance * sin(angle)) / (KM_PER_DEGREE_LAT * cos((place.lat * PI) / 180));
  return { lat: round5(place.lat + dLat), lon: round5(place.lon + dLon) };
}

/** House numbers: most streets are short, so low numbers are more common. */
export const houseNumber = (rng: Prng): string => String(1 + floor(180 * rng.next() ** 2));

/** A box (bus/boîte) on an apartment's floor, in one of the two common Belgian styles: '2.1' or '0201'. */
export function apartmentBox(floor: number, unit: number, style: 'dotted' | 'padded'): string {
  return style === 'dotted' ? `${floor}.${unit}` : `${String(floor).padStart(2, '0')}${String(unit).padStart(2, '0')}`;
}

const BOX_WORD: Readonly<Record<PlaceLanguage, string>> = { nl: 'bus', fr: 'bte', de: 'Bus', bilingual: 'bte' };

function streetLine(place: Place, street: string, number: string, box: string | undefined): string {
  // France writes the number first ('12 Rue de la Gare'); Belgium and the Netherlands after the street.
  const main = place.country === 'FR' ? `${number} ${street}` : `${street} ${number}`;
  return box === undefined ? main : `${main} ${BOX_WORD[place.language]} ${box}`;
}

export interface AddressSpot {
  readonly street: Readonly<Record<'nl' | 'fr' | 'en' | 'de', string>>;
  readonly number: string;
  readonly geoLocation: GeoLocation;
}

/** A street, number and map point in the place; a project's units share one spot. */
export function pickSpot(rng: Prng, place: Place): AddressSpot {
  return { street: pickStreet(rng, place.language), number: houseNumber(rng), geoLocation: jitter(rng, place) };
}

/** The estate address at a spot; the street line uses the street's main local name (French in Brussels). */
export function demoAddress(place: Place, spot: AddressSpot, box?: string, visible = true): EstateAddress {
  const localStreet = place.language === 'nl' ? spot.street.nl : spot.street.fr;
  return compact({
    visible,
    streetAddress: streetLine(place, localStreet, spot.number, box),
    street: spot.street,
    number: spot.number,
    box,
    city: { id: place.id, name: place.name.nl, zip: place.zip, alias: place.name },
    region: place.region,
    country: { id: place.country },
    geoLocation: spot.geoLocation,
  });
}
