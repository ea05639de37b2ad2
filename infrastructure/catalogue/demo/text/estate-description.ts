import { HEAD_TYPE_ID, RECENT_DESTINATION, enumLabel } from '../../../../domain/enumerations';
import type { SubTypeEntry } from '../../../../domain/enumerations';
import { isCompletedStatus, statusOfId } from '../../../../domain/estate/estate-status';
import type { Locale, Translated } from '../../../../domain/shared/locale';
import type { EnergyFacts } from '../estates/energy-performance';
import type { PhysicalTraits } from '../estates/physical-traits';
import { isTakeover } from '../estates/price-ranges';
import type { Place } from '../geo/places';
import {
  CONDITION_SENTENCES,
  ENVIRONMENT_SENTENCES,
  NO_LONGER_AVAILABLE,
  TAKEOVER_SENTENCE,
  VAT_SENTENCE,
  VIEWING_SENTENCE,
  builtIn,
  energySentence,
  gardenSentence,
  layoutSentence,
  notarySaleSentence,
  renovatedIn,
} from './description-sentences';
import { formatInt, inTown, join, lowerFirst, perLocale } from './phrase';

export interface DescriptionFacts {
  readonly subType: SubTypeEntry;
  readonly transactionId: number;
  readonly traits: PhysicalTraits;
  readonly place: Place;
  readonly energy?: EnergyFacts | undefined;
  readonly notarySale?: { readonly start: string; readonly end: string } | undefined;
  readonly vatRegime: boolean;
  /** RecentDestination id of a plot's zoning. */
  readonly zoneId?: number | undefined;
}

function floorPhrase(floor: number, locale: Locale): string {
  if (floor === 0) return { nl: 'op het gelijkvloers', fr: 'au rez-de-chaussée', en: 'on the ground floor', de: 'im Erdgeschoss' }[locale];
  const english = floor % 10 === 1 && floor !== 11 ? 'st' : floor % 10 === 2 && floor !== 12 ? 'nd' : floor % 10 === 3 && floor !== 13 ? 'rd' : 'th';
  return {
    nl: `op de ${floor}e verdieping`,
    fr: floor === 1 ? 'au 1er étage' : `au ${floor}e étage`,
    en: `on the ${floor}${english} floor`,
    de: `im ${floor}. Obergeschoss`,
  }[locale];
}

/** "Villa in Gent: 220 m² woonoppervlakte op een perceel van 950 m²." and its kin per head type. */
function intro({ subType, traits, place }: DescriptionFacts): Translated {
  const where = inTown(place.name);
  return perLocale((locale) => {
    const living = formatInt(traits.livingArea ?? 0, locale);
    const land = formatInt(traits.landArea ?? 0, locale);
    const colon = locale === 'fr' ? ' :' : ':';
    const lead = `${subType.labels[locale]} ${where[locale]}${colon}`;
    switch (subType.headTypeId) {
      case HEAD_TYPE_ID.HOUSE:
        return {
          nl: `${lead} ${living} m² woonoppervlakte op een perceel van ${land} m².`,
          fr: `${lead} ${living} m² habitables sur une parcelle de ${land} m².`,
          en: `${lead} ${living} m² of living space on a plot of ${land} m².`,
          de: `${lead} ${living} m² Wohnfläche auf einem Grundstück von ${land} m².`,
        }[locale];
      case HEAD_TYPE_ID.APARTMENT: {
        const floor = floorPhrase(traits.floor ?? 0, locale);
        return { nl: `${lead} ${living} m² woonoppervlakte ${floor}.`, fr: `${lead} ${living} m² habitables ${floor}.`, en: `${lead} ${living} m² of living space ${floor}.`, de: `${lead} ${living} m² Wohnfläche ${floor}.` }[locale];
      }
      case HEAD_TYPE_ID.PLOT:
        return `${lead} ${land} m².`;
      case HEAD_TYPE_ID.COMMERCIAL:
        return { nl: `${lead} ${living} m² bruikbare oppervlakte.`, fr: `${lead} ${living} m² de surface utile.`, en: `${lead} ${living} m² of usable floor space.`, de: `${lead} ${living} m² Nutzfläche.` }[locale];
      default:
        return `${lead} ${living} m².`;
    }
  });
}

function zoning(zoneId: number | undefined): Translated | undefined {
  if (zoneId === undefined) return undefined;
  return perLocale((locale) => {
    const label = enumLabel(RECENT_DESTINATION, zoneId, locale);
    const zone = locale === 'de' ? label : lowerFirst(label);
    return { nl: `Bestemming: ${zone}.`, fr: `Affectation : ${zone}.`, en: `Zoning: ${zone}.`, de: `Zweckbestimmung: ${zone}.` }[locale];
  });
}

function conditionSentences(traits: PhysicalTraits): Translated[] {
  const condition = traits.conditionId === 5 || traits.conditionId === undefined ? undefined : CONDITION_SENTENCES[traits.conditionId];
  return [
    ...(condition === undefined ? [] : [condition]),
    ...(traits.renovationYear === undefined ? [] : [renovatedIn(traits.renovationYear)]),
    ...(traits.constructionYear === undefined || traits.isNewBuild ? [] : [builtIn(traits.constructionYear)]),
  ];
}

const present = <T>(items: readonly (T | undefined)[]): T[] => items.filter((item): item is T => item !== undefined);

/** Description (three paragraphs) and short description in the four languages. */
export function estateDescription(facts: DescriptionFacts): { readonly description: Translated; readonly shortDescription: Translated } {
  const { traits, transactionId } = facts;
  const status = statusOfId(transactionId);
  const done = status !== undefined && isCompletedStatus(status);
  const first = present([intro(facts), zoning(facts.zoneId), ENVIRONMENT_SENTENCES[traits.environmentId]]);
  const second = present([layoutSentence(traits), gardenSentence(traits), ...conditionSentences(traits)]);
  const third = present([
    facts.energy === undefined ? undefined : energySentence(facts.energy),
    isTakeover(transactionId) ? TAKEOVER_SENTENCE : undefined,
    facts.vatRegime ? VAT_SENTENCE : undefined,
    facts.notarySale === undefined ? undefined : notarySaleSentence(facts.notarySale.start, facts.notarySale.end),
    done ? NO_LONGER_AVAILABLE : VIEWING_SENTENCE,
  ]);
  const paragraphs = [first, second, third].filter((paragraph) => paragraph.length > 0).map((paragraph) => join(paragraph));
  return {
    description: join(paragraphs, '\n\n'),
    shortDescription: join(present([intro(facts), conditionSentences(traits)[0] ?? ENVIRONMENT_SENTENCES[traits.environmentId]])),
  };
}
