import type { Translated } from '../../../../domain/shared/locale';
import type { Prng } from '../prng';
import { t } from './phrase';

/**
 * Adjectives agree with the noun in Dutch (de/het), French (m/f) and German (m/f/n). Only subtypes whose
 * label is a plain noun phrase with a known gender get one; every other title goes without.
 */
type Gender = readonly [nl: 'de' | 'het', fr: 'm' | 'f', de: 'm' | 'f' | 'n'];

const GRAMMAR: Readonly<Record<string, Gender>> = {
  HOUSE: ['de', 'f', 'n'],
  VILLA: ['de', 'f', 'f'],
  BUNGALOW: ['de', 'm', 'm'],
  FARM: ['de', 'f', 'm'],
  TOWNHOUSE: ['het', 'f', 'n'],
  BEL_ETAGE: ['de', 'f', 'n'],
  CHALET: ['het', 'm', 'n'],
  COUNTRY_HOUSE: ['de', 'f', 'n'],
  TERRACED_HOUSE: ['de', 'f', 'n'],
  SEMI_DETACHED_HOUSE: ['de', 'f', 'f'],
  CORNER_HOUSE: ['de', 'f', 'n'],
  APARTMENT: ['het', 'm', 'f'],
  DUPLEX: ['de', 'm', 'f'],
  PENTHOUSE: ['het', 'm', 'n'],
  LOFT: ['de', 'm', 'n'],
  STUDIO: ['de', 'm', 'f'],
  GROUND_FLOOR: ['het', 'm', 'f'],
  TOP_FLOOR_APARTMENT: ['het', 'm', 'f'],
  BUILDING_PLOT: ['de', 'm', 'n'],
  PASTURE: ['het', 'f', 'f'],
  WOODLAND: ['het', 'm', 'm'],
};

/** An adjective's forms: Dutch de/het, French m/f, English, German m/f/n (strong, without article). */
type Forms = readonly [string, string, string, string, string, string, string, string];

const SPACIOUS: Forms = ['Ruime', 'Ruim', 'Spacieux', 'Spacieuse', 'Spacious', 'Geräumiger', 'Geräumige', 'Geräumiges'];
const BRIGHT: Forms = ['Lichtrijke', 'Lichtrijk', 'Lumineux', 'Lumineuse', 'Bright', 'Heller', 'Helle', 'Helles'];
const CHARMING: Forms = ['Charmante', 'Charmant', 'Charmant', 'Charmante', 'Charming', 'Charmanter', 'Charmante', 'Charmantes'];
const READY: Forms = ['Instapklare', 'Instapklaar', 'Impeccable', 'Impeccable', 'Move-in ready', 'Bezugsfertiger', 'Bezugsfertige', 'Bezugsfertiges'];
const BEAUTIFUL: Forms = ['Prachtige', 'Prachtig', 'Magnifique', 'Magnifique', 'Beautiful', 'Wunderschöner', 'Wunderschöne', 'Wunderschönes'];
// 'Beau' is only right before a consonant; the plot nouns it meets (terrain, bois, prairie) all start with one.
const WELL_LOCATED: Forms = ['Mooi gelegen', 'Mooi gelegen', 'Beau', 'Belle', 'Well-located', 'Schön gelegener', 'Schön gelegene', 'Schön gelegenes'];

const ADJECTIVES_BY_HEAD_TYPE: Readonly<Record<number, readonly Forms[]>> = {
  1: [SPACIOUS, CHARMING, READY, BEAUTIFUL, BRIGHT],
  2: [BRIGHT, SPACIOUS, READY, BEAUTIFUL],
  3: [WELL_LOCATED],
};

function inflect(forms: Forms, [nl, fr, de]: Gender): Translated {
  const german = de === 'm' ? forms[5] : de === 'f' ? forms[6] : forms[7];
  return t(nl === 'de' ? forms[0] : forms[1], fr === 'm' ? forms[2] : forms[3], forms[4], german);
}

/** A fitting adjective for the subtype in each language, or none when its grammar is not known. */
export function pickAdjective(rng: Prng, headTypeId: number, subTypeKey: string): Translated | undefined {
  const gender = GRAMMAR[subTypeKey];
  const adjectives = ADJECTIVES_BY_HEAD_TYPE[headTypeId];
  if (gender === undefined || adjectives === undefined) return undefined;
  return inflect(rng.pick(adjectives), gender);
}
