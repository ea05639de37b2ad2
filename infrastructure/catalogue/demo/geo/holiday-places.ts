import type { Place } from './places';
import { findPlaceByZip } from './places';

/** The Belgian coast: the eight seaside municipalities, west to east. */
export const COAST_ZIPS = ['8660', '8670', '8620', '8430', '8400', '8420', '8370', '8300'] as const;
/** Holiday towns in the Ardennes. */
export const ARDENNES_ZIPS = ['6940', '6980', '6830', '4900'] as const;

const places = (zips: readonly string[]): readonly Place[] =>
  zips.map((zip) => {
    const place = findPlaceByZip(zip);
    if (place === undefined) throw new Error(`municipalities.json lacks holiday town ${zip}`);
    return place;
  });

export const COAST_PLACES = places(COAST_ZIPS);
export const ARDENNES_PLACES = places(ARDENNES_ZIPS);

const COAST = new Set<string>(COAST_ZIPS);
export const isCoastal = (place: Pick<Place, 'zip'>): boolean => COAST.has(place.zip);
