import type { Region } from '../../../../domain/estate/estate';
import type { Translated } from '../../../../domain/shared/locale';
import type { Prng } from '../prng';
import municipalities from '../data/municipalities.json' with { type: 'json' };

/** The language street names and texts of a place are written in. Brussels is bilingual (fr and nl). */
export type PlaceLanguage = 'nl' | 'fr' | 'de' | 'bilingual';

/** A town an estate can lie in: a Belgian municipality from data/, or a town just across the border. */
export interface Place {
  readonly id: number;
  readonly zip: string;
  readonly name: Translated;
  readonly region: Region | null;
  readonly province: string;
  readonly country: 'BE' | 'FR' | 'NL';
  readonly language: PlaceLanguage;
  readonly lat: number;
  readonly lon: number;
  /** Relative number of listings: roughly the population in units of 20,000 inhabitants. */
  readonly weight: number;
}

/**
 * Approximate populations of the larger towns, as multiples of 20,000 (general knowledge, rounded), keyed
 * by main postal code; the other municipalities weigh the average of their region. Listings follow people.
 */
const TOWN_WEIGHTS: Readonly<Record<string, number>> = {
  '2000': 26, '9000': 13, '6000': 10, '4000': 10, '1000': 9, '1030': 6, '1070': 6, '8000': 6, '5000': 5.5,
  '3000': 5, '7000': 4.7, '1080': 4.5, '9300': 4.4, '2800': 4.4, '1050': 4.3, '1180': 4, '7100': 4,
  '3500': 4, '8500': 4, '9100': 4, '8400': 3.6, '7500': 3.5, '3600': 3.4, '4100': 3.2, '8800': 3,
  '7700': 2.9, '4800': 2.8, '9200': 2.3, '2300': 2.3, '1700': 2.2, '9160': 2.1, '1800': 2.3, '3800': 2.1,
  '1300': 1.8, '8300': 1.7, '2500': 1.8, '2440': 2, '9400': 1.9, '1500': 2, '8900': 1.8, '1340': 1.6,
  '6700': 1.5, '1410': 1.5, '1400': 1.4, '2220': 2.1, '1190': 2.8, '1200': 2.8, '1140': 2.5, '1090': 2.1,
};

/** Flemish municipalities are on average about twice as populous as Walloon ones. */
const SMALL_TOWN_WEIGHT: Readonly<Record<Region, number>> = { FLANDERS: 1, WALLONIA: 0.55, BRUSSELS: 2 };

/** Zips of the German-speaking municipalities (East Cantons): their streets have German names. */
const isGermanSpeaking = (zip: string): boolean => zip >= '4700' && zip <= '4799';

function languageOf(region: Region, zip: string): PlaceLanguage {
  if (region === 'FLANDERS') return 'nl';
  if (region === 'BRUSSELS') return 'bilingual';
  return isGermanSpeaking(zip) ? 'de' : 'fr';
}

const REGIONS: readonly Region[] = ['FLANDERS', 'WALLONIA', 'BRUSSELS'];

function toRegion(value: string): Region {
  const region = REGIONS.find((candidate) => candidate === value);
  if (region === undefined) throw new Error(`municipalities.json: unknown region ${value}`);
  return region;
}

/** The 537 Belgian municipalities of data/municipalities.json (see its README). */
export const BELGIAN_PLACES: readonly Place[] = municipalities.map((row) => {
  const region = toRegion(row.region);
  return {
    id: row.id,
    zip: row.zip,
    name: row.name,
    region,
    province: row.province,
    country: 'BE',
    language: languageOf(region, row.zip),
    lat: row.lat,
    lon: row.lon,
    weight: TOWN_WEIGHTS[row.zip] ?? SMALL_TOWN_WEIGHT[region],
  };
});

const foreign = (
  id: number,
  zip: string,
  [nl, fr, en, de]: readonly [string, string, string, string],
  country: 'FR' | 'NL',
  lat: number,
  lon: number,
): Place => ({
  id, zip, name: { nl, fr, en, de }, region: null, province: '', country, language: country === 'FR' ? 'fr' : 'nl', lat, lon, weight: 1,
});

/**
 * A handful of towns just across the border, so that the country filter has more than one value. Ids
 * start at 1001 to stay clear of the municipality ids, which grow from 538 (data/README.md).
 */
export const BORDER_PLACES: readonly Place[] = [
  foreign(1001, '59000', ['Rijsel', 'Lille', 'Lille', 'Lille'], 'FR', 50.6292, 3.0573),
  foreign(1002, '59140', ['Duinkerke', 'Dunkerque', 'Dunkirk', 'Dünkirchen'], 'FR', 51.0344, 2.3768),
  foreign(1003, '08600', ['Givet', 'Givet', 'Givet', 'Givet'], 'FR', 50.1378, 4.825),
  foreign(1004, '6211', ['Maastricht', 'Maastricht', 'Maastricht', 'Maastricht'], 'NL', 50.8514, 5.691),
  foreign(1005, '4524', ['Sluis', "L'Écluse", 'Sluis', 'Sluis'], 'NL', 51.3083, 3.3861),
  foreign(1006, '4531', ['Terneuzen', 'Terneuzen', 'Terneuzen', 'Terneuzen'], 'NL', 51.3358, 3.8278),
];

export const findPlaceByZip = (zip: string): Place | undefined => BELGIAN_PLACES.find((place) => place.zip === zip);

/** Running totals of the weights raised to an urbanity, for a binary search per pick. */
const cumulativeByUrbanity = new Map<number, readonly number[]>();

function cumulativeWeights(urbanity: number): readonly number[] {
  let cumulative = cumulativeByUrbanity.get(urbanity);
  if (cumulative === undefined) {
    let total = 0;
    cumulative = BELGIAN_PLACES.map((place) => (total += place.weight ** urbanity));
    cumulativeByUrbanity.set(urbanity, cumulative);
  }
  return cumulative;
}

/** Weighted pick of a Belgian municipality; `urbanity` > 1 favours large towns more (apartments), < 1 less (farmland). */
export function pickPlace(rng: Prng, urbanity = 1): Place {
  const cumulative = cumulativeWeights(urbanity);
  const target = rng.next() * (cumulative.at(-1) ?? 0);
  let [low, high] = [0, cumulative.length - 1];
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  return BELGIAN_PLACES[low] as Place;
}
